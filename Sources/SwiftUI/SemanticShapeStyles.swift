#if os(Linux)
// The semantic shape styles iOS 15 and 17 added (`.foreground`, `.separator`, `.fill`,
// `.selection`, `.placeholder`, `.link`), each painting with the system color iOS resolves it to.

/// The foreground of the view's environment (SwiftUI's `ForegroundStyle`, `.foreground`): the
/// label color, as a row's content is drawn.
public struct ForegroundStyle: ShapeStyle, Sendable, Hashable {
    /// The style.
    public init() {}
    public var paint: Paint { Color(.label).paint }
}

/// The color of separators (SwiftUI's `SeparatorShapeStyle`, `.separator`).
public struct SeparatorShapeStyle: ShapeStyle, Sendable, Hashable {
    /// The style.
    public init() {}
    public var paint: Paint { Color(.separator).paint }
}

/// The fill of controls' backgrounds (SwiftUI's `FillShapeStyle`, `.fill`).
public struct FillShapeStyle: ShapeStyle, Sendable, Hashable {
    /// The style.
    public init() {}
    public var paint: Paint { Color(.tertiarySystemFill).paint }
}

/// The color of selected content (SwiftUI's `SelectionShapeStyle`, `.selection`): the accent color.
public struct SelectionShapeStyle: ShapeStyle, Sendable, Hashable {
    /// The style.
    public init() {}
    public var paint: Paint { Color.accentColor.paint }
}

/// The color of placeholder text (SwiftUI's `PlaceholderTextShapeStyle`, `.placeholder`).
public struct PlaceholderTextShapeStyle: ShapeStyle, Sendable, Hashable {
    /// The style.
    public init() {}
    public var paint: Paint { Color(.placeholderText).paint }
}

/// The color of links (SwiftUI's `LinkShapeStyle`, `.link`): the accent color.
public struct LinkShapeStyle: ShapeStyle, Sendable, Hashable {
    /// The style.
    public init() {}
    public var paint: Paint { Color.accentColor.paint }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator color.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The control fill.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection color.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder text color.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The link color.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
#endif
