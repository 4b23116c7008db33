import Diagnostics
import ScreenKit

/// `a11y-hit-target`: a control smaller than 44×44 pt.
struct HitTargetRule: ScreenRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 130
    let judgesTheIPhone = true

    let description = ScreenRuleDescription(
        id: "a11y-hit-target",
        summary: "A control is smaller than 44×44 pt, the minimum touch target.",
        defaultSeverity: .warning,
        rationale: """
            Apple's Human Interface Guidelines ask for touch targets of at least 44×44 pt; smaller \
            ones are missed by people with less precise touch. Give the control a frame of at least \
            44×44 (minWidth and minHeight) or padding, with .contentShape(Rectangle()) if it is \
            drawn smaller. On a screen whose content already runs past the bottom with nothing to \
            scroll it, controls squeezed by the stack or cut by the edge are left to `offscreen`, which \
            reports the overflow, their cause; they are judged in the renders that do not overflow. A control in a list row is tapped through its whole row. A control in a \
            view whose children VoiceOver reads as one element (.accessibilityElement(children:)) \
            is still tapped on its own, so it is still judged. Navigation bar \
            buttons, segmented controls, alerts and action sheets are left out: UIKit sizes and pads \
            those itself.
            """,
        triggering: [
            RuleExample("a 20 pt symbol button") {
                Button(action: {}) { Image(systemName: "xmark") }.accessibility(label: Text("Close"))
            },
            RuleExample("the same button in a row VoiceOver reads as one element") {
                HStack { Text(verbatim: "Milk"); Button(action: {}) { Image(systemName: "xmark") }.accessibility(label: Text("Remove")) }
                    .accessibilityElement(children: .combine)
            },
        ],
        nonTriggering: [
            RuleExample("a 44 pt button the screen's bottom edge cuts because the stack above it overflows (offscreen reports the cause)",
                        size: .accessibilityExtraExtraExtraLarge) {
                VStack(alignment: .leading) {
                    ForEach(1...9, id: \.self) { number in Text(verbatim: "Line \(number)") }
                    Button(action: {}) { Image(systemName: "xmark").frame(width: 44, height: 44) }.accessibility(label: Text("Close"))
                }
            },
            RuleExample("the same button in a 44 pt frame") {
                Button(action: {}) { Image(systemName: "xmark").frame(width: 44, height: 44) }.accessibility(label: Text("Close"))
            },
            RuleExample("a segmented picker's 32 pt segments, UIKit's own control") {
                Picker("Filter", selection: .constant(0)) { Text(verbatim: "All").tag(0); Text(verbatim: "Done").tag(1) }
                    .pickerStyle(SegmentedPickerStyle())
            },
        ])

    /// The minimum width and height of a touch target, in points (Apple HIG).
    static let minimum = 44.0

    /// Controls UIKit sizes and pads itself.
    private static let systemSized: Set<ElementKind> = [.toggle, .picker, .datePicker, .textField, .backButton]

    /// The layers whose content runs past the bottom of the screen (or its safe area) with
    /// nothing to scroll it: there the stack squeezes and the edge cuts the controls, which is
    /// the overflow's doing (`offscreen` reports it), not theirs.
    private static func overflowingLayers(_ render: RenderContext) -> Set<Int> {
        let device = render.screen.configuration.device
        let bottom = device.size.height - device.bottomSafeArea
        var layers = Set<Int>()
        for item in render.walk.items where item.layer > 0 && item.isDrawn && item.scrollArea == nil && !item.isSystemChrome
            && (item.element.kind == .text || item.element.kind == .image) && item.element.frame.maxY > bottom + 1 {
            layers.insert(item.layer)
        }
        return layers
    }

    func findings(in render: RenderContext) -> [ElementFinding] {
        let overflowing = Self.overflowingLayers(render)
        return render.walk.touchTargets.compactMap { index in
            let item = render.walk.items[index]
            let element = item.element
            guard item.isVisible, !overflowing.contains(item.layer), !item.inNavigationBar, !item.isSystemChrome, Interactive.contains(element),
                  !Self.systemSized.contains(element.kind),
                  // A segmented control's segments are UIKit's, 32 pt tall by design.
                  !render.walk.ancestors(of: index).contains(where: { render.walk.items[$0].element.kind == .picker }) else { return nil }
            let region = item.row ?? element.visibleFrame ?? element.frame
            guard region.width < Self.minimum - 0.01 || region.height < Self.minimum - 0.01 else { return nil }
            return finding(index, "\(render.walk.name(of: index)) is \(Points.string(region.width))×\(Points.string(region.height)) pt, "
                + "under the 44×44 pt minimum touch target. Give it a frame of at least 44×44 pt or more padding.")
        }
    }
}
