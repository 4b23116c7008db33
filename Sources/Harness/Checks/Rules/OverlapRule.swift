import Diagnostics
import ScreenKit

/// `overlap`: two texts drawn over each other.
struct OverlapRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 50
    let judgesLayout = true

    let readsColors = true
    let description = ScreenRuleDescription(
        id: "overlap",
        summary: "Two texts are drawn over each other.",
        defaultSeverity: .error,
        rationale: """
            Views in a ZStack, an overlay, or offset by a fixed amount do not push each other away: \
            when a text grows it runs into its neighbour and both become unreadable. Give each text its \
            own room (a VStack or HStack instead of a ZStack or offset, or a frame that grows). A \
            text covered by an opaque background drawn over it (a panel, a sheet) is hidden, not overlapped.
            """,
        triggering: [RuleExample("a title and a subtitle 20 pt apart by offset, at AX2", size: .accessibilityLarge) {
            ZStack(alignment: .topLeading) {
                Text(verbatim: "Groceries").font(.title)
                Text(verbatim: "4 items").offset(y: 20)
            }
        }],
        nonTriggering: [
            RuleExample("the same texts in a VStack", size: .accessibilityLarge) {
                VStack(alignment: .leading) {
                    Text(verbatim: "Groceries").font(.title)
                    Text(verbatim: "4 items")
                }
            },
            RuleExample("a panel with its own background over a text") {
                ZStack {
                    Text(verbatim: "Groceries")
                    Text(verbatim: "Saved").padding().background(Color(.secondarySystemBackground))
                }
            },
        ])

    func findings(in render: RenderContext) -> [ElementFinding] {
        let walk = render.walk
        let scheme = render.screen.configuration.colorScheme
        var texts: [(index: Int, ink: Rect, painted: Int)] = []
        var covers: [(frame: Rect, painted: Int)] = []
        for (painted, index) in walk.paintOrder.enumerated() {
            let kind = walk.items[index].element.kind
            guard kind == .text || walk.items[index].element.fill != nil else { continue }
            let item = walk.items[index]
            if item.isVisible, let paint = item.element.fill, item.element.strokeWidth == nil,
               Self.opacity(of: paint, scheme: scheme) * item.opacity >= Self.opaque {
                covers.append((item.element.visibleFrame ?? item.element.frame, painted))
                continue
            }
            guard item.element.kind == .text, item.isVisible, !(item.element.text ?? "").isEmpty,
                  var ink = TextGeometry.ink(of: item.element) else { continue }
            if let area = item.scrollArea {
                guard let inside = ink.intersection(area) else { continue }
                ink = inside
            }
            texts.append((index, ink, painted))
        }
        var result: [ElementFinding] = []
        for (position, upper) in texts.enumerated() {
            for lower in texts[..<position] where walk.items[lower.index].layer == walk.items[upper.index].layer {
                guard let shared = upper.ink.intersection(lower.ink), shared.width > 1, shared.height > 1 else { continue }
                let hidden = covers.contains { $0.painted > lower.painted && $0.painted < upper.painted && $0.frame.contains(shared) }
                guard !hidden else { continue }
                result.append(finding(upper.index, "\(walk.name(of: upper.index)) is drawn over \(walk.name(of: lower.index)) "
                    + "(\(Points.string(shared.width))×\(Points.string(shared.height)) pt). "
                    + "Give each text its own room: a stack instead of a ZStack, overlay or offset, or a frame that grows."))
                break
            }
        }
        return result
    }

    /// The opacity from which a fill hides what is under it.
    private static let opaque = 0.9

    /// The least opacity `paint` has anywhere.
    private static func opacity(of paint: Paint, scheme: ColorScheme) -> Double {
        switch paint {
        case .color(let color): color.resolved(in: scheme).alpha
        case .linearGradient(let gradient): gradient.gradient.colors.map { $0.resolved(in: scheme).alpha }.min() ?? 0
        }
    }
}
