/// A color that adapts to light and dark appearance (SwiftUI's `Color`). As a view it fills the
/// space it is offered; as a style it fills shapes and colors text.
nonisolated public struct Color: View, PrimitiveView, ShapeStyle, Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable, Hashable {
        case system(SystemColor)
        case fixed(RGBA)
        case accent
        // Boxed: an asset color's four values would otherwise make every Color (and every
        // element and environment holding one) several times larger.
        case asset(AssetColorValues.Box)
    }

    let storage: Storage
    let opacityFactor: Double
    /// Whether ScreenKit picked this color because the app picked none (see `isSystemDefault`).
    let pickedBySystem: Bool

    init(storage: Storage, opacity: Double = 1, pickedBySystem: Bool = false) {
        self.storage = storage
        self.opacityFactor = opacity
        self.pickedBySystem = pickedBySystem
    }

    /// A system or semantic color: `Color(.systemGroupedBackground)`.
    public init(_ system: SystemColor) {
        self.init(storage: .system(system))
    }

    /// A color of the app's asset catalog: its name and its values in light and dark, and with
    /// Increase Contrast where the catalog gives them, so contrast is judged on the app's colors.
    public init(asset name: String, light: RGBA, dark: RGBA, increasedContrastLight: RGBA? = nil, increasedContrastDark: RGBA? = nil) {
        self.init(storage: .asset(AssetColorValues.Box(AssetColorValues(name: name, light: light, dark: dark, increasedContrastLight: increasedContrastLight,
                                                                        increasedContrastDark: increasedContrastDark))))
    }

    /// A color of the app's asset catalog that no catalog at hand has: drawn as the label color
    /// and named as unknown, so no rule judges the app on a value it never chose.
    public init(unknownAsset name: String) {
        let label = SystemColor.label.values
        self.init(storage: .asset(AssetColorValues.Box(AssetColorValues(name: name + " (not in the asset catalogs)", light: label.light,
                                                                        dark: label.dark, increasedContrastLight: nil,
                                                                        increasedContrastDark: nil, isUnknown: true))))
    }

    /// Whether the color is an asset color that no catalog at hand has (see `init(unknownAsset:)`).
    public var isUnknownAsset: Bool {
        if case .asset(let box) = storage { return box.values.isUnknown }
        return false
    }

    /// A fixed color from red, green and blue in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        self.init(storage: .fixed(RGBA(byte(red), byte(green), byte(blue), 1)), opacity: opacity)
    }

    /// A fixed color from hue, saturation and brightness in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    public static let primary = Color(.label)
    public static let secondary = Color(.secondaryLabel)
    public static let accentColor = Color(storage: .accent)
    public static let blue = Color(.systemBlue)
    public static let green = Color(.systemGreen)
    public static let orange = Color(.systemOrange)
    public static let pink = Color(.systemPink)
    public static let purple = Color(.systemPurple)
    public static let red = Color(.systemRed)
    public static let yellow = Color(.systemYellow)
    public static let gray = Color(.systemGray)
    public static let indigo = Color(.systemIndigo)
    public static let teal = Color(.systemTeal)
    public static let white = Color(.white)
    public static let black = Color(.black)
    public static let clear = Color(.clear)

    /// Whether the system drew with this color because the app chose none: a list's background, a
    /// section header's gray, a placeholder, a button's default blue tint. Colors an app writes,
    /// system colors included (`.foregroundColor(.gray)`, `.background(Color.green)`), are not.
    public var isSystemDefault: Bool { pickedBySystem }

    /// Whether the color is one of Apple's adaptive system colors (`.secondary`, `.blue`, the
    /// accent color), which the system pairs with its own backgrounds.
    public var isAdaptiveSystemColor: Bool {
        switch storage {
        case .system(let system): system.isAdaptive
        case .accent: true
        case .fixed, .asset: false
        }
    }

    /// Whether the color is one of the system's background colors (`Color(.systemBackground)`).
    public var isSystemBackground: Bool {
        if case .system(let system) = storage { return system.isBackground }
        return false
    }

    /// The same color as the one the system draws with when the app chooses none.
    package var asSystemDefault: Color {
        Color(storage: storage, opacity: opacityFactor, pickedBySystem: true)
    }

    /// The color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacity: opacityFactor * opacity, pickedBySystem: pickedBySystem)
    }

    /// The concrete value in `scheme`, with `accent` standing for the accent color; a system
    /// color takes its increased-contrast value when `contrast` is `.increased`.
    public func resolved(in scheme: ColorScheme, accent: Color? = nil, contrast: ColorSchemeContrast = .standard) -> RGBA {
        let base: RGBA = switch storage {
        case .system(let system): system.resolved(in: scheme, contrast: contrast)
        case .fixed(let value): value
        case .accent: (accent.flatMap { $0.storage == .accent ? nil : $0 } ?? Color.blue).resolved(in: scheme, contrast: contrast)
        case .asset(let box): box.values.resolved(in: scheme, contrast: contrast)
        }
        return base.multiplyingOpacity(opacityFactor)
    }

    /// The color's name as written: `systemBlue`, `accentColor`, `#336699`, with an opacity suffix.
    public var description: String {
        let name: String = switch storage {
        case .system(let system): system.rawValue
        case .fixed(let value): value.description
        case .accent: "accentColor"
        case .asset(let box): box.values.name
        }
        return opacityFactor == 1 ? name : "\(name)@\(PointFormat.string(opacityFactor))"
    }

    public var paint: Paint { .color(self) }
    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        [Node(.fill(FillContent(paint: .color(self), outline: nil, stroke: nil)), context)]
    }
}

/// What fills a shape: a color or a gradient.
public enum Paint: Sendable, Hashable, CustomStringConvertible {
    case color(Color)
    case linearGradient(LinearGradient)

    /// Whether the paint is a background the app chose itself: neither drawn by the system (see
    /// `Color.isSystemDefault`) nor one of the system's background colors.
    public var isAppsOwnBackground: Bool {
        switch self {
        case .color(let color): !color.isSystemDefault && !color.isSystemBackground
        case .linearGradient(let gradient): !gradient.gradient.colors.allSatisfy { $0.isSystemDefault || $0.isSystemBackground }
        }
    }

    /// Whether the paint holds an asset color no catalog at hand has (see `Color.isUnknownAsset`).
    public var hasUnknownAsset: Bool {
        switch self {
        case .color(let color): color.isUnknownAsset
        case .linearGradient(let gradient): gradient.gradient.colors.contains(where: \.isUnknownAsset)
        }
    }

    /// Whether the system drew the paint because the app chose none (see `Color.isSystemDefault`).
    public var isSystemDefault: Bool {
        switch self {
        case .color(let color): color.isSystemDefault
        case .linearGradient(let gradient): gradient.gradient.colors.allSatisfy(\.isSystemDefault)
        }
    }

    public var description: String {
        switch self {
        case .color(let color): color.description
        case .linearGradient(let gradient): "gradient(" + gradient.gradient.colors.map(\.description).joined(separator: "→") + ")"
        }
    }
}

/// Something that can fill a shape (SwiftUI's `ShapeStyle`): a `Color` or a `LinearGradient`.
public protocol ShapeStyle {
    /// The paint this style fills with.
    var paint: Paint { get }
}

/// Colors to blend, for gradients.
public struct Gradient: Sendable, Hashable {
    /// The colors, evenly spaced.
    public var colors: [Color]

    /// A gradient through `colors`.
    public init(colors: [Color]) {
        self.colors = colors
    }
}

/// A linear gradient (SwiftUI's `LinearGradient`): fills the space it is offered.
nonisolated public struct LinearGradient: View, PrimitiveView, ShapeStyle, Sendable, Hashable {
    /// The colors.
    public var gradient: Gradient
    /// Where the first color is.
    public var startPoint: UnitPoint
    /// Where the last color is.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of `colors` from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public var paint: Paint { .linearGradient(self) }
    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        [Node(.fill(FillContent(paint: .linearGradient(self), outline: nil, stroke: nil)), context)]
    }
}
