#if os(Linux)
@_exported import Foundation
@_exported import StandInAppleFoundation
@_exported import StandInCoreGraphics

// Image I/O's reading and writing of image files. A preview draws images as placeholders of their
// size and decodes no pixels: a source reads nothing, so its count is 0 and its image nil, and a
// destination writes nothing. Code that inspects images compiles and takes its "no image" path.

/// A source of images read from a file or bytes (Image I/O's `CGImageSource`).
public final class CGImageSource: @unchecked Sendable {
    init() {}
}

/// A destination images are written to (Image I/O's `CGImageDestination`).
public final class CGImageDestination: @unchecked Sendable {
    init() {}
}

/// A source of the image at `url`: none is read in a preview.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? { nil }
/// A source of the image in `data`: none is read in a preview.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { nil }
/// The number of images in a source.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { 0 }
/// The source's type identifier.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { nil }
/// The image at `index`: none decoded.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { nil }
/// A thumbnail of the image at `index`: none decoded.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { nil }
/// The properties of the image at `index`: none read.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? { nil }
/// The properties of the file: none read.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? { nil }
/// The type identifiers a source can read.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray { ["public.png", "public.jpeg", "public.heic", "public.tiff"] }

/// A destination writing to `data`: none in a preview.
public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? { nil }
/// A destination writing to `url`: none in a preview.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? { nil }
/// Adds an image.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {}
/// Adds an image from a source.
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?) {}
/// Sets the file's properties.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {}
/// Writes the file: nothing is written.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { false }
/// The type identifiers a destination can write.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray { ["public.png", "public.jpeg", "public.heic", "public.tiff"] }

/// The orientation of an image's pixels (Image I/O's `CGImagePropertyOrientation`).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

// Option keys.
/// Whether to keep decoded images.
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
/// Whether to decode at once.
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
/// A hint of the file's type.
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"
/// Whether to make a thumbnail even when the file has one.
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
/// Whether to make a thumbnail when the file has none.
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
/// The thumbnail's largest side in pixels.
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
/// Whether the thumbnail follows the orientation.
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
/// The JPEG quality of a written image.
public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

// Property keys.
/// The width in pixels.
public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
/// The height in pixels.
public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
/// Horizontal dots per inch.
public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"
/// Vertical dots per inch.
public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"
/// The colour model.
public let kCGImagePropertyColorModel: CFString = "ColorModel"
/// The bits per sample.
public let kCGImagePropertyDepth: CFString = "Depth"
/// The orientation.
public let kCGImagePropertyOrientation: CFString = "Orientation"
/// Whether it has alpha.
public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"
/// The colour profile's name.
public let kCGImagePropertyProfileName: CFString = "ProfileName"
/// The Exif dictionary.
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
/// The GPS dictionary.
public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"
/// The IPTC dictionary.
public let kCGImagePropertyIPTCDictionary: CFString = "{IPTC}"
/// The TIFF dictionary.
public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
/// The PNG dictionary.
public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"
/// The JFIF dictionary.
public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"
/// The GIF dictionary.
public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
/// The date the photo was taken (Exif).
public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"
/// The lens model (Exif).
public let kCGImagePropertyExifLensModel: CFString = "LensModel"
/// The camera's make (TIFF).
public let kCGImagePropertyTIFFMake: CFString = "Make"
/// The camera's model (TIFF).
public let kCGImagePropertyTIFFModel: CFString = "Model"
/// Latitude (GPS).
public let kCGImagePropertyGPSLatitude: CFString = "Latitude"
/// Longitude (GPS).
public let kCGImagePropertyGPSLongitude: CFString = "Longitude"
#endif
