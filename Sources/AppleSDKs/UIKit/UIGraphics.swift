#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore

/// A path of lines and curves (UIKit's `UIBezierPath`): kept, never drawn.
open class UIBezierPath: NSObject, @unchecked Sendable {
    /// The rectangle around it.
    open private(set) var bounds = CGRect.zero
    /// Its line width.
    open var lineWidth: CGFloat = 1
    /// An empty path.
    public override init() {}
    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        bounds = rect
    }
    /// An ellipse.
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    /// A rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    /// A rectangle with some corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) { self.init(rect: rect) }
    /// An arc.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }
    /// Moves the pen.
    open func move(to point: CGPoint) {}
    /// Adds a line.
    open func addLine(to point: CGPoint) {}
    /// Adds a curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
    /// Adds a quadratic curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
    /// Adds an arc.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    /// Closes the path.
    open func close() {}
    /// Fills it.
    open func fill() {}
    /// Strokes it.
    open func stroke() {}
    /// Appends another path.
    open func append(_ bezierPath: UIBezierPath) {}
    /// Whether it contains a point.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
    /// The Core Graphics path, with the same bounding rectangle.
    open var cgPath: CGPath {
        let path = CGMutablePath()
        if !bounds.isEmpty { path.addRect(bounds) }
        return path
    }
}

/// Draws images (UIKit's `UIGraphicsImageRenderer`): the image is a placeholder of the size, as
/// nothing is rasterized here.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    let size: CGSize
    /// The renderer's format: its scale, opacity and bounds.
    public let format: UIGraphicsImageRendererFormat
    /// A renderer of `size`.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    /// A renderer of `size` with a format.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        format.bounds = CGRect(origin: .zero, size: size)
    }
    /// A renderer of `bounds`.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size, format: .default()) }
    /// A renderer of `bounds` with a format.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { self.init(size: bounds.size, format: format) }
    /// An image drawn by `actions`.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(format: format))
        return UIImage(name: "photo", isSymbol: true, size: size)
    }
    /// PNG bytes: none here.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
    /// JPEG bytes: none here.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format))
        return Data()
    }
}

/// A renderer's format (UIKit's `UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// The scale.
    open var scale: CGFloat = 1
    /// Whether the image is opaque.
    open var opaque = false
    /// The rectangle drawn into, set by the renderer.
    open var bounds = CGRect.zero
    /// Whether wide-colour images are preferred.
    open var preferredRange = Range.automatic
    /// A format.
    public override init() {}
    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The format best suited to the main screen (UIKit's `preferred()`): its scale, 3 as on a current iPhone.
    public static func preferred() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return format
    }

    /// The colour range of images drawn (UIKit's `UIGraphicsImageRendererFormat.Range`).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic, extended, standard
    }
}

/// What a renderer's drawing is given (UIKit's `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    /// A context drawing with `format`.
    public init(format: UIGraphicsImageRendererFormat = .default()) { self.format = format }
    /// The image drawn so far: a placeholder of the format's size.
    open var currentImage: UIImage { UIImage(name: "photo", isSymbol: true, size: format.bounds.size) }
    /// The Core Graphics context.
    open var cgContext: CGContext { CGContext() }
    /// Fills a rectangle.
    open func fill(_ rect: CGRect) {}
    /// Strokes a rectangle.
    open func stroke(_ rect: CGRect) {}
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {}

extension UIImage {
    /// The format a renderer of the image uses.
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// Draws the image in a rectangle (nothing is drawn here).
    public func draw(in rect: CGRect) {}
    /// Draws the image at a point.
    public func draw(at point: CGPoint) {}
}

extension UIColor {
    /// Sets the fill color of the current context.
    public func setFill() {}
    /// Sets the stroke color of the current context.
    public func setStroke() {}
}

/// A font's description (UIKit's `UIFontDescriptor`).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// An attribute of a description.
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute"), name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }
    /// A system design.
    public struct SystemDesign: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault"), rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced"), serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }
    /// The attributes.
    public let fontAttributes: [AttributeName: Any]
    /// A description of attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) { fontAttributes = attributes }
    /// The description with more attributes.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }
    /// The description with another design.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
    /// The description of a text style.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor { UIFontDescriptor() }
}

extension UIFont {
    /// A font of a description.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.init(pointSize: pointSize == 0 ? 17 : pointSize) }
    /// The font's description.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    /// The font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, familyName: familyName) }
    /// The line height.
    public var lineHeight: CGFloat { pointSize * 1.2 }
}
#endif
