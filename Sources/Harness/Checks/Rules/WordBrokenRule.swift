import Diagnostics
import ScreenKit
import ToolSupport

/// `word-broken`: a word split across two lines, with no hyphen, because it does not fit.
struct WordBrokenRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 30
    let judgesLayout = true

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
            the word may break), or choose a shorter word. A single word wider than the line only at \
            accessibility sizes (AX1 to AX5) is a note: iOS breaks it the same way and the fix is a \
            choice (a soft hyphen in that translation, .minimumScaleFactor, a layout that gives it the \
            width); at a standard size it is a warning, unless the word is at most 5 % of the line wider \
            than it: l10n measures with Inter and Noto faces, not iOS's fonts, so that is a note. A word the preview wrote as sample data (a \
            placeholder name passed to the view) is a note too: the app's real data decides its length.
            """,
        triggering: [
            RuleExample("\"Benachrichtigungseinstellungen\" in German at the default size, in a 150 pt column", locale: "de") {
                Text(verbatim: Self.compound).frame(width: 150)
            },
        ],
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
            RuleExample("\"Benachrichtigungen\" wider than the line only at AX5 on an iPhone SE: iOS breaks it the same way",
                        locale: "de", size: .accessibilityExtraExtraExtraLarge, noted: true) {
                Text(verbatim: Self.german)
            },
            RuleExample("the same compound in a 150 pt column only in the pseudo-locale en-XA", locale: "en-XA", noted: true) {
                Text(verbatim: Self.compound).frame(width: 150)
            },
            RuleExample("\"Benachrichtigungseinstellungen\" in a column 2 % narrower than the word: within l10n's metrics margin",
                        locale: "de", noted: true) {
                Text(verbatim: Self.compound).frame(width: Self.compoundWidth * 0.98)
            },
            RuleExample("a placeholder the preview passed as sample data, in a 150 pt column", sampleData: [Self.compound], noted: true) {
                Text(Self.compound).frame(width: 150)
            },
            RuleExample("a placeholder key the preview passed, which no catalog has", sampleData: [Self.compound], noted: true) {
                Text(LocalizedStringKey(Self.compound)).frame(width: 150)
            },
        ])

    /// Whether `word` comes from the preview's sample data: a String it passed, or a key it passed
    /// that no catalog has (a placeholder unit name given as `LocalizedStringKey`).
    private static func isSampleData(_ word: String, of element: Element, in render: RenderContext) -> Bool {
        element.sources.contains { source in
            let written = source.key ?? source.text
            guard written.contains(word) || source.text.contains(word), render.isSampleData(written) else { return false }
            switch source.origin {
            case .stringValue: return true
            case .localized: return !render.isUICopy(written)
            default: return false
            }
        }
    }

    /// How much wider than the line (a share of its width) a word broken at a standard size may be
    /// and be a note: l10n measures with Inter and Noto faces, not iOS's own fonts, so a word this
    /// little too wide may fit on an iPhone. A chosen tolerance, said in the rule's rationale.
    static let metricsMargin = 0.05

    private static let german = "Benachrichtigungen stummschalten"
    private static let compound = "Benachrichtigungseinstellungen"
    /// The compound's width in body text at the default size (17 pt regular).
    private static let compoundWidth = FontMetrics.standard.width(of: compound, weight: .regular, pointSize: 17)

    /// The word with a bar where the line breaks it ("Farbsche|ma"), from the line it starts on.
    static func split(of word: String, endingLine line: String) -> String {
        let head = line.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? line
        guard !head.isEmpty, word.hasPrefix(head), head.count < word.count else { return word }
        return head + "|" + word.dropFirst(head.count)
    }

    func findings(in render: RenderContext) -> [ElementFinding] {
        let size = render.screen.configuration.sizeCategory
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable, let line = item.element.lines.firstIndex(where: { $0.brokenWord != nil }),
                  let word = item.element.lines[line].brokenWord else { return nil }
            let split = Self.split(of: word, endingLine: item.element.lines[line].text)
            let name = render.walk.name(of: index)
            if Self.isSampleData(word, of: item.element, in: render) {
                return note(index, "\(name) splits the word \(QuotedText.shown(word)) across lines with no hyphen (\(QuotedText.shown(split))) "
                    + "at \(size.shortName); the word is the preview's sample data, so the app's real data decides whether it breaks.")
            }
            guard !size.isAccessibilityCategory else {
                // iOS breaks a word wider than the line the same way; at an accessibility size that is the size's doing.
                return note(index, "\(name) splits the single word \(QuotedText.shown(word)) across lines with no hyphen "
                    + "(\(QuotedText.shown(split))) only at \(size.shortName), where one word is wider than the line; iOS breaks it the same way. "
                    + "If it matters: a soft hyphen (U+00AD) in the \(render.locale.bcp47) translation, .minimumScaleFactor(…) on the text, "
                    + "or a layout that gives it the whole width at accessibility sizes.")
            }
            if let overflow = item.element.lines[line].brokenWordOverflow, overflow <= Self.metricsMargin * item.element.frame.width {
                // l10n measures with Inter and Noto, not iOS's own fonts: a word this little too wide may fit on an iPhone.
                return note(index, "\(name) splits the word \(QuotedText.shown(word)) across lines with no hyphen (\(QuotedText.shown(split))) "
                    + "at \(size.shortName), but the word is only \(Points.string(overflow)) pt wider than the line, within how far "
                    + "l10n's font metrics may differ from iOS's fonts: a note, as an iPhone may fit it. Leave room (a shorter word, a "
                    + "soft hyphen U+00AD in the \(render.locale.bcp47) translation) if it matters.")
            }
            return finding(index, "\(name) splits the word \(QuotedText.shown(word)) across lines with no hyphen "
                + "(\(QuotedText.shown(split))) at \(size.shortName), a standard size: it does not fit the width. Give the text the whole width, "
                + "use a smaller text style for it, or allow a hyphen in the translation (a soft hyphen, U+00AD).")
        }
    }
}
