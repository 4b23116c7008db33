nonisolated extension View {
    /// `background` drawn behind the view at its size.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedView<Self> {
        decorated(background, role: .background, alignment: alignment)
    }

    /// `overlay` drawn over the view at its size.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView<Self> {
        decorated(overlay, role: .overlay, alignment: alignment)
    }

    /// The view clipped to `shape` (content outside it is cut).
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedView<Self> {
        wrapped(.clip(shape.outline))
    }

    /// The view clipped to its bounds.
    public func clipped() -> ModifiedView<Self> {
        wrapped(.clip(.rectangle))
    }

    /// The view clipped to a rounded rectangle.
    public func cornerRadius(_ radius: Double) -> ModifiedView<Self> {
        wrapped(.clip(.roundedRectangle(cornerRadius: radius)))
    }

    /// The view drawn with `opacity` (0 hides it but keeps its space).
    public func opacity(_ opacity: Double) -> ModifiedView<Self> {
        wrapped(.opacity(opacity))
    }

    /// The view hidden, keeping its space.
    public func hidden() -> ModifiedView<Self> {
        wrapped(.hidden)
    }

    /// A border of `color` inside the view's edges.
    public func border(_ color: Color, width: Double = 1) -> ModifiedView<Self> {
        overlay(Rectangle().stroke(color, lineWidth: width))
    }

    /// A shadow: not drawn by the renderers, accepted so code ports unchanged.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in make(context) }
    }

    private func decorated<Decoration: View>(_ decoration: Decoration, role: ElementRole, alignment: Alignment) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in
            let content = Resolver.single(make(context), context)
            let extra = Resolver.single(Resolver.nodes(for: decoration, in: context), context)
            extra.role = role
            if case .decorated = content.kind, content.children.first?.role == nil {
                content.children.append(extra)
                return [content]
            }
            return [Node(.decorated(DecorationLayout(alignment: alignment)), context, children: [content, extra])]
        }
    }
}
