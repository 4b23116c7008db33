#if os(Linux)
import Foundation

/// What a `Canvas` draws into (SwiftUI's `GraphicsContext`). Shapes, images and filters leave no
/// mark on a render; the texts drawn are kept, where they were drawn, so a canvas's words are
/// laid out and checked like any other text on the screen.
public struct GraphicsContext {
    /// The drawing of one canvas: shared by the context and every copy of it.
    final class Drawing {
        var texts: [DrawnText] = []
    }

    /// A text drawn on the canvas, at a point of the canvas's space.
    struct DrawnText {
        var text: Text
        var point: CGPoint
        var anchor: UnitPoint
        var size: CGSize?
    }

    let drawing: Drawing
    private var origin = CGPoint.zero
    private var scale = CGSize(width: 1, height: 1)

    /// The opacity of what is drawn next.
    public var opacity: Double = 1
    /// How what is drawn next blends with what is below.
    public var blendMode = BlendMode.normal
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    init(environment: EnvironmentValues) {
        drawing = Drawing()
        self.environment = environment
    }

    private func mapped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + point.x * scale.width, y: origin.y + point.y * scale.height)
    }

    /// Moves the origin of what is drawn next.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        origin = mapped(CGPoint(x: x, y: y))
    }

    /// Scales what is drawn next.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        scale = CGSize(width: scale.width * x, height: scale.height * y)
    }

    /// Rotates what is drawn next; texts are laid out unrotated.
    public mutating func rotate(by angle: Angle) {}

    /// Clips what is drawn next to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}

    /// Clips what is drawn next to a layer's alpha.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Applies `filter` to what is drawn next.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Draws `content` in a layer of its own (its texts are kept like the canvas's).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Fills `path`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}

    /// Strokes `path` with lines `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

    /// Strokes `path` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        drawing.texts.append(DrawnText(text: text, point: mapped(point), anchor: anchor, size: nil))
    }

    /// Draws `text` wrapped inside `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        drawing.texts.append(DrawnText(text: text, point: mapped(rect.origin), anchor: .topLeading,
                                       size: CGSize(width: rect.width * scale.width, height: rect.height * scale.height)))
    }

    /// Draws a resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(text.text, at: point, anchor: anchor)
    }

    /// Draws a resolved text wrapped inside `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        draw(text.text, in: rect)
    }

    /// Draws `image` with its `anchor` at `point`; an image leaves no mark on a render.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws `image` inside `rect`; an image leaves no mark on a render.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}

    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws a resolved image inside `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}

    /// Draws a symbol the canvas declared.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws a symbol the canvas declared inside `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// `text` ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

    /// `image` ready to draw.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }

    /// The symbol the canvas declared with `id`: none here, as a canvas's symbols are not drawn.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// A text ready to draw.
    public struct ResolvedText {
        let text: Text
        /// The shading the text is drawn with.
        public var shading = Shading.foreground

        init(text: Text) { self.text = text }

        /// The text's size inside `size`: an estimate of 17 pt body text, 9 pt a character.
        public func measure(in size: CGSize) -> CGSize {
            let length = CGFloat(text.resolvedString(in: EnvironmentValues()).text.count) * 9
            let lines = size.width > 0 && size.width.isFinite ? max(1, (length / size.width).rounded(.up)) : 1
            return CGSize(width: min(length, size.width.isFinite ? size.width : length), height: lines * 22)
        }

        /// The distance from the top to the first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat { 17 }

        /// The distance from the top to the last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height - 5 }
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        /// The image's size: unknown, drawn as nothing.
        public var size: CGSize { .zero }
        /// The image's baseline.
        public var baseline: CGFloat { 0 }
        /// The shading of a template image.
        public var shading: Shading?
    }

    /// A view the canvas declared as a symbol.
    public struct ResolvedSymbol {
        /// The symbol's size.
        public var size: CGSize { .zero }
    }

    /// Paint for shapes (SwiftUI's `GraphicsContext.Shading`).
    public struct Shading: Sendable {
        /// The foreground style.
        public static let foreground = Shading()
        /// What is behind the canvas.
        public static let backdrop = Shading()
        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading() }
        /// A colour of components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading { Shading() }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading() }
        /// Several shadings for a symbol's layers.
        public static func palette(_ array: [Shading]) -> Shading { Shading() }
        /// A linear gradient between two points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        /// A radial gradient.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        /// A conic gradient.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading { Shading() }
        /// A tiled image.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading { Shading() }
    }

    /// Options of a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// The gradient mirrors as it repeats.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Colours blend linearly.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The clip keeps what is outside the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The filter works in linear colour.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Only the shadow is drawn.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow is drawn inside the content.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// The shadow keeps the content's colours.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Options of these bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The blur keeps the content opaque.
        public static let opaque = BlurOptions(rawValue: 1)
        /// The blur dithers.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// A filter applied to what is drawn next (SwiftUI's `GraphicsContext.Filter`).
    public struct Filter: Sendable {
        /// A blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        /// A shadow.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter() }
        /// Colours multiplied.
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        /// Hues rotated.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        /// Saturation changed.
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        /// Brightness changed.
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        /// Contrast changed.
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        /// Colours inverted.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
        /// Greyed.
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        /// Luminance to alpha.
        public static let luminanceToAlpha = Filter()
        /// Alpha cut at a threshold.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
    }
}
#endif
