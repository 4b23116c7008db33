import Foundation

nonisolated extension View {
    /// Space around the view: 16 pt on every edge in `edges`, or `length`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedView<Self> {
        wrapped(.padding(PaddingLayout(insets: EdgeInsets(edges, length ?? PaddingLayout.defaultLength))))
    }

    /// `length` points of space on every edge.
    public func padding(_ length: Double) -> ModifiedView<Self> {
        padding(.all, length)
    }

    /// Space by edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> {
        wrapped(.padding(PaddingLayout(insets: insets)))
    }

    /// A fixed width and/or height; the view is aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        wrapped(.frame(FrameLayout(width: width, height: height, alignment: alignment))) { node in
            node.fixedFrame = (width, height)
        }
    }

    /// The view with its center at `x`, `y` of the space its parent offers, which it takes whole
    /// (SwiftUI's `position(x:y:)`).
    public func position(x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        wrapped(.frame(FrameLayout(width: nil, height: nil, alignment: .center, position: Point(x: x, y: y))))
    }

    /// The view with its center at `point` of the space its parent offers.
    public func position(_ point: CGPoint) -> ModifiedView<Self> { position(x: Double(point.x), y: Double(point.y)) }

    /// The view in a frame as long as the nearest container along `axes` (the screen inside its
    /// safe areas on an iPhone: a full-width scroll view or navigation stack), or `span` of `count`
    /// columns of it with `spacing` between them (SwiftUI's `containerRelativeFrame`).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int = 1, span: Int = 1, spacing: Double = 0,
                                       alignment: Alignment = .center) -> ModifiedView<Self> {
        let relative = ContainerRelativeLength(axes: axes, count: count, span: span, spacing: spacing)
        return wrapped(.frame(FrameLayout(width: nil, height: nil, alignment: alignment, containerRelative: relative)))
    }

    /// Bounds on the view's size (use `.infinity` as a maximum to fill the space offered).
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedView<Self> {
        wrapped(.flexibleFrame(FlexibleFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                                   minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                                   alignment: alignment)))
    }

    /// The view at its ideal size in both dimensions.
    public func fixedSize() -> ModifiedView<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView<Self> {
        wrapped(.fixedSize(FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
    }

    /// How early a stack gives this view its space: higher goes first (default 0).
    public func layoutPriority(_ value: Double) -> ModifiedView<Self> {
        nodeChange { node, _ in node.layoutPriority = value }
    }

    /// The view drawn moved by `x`, `y`, keeping its place in the layout.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        wrapped(.offset(x: x, y: y))
    }

    /// The view moved by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> ModifiedView<Self> { self.offset(x: Double(offset.width), y: Double(offset.height)) }

    /// Lays the view out into the safe areas at the given edges (status bar, home indicator).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedView<Self> {
        wrapped(.ignoresSafeArea(edges))
    }

    /// Newer spelling of `edgesIgnoringSafeArea`.
    public func ignoresSafeArea(edges: Edge.Set = .all) -> ModifiedView<Self> {
        edgesIgnoringSafeArea(edges)
    }
}
