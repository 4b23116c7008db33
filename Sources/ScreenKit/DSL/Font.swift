/// A font (SwiftUI's `Font`): a Dynamic Type text style that scales with the size category, or a
/// fixed point size that does not (`.system(size: 24)` — the harness flags those).
public struct Font: Sendable, Hashable {
    /// The text style, when the font scales with Dynamic Type.
    public var style: TextStyle?
    /// The fixed point size, when it does not.
    public var fixedSize: Double?
    /// The weight, when set; otherwise the style's own.
    public var weight: Weight?
    /// The design (default, rounded, serif, monospaced).
    public var design: Design
    /// Whether the font is italic.
    public var isItalic: Bool
    /// The text style a custom font's `fixedSize` scales with (`.custom(_:size:relativeTo:)`);
    /// nil when the size is fixed.
    public var scalesRelativeTo: TextStyle?
    /// The name of a custom font (measured with the system font's metrics).
    public var customName: String?

    init(style: TextStyle?, fixedSize: Double?, weight: Weight?, design: Design, isItalic: Bool = false,
         scalesRelativeTo: TextStyle? = nil, customName: String? = nil) {
        self.style = style
        self.fixedSize = fixedSize
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.scalesRelativeTo = scalesRelativeTo
        self.customName = customName
    }

    /// A custom font at `size` points at the default size category, scaled with Dynamic Type as
    /// `textStyle` scales: `.custom("Avenir", size: 17, relativeTo: .body)` is 23 pt at xxxLarge.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(style: nil, fixedSize: size, weight: nil, design: .default, scalesRelativeTo: textStyle, customName: name)
    }

    /// A custom font at `size` points, scaled with Dynamic Type as the body style scales.
    public static func custom(_ name: String, size: Double) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A custom font at `fixedSize` points, which does not scale.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        Font(style: nil, fixedSize: fixedSize, weight: nil, design: .default, customName: name)
    }

    /// A text style in the system font: `.system(.headline, design: .rounded)`.
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        Font(style: style, fixedSize: nil, weight: nil, design: design)
    }

    /// A fixed-size system font: `.system(size: 24, weight: .bold)`. It does not scale.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(style: nil, fixedSize: size, weight: weight, design: design)
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let subheadline = Font.system(.subheadline)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italics.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The font at `weight`.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Whether the font follows the Dynamic Type size.
    public var scalesWithDynamicType: Bool { fixedSize == nil }

    /// Whether the system chose this font for one of its controls, not the app.
    package var isSystemControlFont = false

    /// The font as the system's own for a control (UIKit sizes some controls' text itself).
    package var asSystemControlFont: Font {
        var copy = self
        copy.isSystemControlFont = true
        return copy
    }

    /// Font weights (SwiftUI's `Font.Weight`), with OpenType weight classes as raw values.
    public enum Weight: Int, Sendable, Hashable, CaseIterable, Comparable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The weight's name, as SwiftUI spells it.
        public var name: String {
            switch self {
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            }
        }
    }

    /// Font designs (SwiftUI's `Font.Design`). Measured with the default design's widths.
    public enum Design: String, Sendable, Hashable, CaseIterable {
        case `default`, rounded, serif, monospaced
    }

    /// The concrete font at a size category.
    func resolved(in category: ContentSizeCategory, bold: Bool = false, italic: Bool = false, weightOverride: Weight? = nil) -> ResolvedFont {
        let baseWeight = weightOverride ?? weight ?? style?.defaultWeight ?? .regular
        let finalWeight = bold && baseWeight < .bold ? Weight.bold : baseWeight
        if let style {
            return ResolvedFont(style: style, pointSize: DynamicTypeTable.pointSize(style, category),
                                lineHeight: DynamicTypeTable.lineHeight(style, category), weight: finalWeight,
                                design: design, isItalic: isItalic || italic, scales: true)
        }
        let size = fixedSize ?? 17
        if let relative = scalesRelativeTo {
            let scale = DynamicTypeTable.pointSize(relative, category) / DynamicTypeTable.pointSize(relative, .large)
            return ResolvedFont(style: nil, pointSize: size * scale, lineHeight: (size * scale * 1.2).rounded(),
                                weight: finalWeight, design: design, isItalic: isItalic || italic, scales: true)
        }
        var fixed = ResolvedFont(style: nil, pointSize: size, lineHeight: (size * 1.2).rounded(), weight: finalWeight,
                                 design: design, isItalic: isItalic || italic, scales: false)
        fixed.isSystemControlFont = isSystemControlFont
        return fixed
    }
}

/// A font made concrete for one size category: what text is measured and drawn with.
public struct ResolvedFont: Sendable, Hashable, CustomStringConvertible {
    /// The text style, when it scales.
    public var style: Font.TextStyle?
    /// Point size.
    public var pointSize: Double
    /// Line height in points.
    public var lineHeight: Double
    /// Weight.
    public var weight: Font.Weight
    /// Design.
    public var design: Font.Design
    /// Italic.
    public var isItalic: Bool
    /// Whether the font follows Dynamic Type (false for `.system(size:)`).
    public var scales: Bool
    /// Whether the system chose the font for one of its controls (a segmented control's 13 pt),
    /// not the app: `fixed-font` leaves such texts alone.
    public var isSystemControlFont = false

    /// "title 34pt bold", "system 24pt bold fixed".
    public var description: String {
        var parts = [style?.rawValue ?? "system", PointFormat.string(pointSize) + "pt", weight.name]
        if design != .default { parts.append(design.rawValue) }
        if isItalic { parts.append("italic") }
        if !scales { parts.append("fixed") }
        return parts.joined(separator: " ")
    }
}
