/// Where presentations go on the screen.
enum PresentationLayout {
    /// The element of a presentation laid over the screen.
    static func element(for presentation: Presentation, screen device: Device, engine: LayoutEngine, builder: ElementBuilder,
                        placement: PlacementContext, context: ResolveContext) -> Element {
        let node = presentation.node
        let size = device.size
        let frame: Rect
        switch presentation.style {
        case .sheet:
            let top = device.topSafeArea + 10
            frame = Rect(x: 0, y: top, width: size.width, height: size.height - top)
        case .alert:
            let chosen = engine.size(of: node, for: ProposedSize(width: 270, height: nil))
            frame = Rect(x: (size.width - chosen.width) / 2, y: (size.height - chosen.height) / 2, width: chosen.width, height: chosen.height)
        case .actionSheet:
            let width = size.width - 16
            let chosen = engine.size(of: node, for: ProposedSize(width: width, height: nil))
            frame = Rect(x: 8, y: size.height - device.bottomSafeArea - 8 - chosen.height, width: width, height: chosen.height)
        }
        var inner = placement
        if presentation.style == .sheet { inner.safeTop = frame.minY }
        return builder.element(for: node, in: frame, inner)
    }
}

/// A presentation a view is showing: a sheet, an alert or an action sheet.
struct Presentation {
    enum Style: Equatable { case sheet, alert, actionSheet }
    var style: Style
    var node: Node
}
