import Diagnostics
import ScreenKit
import ToolSupport

/// `text-clipped`: a text cut off, or cut short, by a fixed frame or a clip shape its content outgrew.
struct TextClippedRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 20
    let judgesLayout = true

    let description = ScreenRuleDescription(
        id: "text-clipped",
        summary: "A text is cut off, or cut short with \"…\", by a fixed frame or clip shape it outgrew.",
        defaultSeverity: .error,
        rationale: """
            A frame with a fixed width or height does not grow with its content: when a translation \
            is longer or the text size larger, the text inside is cut short with "…" (SwiftUI gives \
            it only the lines that fit) or cut off mid-line. Let the frame grow (minHeight instead of \
            height, or no frame), or put the content in a ScrollView. The screen's own edge is the \
            offscreen rule's business, not this one's.
            """,
        triggering: [
            RuleExample("a headline in a 30 pt tall frame, at AX3", size: .accessibilityExtraLarge) {
                VStack {
                    Text(verbatim: "Weekly report").font(.headline).frame(height: 30).clipped()
                    Spacer()
                }
            },
            RuleExample("a title in a fixed 80×40 pt frame") {
                Text(verbatim: "Quarterly results").font(.title).frame(width: 80, height: 40)
            },
            RuleExample("a title over a 120 pt tall header, at AX5", size: .accessibilityExtraExtraExtraLarge) {
                VStack {
                    Rectangle().fill(Color.blue).frame(height: 120)
                        .overlay(Text(verbatim: "Complete SwiftUI book sample").font(.title).foregroundColor(.white).padding())
                    Spacer()
                }
            },
        ],
        nonTriggering: [RuleExample("the same headline with a minimum height", size: .accessibilityExtraLarge) {
            VStack {
                Text(verbatim: "Weekly report").font(.headline).frame(minHeight: 30)
                Spacer()
            }
        }])

    func findings(in render: RenderContext) -> [ElementFinding] {
        let screenRect = Rect(origin: .zero, size: render.screen.configuration.device.size)
        return render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            let element = item.element
            guard item.isDrawn, !item.isSystemChrome, !(element.text ?? "").isEmpty else { return nil }
            if element.isTruncated, item.isReachable, let frame = FixedFrames.limiting(index, in: render.walk) {
                let shown = element.lines.map(\.text).joined(separator: " ⏎ ")
                return finding(index, "\(render.walk.name(of: index)) is cut short by \(frame.description): only \(QuotedText.shown(shown)) shows. "
                    + "Let the frame grow with its content (minHeight instead of height, or no fixed frame).")
            }
            guard element.isClipped else { return nil }
            var reachable = element.frame.intersection(screenRect)
            if let area = item.scrollArea { reachable = reachable.flatMap { $0.intersection(area) } }
            guard let reachable else { return nil }
            let visible = element.visibleFrame
            let shownHeight = visible?.height ?? 0, shownWidth = visible?.width ?? 0
            let cutHeight = reachable.height - shownHeight > 0.5
            let cutWidth = reachable.width - shownWidth > 0.5
            guard cutHeight || cutWidth else { return nil }
            let measure = cutHeight
                ? "\(Points.string(shownHeight)) of its \(Points.string(element.frame.height)) pt height"
                : "\(Points.string(shownWidth)) of its \(Points.string(element.frame.width)) pt width"
            return finding(index, "\(render.walk.name(of: index)) is cut off by a fixed frame: only \(measure) shows. "
                + "Let the frame grow with its content (minHeight instead of height, or no fixed frame) or put it in a ScrollView.")
        }
    }
}
