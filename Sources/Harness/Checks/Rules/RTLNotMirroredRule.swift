import Diagnostics
import ScreenKit

/// `rtl-not-mirrored`: something that keeps pointing left to right in a right-to-left layout.
struct RTLNotMirroredRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 100

    let description = ScreenRuleDescription(
        id: "rtl-not-mirrored",
        summary: "In a right-to-left layout, a directional symbol, arrow or forced left-to-right layout does not mirror.",
        defaultSeverity: .warning,
        rationale: """
            In Arabic and Hebrew the whole interface mirrors: leading is on the right, a chevron that \
            means "forward" points left. SwiftUI mirrors stacks and directional SF Symbols by itself, \
            but not a layout forced to left-to-right, nor an arrow typed into a string. Remove the \
            forced direction (use leading and trailing), and use a directional symbol \
            (chevron.forward, arrow.backward) instead of an arrow character.
            """,
        triggering: [
            RuleExample("a row forced left to right, in Arabic", locale: "ar") {
                HStack {
                    Image(systemName: "chevron.backward")
                    Text(verbatim: "رجوع")
                }
                .environment(\.layoutDirection, .leftToRight)
            },
            RuleExample("an arrow typed into a verbatim text, in Arabic", locale: "ar") { Text(verbatim: "التالي →") },
        ],
        nonTriggering: [RuleExample("the same row left to mirror itself", locale: "ar") {
            HStack {
                Image(systemName: "chevron.backward")
                Text(verbatim: "رجوع")
            }
        }])

    /// Characters that point one way and are not mirrored by the bidi algorithm.
    private static let arrows: Set<Character> = ["←", "→", "⇐", "⇒", "⟵", "⟶", "➔", "➜", "▶", "◀", "▸", "◂", "►", "◄"]

    func findings(in render: RenderContext) -> [ElementFinding] {
        guard render.screen.configuration.layoutDirection == .rightToLeft else { return [] }
        let walk = render.walk
        var result: [ElementFinding] = []
        for index in walk.items.indices where walk.items[index].element.layoutDirection == .leftToRight || walk.items[index].element.kind == .text {
            let item = walk.items[index]
            let element = item.element
            guard item.isReachable else { continue }
            let parentDirection = item.parent.map { walk.items[$0].element.layoutDirection } ?? .rightToLeft
            if element.layoutDirection == .leftToRight, parentDirection == .rightToLeft, !element.children.isEmpty || element.symbol?.mirrorsInRightToLeft == true {
                result.append(finding(index, "\(walk.name(of: index)) is laid out left to right in a right-to-left screen. "
                    + "Remove the forced layoutDirection and use leading and trailing, so it mirrors with the rest."))
            } else if element.kind == .text, let arrow = element.sources.lazy.filter({ $0.origin != .localized })
                .compactMap({ $0.text.first(where: Self.arrows.contains) }).first {
                result.append(finding(index, "\(walk.name(of: index)) shows the arrow \"\(arrow)\", which does not mirror in right-to-left "
                    + "layouts. Use a directional SF Symbol (chevron.forward, arrow.backward) or let the translation choose the arrow."))
            }
        }
        return result
    }
}
