#if os(Linux)
@_exported import Foundation

/// An option of a context (Core Image's `CIContextOption`): accepted and ignored here.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space filters work in.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The pixel format filters work in.
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    /// The colour space of rendered images.
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// Whether rendered images are premultiplied.
    public static let outputPremultiplied = CIContextOption(rawValue: "output_premultiplied")
    /// Whether intermediate images are cached.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether the CPU renders rather than the GPU.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// Whether rendering has low priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    /// Whether downsampling is of high quality.
    public static let highQualityDownsample = CIContextOption(rawValue: "high_quality_downsample")
    /// Whether a low-power device may render.
    public static let allowLowPower = CIContextOption(rawValue: "kCIContextAllowLowPower")
    /// The context's name.
    public static let name = CIContextOption(rawValue: "kCIContextName")
}

/// A pixel format (Core Image's `CIFormat`).
public struct CIFormat: Hashable, Sendable, RawRepresentable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// 8-bit RGBA.
    public static let RGBA8 = CIFormat(rawValue: 264)
    /// 8-bit BGRA.
    public static let BGRA8 = CIFormat(rawValue: 266)
    /// 8-bit ARGB.
    public static let ARGB8 = CIFormat(rawValue: 264 + 256)
    /// 16-bit float RGBA.
    public static let RGBAh = CIFormat(rawValue: 2056)
    /// 32-bit float RGBA.
    public static let RGBAf = CIFormat(rawValue: 2064)
    /// 8-bit single channel.
    public static let R8 = CIFormat(rawValue: 259)
    /// 8-bit luminance.
    public static let L8 = CIFormat(rawValue: 264 + 512)
    /// 8-bit alpha.
    public static let A8 = CIFormat(rawValue: 257)
}

extension CIContext {
    /// Renders an image's pixels within `bounds` into a bitmap (Core Image's
    /// `render(_:toBitmap:rowBytes:bounds:format:colorSpace:)`): no pixels are processed here, so
    /// the bitmap is left as it is.
    public func render(_ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat, colorSpace: CGColorSpace?) {}
    /// PNG data of an image (Core Image's `pngRepresentation(of:format:colorSpace:options:)`): none here.
    public func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? { nil }
    /// JPEG data of an image (Core Image's `jpegRepresentation(of:colorSpace:options:)`): none here.
    public func jpegRepresentation(of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]) -> Data? { nil }
}

/// An option of an image's file data (Core Image's `CIImageRepresentationOption`).
public struct CIImageRepresentationOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CIImage {
    /// The image with its edge pixels repeated without end (Core Image's `clampedToExtent()`):
    /// its extent is infinite, so crop it before rendering.
    public func clampedToExtent() -> CIImage { CIImage(extent: .infinite) }
    /// The image with its pixels inside `rect` repeated beyond it (Core Image's `clamped(to:)`).
    public func clamped(to rect: CGRect) -> CIImage { CIImage(extent: .infinite) }
    /// The image of a filter applied to this one (Core Image's `applyingFilter(_:parameters:)`).
    public func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage { CIImage(extent: extent) }
    /// The image blurred (Core Image's `applyingGaussianBlur(sigma:)`): its extent grows by 3 sigma.
    public func applyingGaussianBlur(sigma: Double) -> CIImage { CIImage(extent: extent.insetBy(dx: -3 * sigma, dy: -3 * sigma)) }
    /// The image over another (Core Image's `composited(over:)`): the union of their extents.
    public func composited(over dest: CIImage) -> CIImage { CIImage(extent: extent.union(dest.extent)) }
}
#endif
