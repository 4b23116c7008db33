import Diagnostics
import ScreenKit

/// `fixed-font`: text that does not scale with Dynamic Type.
struct FixedFontRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 110
    let judgesTheIPhone = true

    let description = ScreenRuleDescription(
        id: "fixed-font",
        summary: "A text uses a fixed point size that does not follow Dynamic Type.",
        defaultSeverity: .warning,
        rationale: """
            `.font(.system(size: 24))` stays 24 pt whatever text size the user chose: too small for \
            someone who needs AX5, and it never gets the larger sizes' line heights. Use a text style \
            (.title, .headline, .body) so the text follows the user's setting. Navigation bar \
            items and system controls (a segmented control's 13 pt) are left out: UIKit keeps their \
            fonts fixed itself.
            """,
        triggering: [RuleExample("a 24 pt title") { Text(verbatim: "Groceries").font(.system(size: 24, weight: .bold)) }],
        nonTriggering: [RuleExample("the title in a text style") { Text(verbatim: "Groceries").font(.title).bold() }])

    func findings(in render: RenderContext) -> [ElementFinding] {
        render.walk.texts.compactMap { index in
            let item = render.walk.items[index]
            guard item.isReachable, !item.inNavigationBar, !item.isSystemChrome, !(item.element.text ?? "").isEmpty,
                  let font = item.element.font, !font.scales, !font.isSystemControlFont else { return nil }
            return finding(index, "\(render.walk.name(of: index)) uses a fixed \(Points.string(font.pointSize)) pt font that does not "
                + "follow the user's text size. Use a text style (.title, .headline, .body) instead of .system(size:).")
        }
    }
}
