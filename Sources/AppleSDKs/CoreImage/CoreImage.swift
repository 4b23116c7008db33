#if os(Linux)
@_exported import Foundation
@_exported import StandInCoreGraphics

/// An image to filter (Core Image's `CIImage`): its extent only, as no pixels are processed here.
open class CIImage: NSObject, @unchecked Sendable {
    /// The rectangle it covers.
    open var extent: CGRect
    package init(extent: CGRect) { self.extent = extent }
    /// An image of a Core Graphics one.
    public convenience init(cgImage: CGImage) { self.init(extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height)) }
    /// An image decoded from data (a placeholder here).
    public convenience init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.init(extent: CGRect(x: 0, y: 0, width: 100, height: 100))
    }
    /// An image read from a file (a placeholder here).
    public convenience init?(contentsOf url: URL) { self.init(extent: CGRect(x: 0, y: 0, width: 100, height: 100)) }
    /// The image transformed: its extent holds the transformed corners (e.g. scaled up 10×).
    open func transformed(by matrix: CGAffineTransform) -> CIImage { CIImage(extent: extent.applying(matrix)) }
    /// The image cropped.
    open func cropped(to rect: CGRect) -> CIImage { CIImage(extent: rect) }
}

/// Renders Core Image images (Core Image's `CIContext`): no pixels are processed, so a rendered
/// image is blank, of the size asked for.
open class CIContext: NSObject, @unchecked Sendable {
    /// A context (its options change nothing here).
    public init(options: [CIContextOption: Any]? = nil) {}
    /// A Core Graphics image of `image` within `fromRect`: blank; nil when the rectangle is empty
    /// or infinite (an image clamped to its extent and not cropped).
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let size = fromRect.standardized.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
              size.width <= 1_000_000, size.height <= 1_000_000 else { return nil }
        return CGImage(width: Int(size.width), height: Int(size.height))
    }
}

/// An image filter (Core Image's `CIFilter`): its output is its input here, and a generator's
/// (QR code, barcode) a square placeholder image.
open class CIFilter: NSObject, @unchecked Sendable {
    var values: [String: Any] = [:]
    let isGenerator: Bool
    /// A filter by name.
    public init?(name: String) { isGenerator = name.hasSuffix("Generator") }
    /// A filter.
    public override init() { isGenerator = false }
    /// A filter that makes an image of its inputs rather than filtering one.
    package init(generator: Bool) { isGenerator = generator }
    /// The output image.
    open var outputImage: CIImage? {
        if isGenerator { return values["inputMessage"] == nil ? nil : CIImage(extent: CGRect(x: 0, y: 0, width: 23, height: 23)) }
        return values[kCIInputImageKey] as? CIImage
    }
    /// Sets an input.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// An input's value.
    open func value(forKey key: String) -> Any? { values[key] }
    /// Sets the defaults.
    open func setDefaults() {}
}

/// The key of a filter's input image.
public let kCIInputImageKey = "inputImage"

/// Finds faces, rectangles, QR codes and text in an image (Core Image's `CIDetector`): finds nothing here.
open class CIDetector: NSObject, @unchecked Sendable {
    /// A detector of `type`.
    public init?(ofType type: String, context: CIContext?, options: [String: Any]? = nil) {}
    /// What it finds in `image`: nothing.
    open func features(in image: CIImage) -> [CIFeature] { [] }
    /// What it finds in `image` with options: nothing.
    open func features(in image: CIImage, options: [String: Any]? = nil) -> [CIFeature] { [] }
}

/// Something a detector found (Core Image's `CIFeature`).
open class CIFeature: NSObject, @unchecked Sendable {
    /// Where it is.
    open var bounds: CGRect { .zero }
    /// Its type.
    open var type: String { "" }
}

/// A QR code a detector found (Core Image's `CIQRCodeFeature`).
open class CIQRCodeFeature: CIFeature, @unchecked Sendable {
    /// The message it encodes.
    open var messageString: String? { nil }
}

/// A detector of QR codes.
public let CIDetectorTypeQRCode = "CIDetectorTypeQRCode"
/// A detector of faces.
public let CIDetectorTypeFace = "CIDetectorTypeFace"
/// A detector of rectangles.
public let CIDetectorTypeRectangle = "CIDetectorTypeRectangle"
/// A detector of text.
public let CIDetectorTypeText = "CIDetectorTypeText"
/// The accuracy option.
public let CIDetectorAccuracy = "CIDetectorAccuracy"
/// High accuracy.
public let CIDetectorAccuracyHigh = "CIDetectorAccuracyHigh"
/// Low accuracy.
public let CIDetectorAccuracyLow = "CIDetectorAccuracyLow"
#endif
