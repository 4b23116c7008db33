#if os(Linux)
/// The levels of foreground content (SwiftUI's `HierarchicalShapeStyle`): `.primary`,
/// `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable, Hashable {
    let color: Color
    public var paint: Paint { color.paint }

    /// The first level: the label color.
    public static let primary = HierarchicalShapeStyle(color: Color(.label))
    /// The second level.
    public static let secondary = HierarchicalShapeStyle(color: Color(.secondaryLabel))
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(color: Color(.tertiaryLabel))
    /// The fourth level.
    public static let quaternary = HierarchicalShapeStyle(color: Color(.tertiaryLabel).opacity(0.6))
}

/// The tint of the view's environment (SwiftUI's `TintShapeStyle`, `.tint`).
public struct TintShapeStyle: ShapeStyle, Sendable, Hashable {
    public var paint: Paint { Color.accentColor.paint }
}

/// The background of the view's environment (`.background`).
public struct BackgroundStyle: ShapeStyle, Sendable, Hashable {
    public var paint: Paint { Color(.systemBackground).paint }
}

/// A translucent background material (SwiftUI's `Material`), drawn as the grouped background
/// it blurs most often.
public struct Material: ShapeStyle, Sendable, Hashable {
    let name: String
    public var paint: Paint { Color(.secondarySystemBackground).paint }

    /// The thinnest material.
    public static let ultraThinMaterial = Material(name: "ultraThin")
    /// A thin material.
    public static let thinMaterial = Material(name: "thin")
    /// The regular material.
    public static let regularMaterial = Material(name: "regular")
    /// A thick material.
    public static let thickMaterial = Material(name: "thick")
    /// The thickest material.
    public static let ultraThickMaterial = Material(name: "ultraThick")
    /// The material of bars.
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The regular material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of foreground content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of foreground content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of foreground content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of foreground content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// Gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Clear.
    public static var clear: Color { Color.clear }
    /// The accent color.
    public static var accentColor: Color { Color.accentColor }
}

extension Color {
    /// Mint (#00C7BE in light, #63E6E2 in dark).
    public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
    /// Cyan (#32ADE6).
    public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
    /// Brown (#A2845E).
    public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)

    /// A color from the app's asset catalog, by name: its values from the catalogs named by
    /// `L10N_ASSET_CATALOGS` (`l10n check --app`); a name no catalog has is drawn as the label
    /// color and said to be unknown.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetCatalogColors.color(named: name)
    }

    /// A color with the opacity of `white` gray.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color by components in a color space; judged as sRGB (Display P3 components are close
    /// enough for contrast, and linear ones are taken as they are).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A gray in a color space.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A color space of components (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }
}

extension ShapeStyle {
    /// The color the style paints with, for texts and symbols (a gradient's first color).
    var resolvedColor: Color? {
        switch paint {
        case .color(let color): color
        case .linearGradient(let gradient): gradient.gradient.colors.first
        }
    }
}

nonisolated extension View {
    /// The color or style of texts, symbols and shapes inside (`.foregroundStyle(.secondary)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        foregroundColor(style.resolvedColor)
    }

    /// Primary and secondary styles of the content; the primary one is used.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundColor(primary.resolvedColor)
    }

    /// The tint of controls inside.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        accentColor(tint?.resolvedColor)
    }

    /// The tint of controls and links inside, from a color (`.tint(.orange)`; a nil tint keeps
    /// the accent color).
    public func tint(_ tint: Color?) -> some View {
        accentColor(tint)
    }

    /// A background filled with `style` in `shape`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        background(shape.fill(style))
    }

    /// A background filled with `style`: a color or gradient is drawn as that color or gradient
    /// view, as `.background(Color.red)` always was.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(StyleFill(paint: style.paint))
    }

    /// A background view, aligned (the current spelling, with the view last).
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        background(content(), alignment: alignment)
    }

    /// An overlay view, aligned (the current spelling, with the view last).
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        overlay(content(), alignment: alignment)
    }
}

/// A view that fills its bounds with a paint: the color or gradient view itself.
nonisolated struct StyleFill: View {
    let paint: Paint

    var body: some View {
        switch paint {
        case .color(let color): color
        case .linearGradient(let gradient): gradient
        }
    }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension FilledShape {
    /// The filled shape with its outline stroked over the fill (iOS 17's `fill(…).stroke(…)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroked(with: content.paint, lineWidth: Double(lineWidth))
    }

    /// The filled shape with its outline stroked over the fill in `style`'s width.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroked(with: content.paint, lineWidth: Double(style.lineWidth))
    }

    /// The filled shape with a border inside its frame drawn over the fill (iOS 17's
    /// `.fill(.background).strokeBorder(.green, lineWidth: 2)`).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroked(with: content.paint, lineWidth: Double(lineWidth))
    }

    /// The filled shape with a border in the foreground colour drawn over the fill.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroked(with: nil, lineWidth: Double(lineWidth))
    }
}
#endif
