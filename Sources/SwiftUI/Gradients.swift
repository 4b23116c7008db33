#if os(Linux)
/// A color's own gradient (SwiftUI's `AnyGradient`, from `Color.gradient`): on iOS a slight
/// lightening towards the top of the color; drawn as a top-to-bottom gradient of the color, so
/// its contrast is measured on the color.
public struct AnyGradient: ShapeStyle, Sendable, Hashable {
    /// The color the gradient is made from.
    let color: Color

    public var paint: Paint {
        .linearGradient(LinearGradient(gradient: Gradient(colors: [color, color]), startPoint: .top, endPoint: .bottom))
    }
}

extension Color {
    /// The color's gradient (`.background(Color.blue.gradient)`).
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A list inset from the screen's edges without section cards (SwiftUI's `InsetListStyle`): on
/// iPhone it is drawn as a plain list, whose rows are inset by the layout margin.
public struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Plain.
    public var kind: ListStyleKind { .plain }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges (`.listStyle(.inset)`).
    public static var inset: InsetListStyle { InsetListStyle() }
}
#endif
