import Diagnostics
import ScreenKit

/// `word-broken`: a word split across two lines, with no hyphen, because it does not fit.
struct WordBrokenRule: ScreenRule {
    let description = ScreenRuleDescription(
        id: "word-broken",
        summary: "A word is split across lines without a hyphen because it does not fit the width.",
        defaultSeverity: .warning,
        rationale: """
            When a single word is wider than the line, iOS breaks it between two letters with no \
            hyphen ("Farbsche" on one line, "ma" on the next), which reads as two wrong words. Long \
            compounds (German, Finnish, Dutch) at accessibility sizes are where this happens. Give the \
            text the whole width (stack its neighbours vertically at large sizes), use a smaller text \
            style for that label, allow hyphenation in the translation (a soft hyphen, U+00AD, where \
            the word may break), or choose a shorter word.
            """,
        triggering: [RuleExample("\"Benachrichtigungen\" in German at AX5 on an iPhone SE", locale: "de", size: .accessibilityExtraExtraExtraLarge) {
            Text(verbatim: Self.german)
        }],
        nonTriggering: [
            RuleExample("the same text at the default size, wrapped between its words", locale: "de") {
                Text(verbatim: Self.german)
            },
            RuleExample("a long hyphenated compound at AX5, broken at its hyphens", locale: "de", size: .accessibilityExtraExtraExtraLarge) {
                Text(verbatim: "Farb-schema-stumm-schalten")
            },
            RuleExample("the long word on one line cut short with \"…\" (text-truncated, not a split)", locale: "de",
                        size: .accessibilityExtraExtraExtraLarge) {
                Text(verbatim: Self.german).lineLimit(1)
            },
        ])

    private static let german = "Benachrichtigungen stummschalten"

    /// The word with a bar where the line breaks it ("Farbsche|ma"), from the line it starts on.
    static func split(of word: String, endingLine line: String) -> String {
        let head = line.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? line
        guard !head.isEmpty, word.hasPrefix(head), head.count < word.count else { return word }
        return head + "|" + word.dropFirst(head.count)
    }

    func findings(in render: RenderContext) -> [ElementFinding] {
        render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable, let line = item.element.lines.firstIndex(where: { $0.brokenWord != nil }),
                  let word = item.element.lines[line].brokenWord else { return nil }
            let split = Self.split(of: word, endingLine: item.element.lines[line].text)
            return finding(index, "\(render.walk.name(of: index)) splits the word \(Quoting.quoted(word)) across lines with no hyphen "
                + "(\(Quoting.quoted(split))): it does not fit the width. Give the text the whole width, use a smaller text style "
                + "for it, or allow a hyphen in the translation (a soft hyphen, U+00AD).")
        }
    }
}
