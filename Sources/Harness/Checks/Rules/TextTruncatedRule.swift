import Diagnostics
import ScreenKit
import ToolSupport

/// `text-truncated`: a text cut short with "…" because it did not fit.
struct TextTruncatedRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 10
    let judgesLayout = true

    let description = ScreenRuleDescription(
        id: "text-truncated",
        summary: "A text is cut short with \"…\" because it does not fit.",
        defaultSeverity: .warning,
        rationale: """
            A text that does not fit the space its container offers wraps; when the lines run out \
            (a lineLimit, a fixed height, a neighbour that takes the room) it ends in "…" and the user \
            never reads the rest. Longer translations and larger text sizes are where this happens. \
            Let the text wrap (drop the lineLimit), stack its neighbours vertically at accessibility \
            sizes, or give it a higher layoutPriority. A text cut short inside a fixed frame is \
            text-clipped instead. On a screen holding an app image whose size is unknown (no image \
            set of its name in the asset catalogs) it is a note: the real image may change the layout.
            """,
        triggering: [
            RuleExample("one line for a long sentence", size: .accessibilityExtraLarge) {
                Text(verbatim: "A sentence far too long for one line on a small phone").lineLimit(1)
            },
            RuleExample("a long German option in a segmented picker's equal segments") {
                Picker("Filter", selection: .constant(0)) {
                    Text(verbatim: "Alle").tag(0); Text(verbatim: "Überfällige Aufgaben").tag(1)
                    Text(verbatim: "Erledigt").tag(2); Text(verbatim: "Geplant").tag(3)
                }
                .pickerStyle(SegmentedPickerStyle())
            },
        ],
        nonTriggering: [
            RuleExample("the same sentence free to wrap", size: .accessibilityExtraLarge) {
                Text(verbatim: "A sentence far too long for one line on a small phone")
            },
            RuleExample("one line cut short beside an app image whose size no asset catalog gives", size: .accessibilityExtraLarge,
                        noted: true) {
                VStack { Image("brand-logo"); Text(verbatim: "A sentence far too long for one line on a small phone").lineLimit(1) }
            },
        ])

    func findings(in render: RenderContext) -> [ElementFinding] {
        render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable, item.element.isTruncated,
                  FixedFrames.limiting(index, in: render.walk) == nil else { return nil }
            let shown = item.element.lines.map(\.text).joined(separator: " ⏎ ")
            let fix = isNavigationTitle(index, in: render.walk)
                ? "A navigation bar shows its title on one line at a fixed size: shorten the title, or show what does not fit in the screen's content (a header, a large title)."
                : "Let it wrap (no lineLimit), stack its neighbours vertically at large sizes, or raise its layoutPriority."
            return finding(index, "\(render.walk.name(of: index)) is cut short: only \(QuotedText.shown(shown)) shows. " + fix)
        }
    }

    /// Whether the text at `index` is a navigation bar's title, which no modifier lets wrap.
    private func isNavigationTitle(_ index: Int, in walk: ScreenWalk) -> Bool {
        guard let parent = walk.items[index].parent else { return false }
        return walk.items[parent].element.kind == .navigationTitle
    }
}
