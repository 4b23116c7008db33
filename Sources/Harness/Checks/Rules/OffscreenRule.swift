import Diagnostics
import ScreenKit

/// `offscreen`: content beyond the screen or its safe area, with no scroll view to reach it.
struct OffscreenRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 40
    let judgesLayout = true

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
            let kind = render.walk.items[index].element.kind
            guard kind == .text || kind == .image else { return nil }
            let item = render.walk.items[index]
            let element = item.element
            guard element.kind == .text || element.kind == .image, item.isDrawn, item.scrollArea == nil, !item.inNavigationBar, !item.isSystemChrome,
                  item.layer > 0 else { return nil }
            if element.kind == .text, (element.text ?? "").isEmpty { return nil }
            guard let frame = element.kind == .text ? TextGeometry.ink(of: element, clipped: false) : element.frame else { return nil }
            let top = max(device.topSafeArea, barBottoms[item.layer] ?? 0)
            let bottom = device.size.height - device.bottomSafeArea
            // How far past the top, bottom, left and right edges; the first farthest is reported
            // (its words made only then: most elements are past none).
            var worst = (distance: top - frame.minY, edge: 0)
            if worst.distance < frame.maxY - bottom { worst = (frame.maxY - bottom, 1) }
            if worst.distance < -frame.minX { worst = (-frame.minX, 2) }
            if worst.distance < frame.maxX - device.size.width { worst = (frame.maxX - device.size.width, 3) }
            guard worst.distance > 1 else { return nil }
            let edge = switch worst.edge {
            case 0: "above the top of the safe area\(barBottoms[item.layer] != nil ? " (under the navigation bar)" : "")"
            case 1: "past the bottom of the \(device.bottomSafeArea > 0 ? "safe area" : "screen")"
            case 2: "past the left edge of the screen"
            default: "past the right edge of the screen"
            }
            return finding(index, "\(render.walk.name(of: index)) reaches \(Points.string(worst.distance)) pt \(edge) and nothing scrolls to it. "
                + "Put the content in a ScrollView or List, or let it take less room at large sizes.")
        }
    }
}
