import Diagnostics
import ScreenKit

/// `offscreen`: content beyond the screen or its safe area, with no scroll view to reach it.
struct OffscreenRule: ScreenRule {
    let description = ScreenRuleDescription(
        id: "offscreen",
        summary: "Content lies beyond the screen or its safe area and nothing scrolls to it.",
        defaultSeverity: .error,
        rationale: """
            A stack that grows taller than the screen (longer translations, larger text) pushes its \
            last views past the bottom edge, under the home indicator, or up under the navigation bar, \
            and without a ScrollView or List the user cannot reach them. Put the content in a \
            ScrollView or List, or let it take less room at large sizes.
            """,
        triggering: [RuleExample("twelve lines in a VStack on an iPhone SE, at AX5", size: .accessibilityExtraExtraExtraLarge) {
            VStack(alignment: .leading) {
                ForEach(1...12, id: \.self) { number in Text(verbatim: "Line \(number)") }
            }
        }],
        nonTriggering: [RuleExample("the same lines in a ScrollView", size: .accessibilityExtraExtraExtraLarge) {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(1...12, id: \.self) { number in Text(verbatim: "Line \(number)") }
                }
            }
        }])

    func findings(in render: RenderContext) -> [ElementFinding] {
        let device = render.screen.configuration.device
        let barBottoms = Dictionary(grouping: render.walk.items.filter { $0.element.kind == .navigationBar }, by: \.layer)
            .mapValues { bars in bars.map(\.element.frame.maxY).max() ?? 0 }
        return render.walk.items.indices.compactMap { index in
            guard [.text, .image].contains(render.walk.items[index].element.kind) else { return nil }
            let item = render.walk.items[index]
            let element = item.element
            guard element.kind == .text || element.kind == .image, item.isDrawn, item.scrollArea == nil, !item.inNavigationBar, !item.isSystemChrome,
                  item.layer > 0 else { return nil }
            if element.kind == .text, (element.text ?? "").isEmpty { return nil }
            guard let frame = element.kind == .text ? TextGeometry.ink(of: element, clipped: false) : element.frame else { return nil }
            let top = max(device.topSafeArea, barBottoms[item.layer] ?? 0)
            let bottom = device.size.height - device.bottomSafeArea
            let beyond: [(Double, String)] = [
                (top - frame.minY, "above the top of the safe area\(barBottoms[item.layer] != nil ? " (under the navigation bar)" : "")"),
                (frame.maxY - bottom, "past the bottom of the \(device.bottomSafeArea > 0 ? "safe area" : "screen")"),
                (-frame.minX, "past the left edge of the screen"),
                (frame.maxX - device.size.width, "past the right edge of the screen"),
            ]
            guard let worst = beyond.max(by: { $0.0 < $1.0 }), worst.0 > 1 else { return nil }
            return finding(index, "\(render.walk.name(of: index)) reaches \(Points.string(worst.0)) pt \(worst.1) and nothing scrolls to it. "
                + "Put the content in a ScrollView or List, or let it take less room at large sizes.")
        }
    }
}
