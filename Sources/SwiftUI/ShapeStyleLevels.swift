#if os(Linux)
// iOS 17's hierarchical levels of any shape style: `.background.secondary`, `.fill.tertiary`,
// `.tint.secondary`, `Color.red.quaternary`. The background's levels are the system's secondary
// and tertiary backgrounds; other styles' levels are the style at the opacities that take the
// label color to its secondary, tertiary and quaternary levels (60 %, 30 %, 18 %; 10 % for the
// fifth), so contrast is judged on what the level paints.

/// The opacities of the second to fifth levels of a shape style.
private enum StyleLevel: Double {
    case secondary = 0.6, tertiary = 0.3, quaternary = 0.18, quinary = 0.1
}

extension ShapeStyle {
    /// The second level of this style.
    public var secondary: OpacityShapeStyle { OpacityShapeStyle(base: paint, opacity: StyleLevel.secondary.rawValue) }
    /// The third level of this style.
    public var tertiary: OpacityShapeStyle { OpacityShapeStyle(base: paint, opacity: StyleLevel.tertiary.rawValue) }
    /// The fourth level of this style.
    public var quaternary: OpacityShapeStyle { OpacityShapeStyle(base: paint, opacity: StyleLevel.quaternary.rawValue) }
    /// The fifth level of this style.
    public var quinary: OpacityShapeStyle { OpacityShapeStyle(base: paint, opacity: StyleLevel.quinary.rawValue) }
}

extension BackgroundStyle {
    /// The second level of the background: the system's secondary background.
    public var secondary: OpacityShapeStyle { OpacityShapeStyle(base: Color(.secondarySystemBackground).paint, opacity: 1) }
    /// The third level of the background: the system's tertiary background.
    public var tertiary: OpacityShapeStyle { OpacityShapeStyle(base: Color(.tertiarySystemBackground).paint, opacity: 1) }
}

extension HierarchicalShapeStyle {
    /// The fifth level of foreground content.
    public static let quinary = HierarchicalShapeStyle(color: Color(.tertiaryLabel).opacity(0.35))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The fifth level of foreground content.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension Material {
    /// The thinnest material.
    public static let ultraThin = Material(name: "ultraThin")
    /// A thin material.
    public static let thin = Material(name: "thin")
    /// The regular material.
    public static let regular = Material(name: "regular")
    /// A thick material.
    public static let thick = Material(name: "thick")
    /// The thickest material.
    public static let ultraThick = Material(name: "ultraThick")
}
#endif
