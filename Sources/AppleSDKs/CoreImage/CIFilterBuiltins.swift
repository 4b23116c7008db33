#if os(Linux)
import Foundation
import StandInCoreGraphics

// Core Image's typed built-in filters (`import CoreImage.CIFilterBuiltins`): `CIFilter.sepiaTone()`
// and the like, with their inputs as properties. The filters apps reach for most — code
// generators, blurs, colour adjustments, photo effects — are here; each keeps its inputs, and
// its output is its input image (a generator's, a placeholder square) as no pixels are processed.

/// A filter of an input image (Core Image's `CIFilterProtocol`).
public protocol CIFilterProtocol {
    /// The filtered image.
    var outputImage: CIImage? { get }
}

/// A filter of one input image.
public protocol CIImageFilterInputs: CIFilterProtocol {
    /// The image to filter.
    var inputImage: CIImage? { get set }
}

/// A QR code generator's inputs (Core Image's `CIQRCodeGenerator`).
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The data to encode.
    var message: Data { get set }
    /// The error correction level: "L", "M", "Q" or "H".
    var correctionLevel: String { get set }
}

/// A barcode generator's inputs (Core Image's `CICode128BarcodeGenerator` and friends).
public protocol CICode128BarcodeGenerator: CIFilterProtocol {
    /// The data to encode.
    var message: Data { get set }
    /// The blank margin, in modules.
    var quietSpace: Float { get set }
    /// The bars' height.
    var barcodeHeight: Float { get set }
}

/// A filter of one strength (sepia tone).
public protocol CISepiaTone: CIImageFilterInputs {
    /// How strong the effect is.
    var intensity: Float { get set }
}

/// A filter of one radius (Gaussian, box and disc blurs).
public protocol CIGaussianBlur: CIImageFilterInputs {
    /// The blur's radius, in pixels.
    var radius: Float { get set }
}

/// A colour adjustment's inputs (Core Image's `CIColorControls`).
public protocol CIColorControls: CIImageFilterInputs {
    /// Brightness, -1 to 1.
    var brightness: Float { get set }
    /// Contrast.
    var contrast: Float { get set }
    /// Saturation.
    var saturation: Float { get set }
}

/// A filter of cells of one scale (pixellate, hexagonal pixellate).
public protocol CIPixellate: CIImageFilterInputs {
    /// The cells' size.
    var scale: Float { get set }
    /// The centre of the effect.
    var center: CGPoint { get set }
}

/// A sharpening filter's inputs (Core Image's `CIUnsharpMask`).
public protocol CIUnsharpMask: CIImageFilterInputs {
    /// The radius.
    var radius: Float { get set }
    /// How strong the effect is.
    var intensity: Float { get set }
}

/// A vignette's inputs (Core Image's `CIVignette`).
public protocol CIVignette: CIImageFilterInputs {
    /// How strong the effect is.
    var intensity: Float { get set }
    /// The radius.
    var radius: Float { get set }
}

/// A photo effect of no inputs but its image (noir, chrome, fade, instant, mono, process, tonal, transfer).
public typealias CIPhotoEffect = CIImageFilterInputs

extension CIFilter: CIImageFilterInputs, CIQRCodeGenerator, CICode128BarcodeGenerator, CISepiaTone, CIGaussianBlur,
    CIColorControls, CIPixellate, CIUnsharpMask, CIVignette {
    private func number(_ key: String, _ fallback: Float) -> Float { (values[key] as? Float) ?? fallback }

    /// The image to filter.
    public var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { values[kCIInputImageKey] = newValue }
    }
    /// The data a generator encodes.
    public var message: Data {
        get { (values["inputMessage"] as? Data) ?? Data() }
        set { values["inputMessage"] = newValue }
    }
    /// A QR code's error correction level.
    public var correctionLevel: String {
        get { (values["inputCorrectionLevel"] as? String) ?? "M" }
        set { values["inputCorrectionLevel"] = newValue }
    }
    /// A barcode's blank margin.
    public var quietSpace: Float {
        get { number("inputQuietSpace", 7) }
        set { values["inputQuietSpace"] = newValue }
    }
    /// A barcode's height.
    public var barcodeHeight: Float {
        get { number("inputBarcodeHeight", 32) }
        set { values["inputBarcodeHeight"] = newValue }
    }
    /// How strong the effect is.
    public var intensity: Float {
        get { number("inputIntensity", 1) }
        set { values["inputIntensity"] = newValue }
    }
    /// The effect's radius.
    public var radius: Float {
        get { number("inputRadius", 10) }
        set { values["inputRadius"] = newValue }
    }
    /// Brightness.
    public var brightness: Float {
        get { number("inputBrightness", 0) }
        set { values["inputBrightness"] = newValue }
    }
    /// Contrast.
    public var contrast: Float {
        get { number("inputContrast", 1) }
        set { values["inputContrast"] = newValue }
    }
    /// Saturation.
    public var saturation: Float {
        get { number("inputSaturation", 1) }
        set { values["inputSaturation"] = newValue }
    }
    /// The cells' size.
    public var scale: Float {
        get { number("inputScale", 8) }
        set { values["inputScale"] = newValue }
    }
    /// The centre of the effect.
    public var center: CGPoint {
        get { (values["inputCenter"] as? CGPoint) ?? CGPoint(x: 150, y: 150) }
        set { values["inputCenter"] = newValue }
    }
}

extension CIFilter {
    /// A QR code generator.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { CIFilter(generator: true) }
    /// A Code 128 barcode generator.
    public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { CIFilter(generator: true) }
    /// An Aztec code generator.
    public static func aztecCodeGenerator() -> CIFilter & CIQRCodeGenerator { CIFilter(generator: true) }
    /// A PDF417 barcode generator.
    public static func pdf417BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { CIFilter(generator: true) }
    /// Sepia tone.
    public static func sepiaTone() -> CIFilter & CISepiaTone { CIFilter() }
    /// A Gaussian blur.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { CIFilter() }
    /// A box blur.
    public static func boxBlur() -> CIFilter & CIGaussianBlur { CIFilter() }
    /// A disc blur.
    public static func discBlur() -> CIFilter & CIGaussianBlur { CIFilter() }
    /// Bloom.
    public static func bloom() -> CIFilter & CIUnsharpMask { CIFilter() }
    /// Gloom.
    public static func gloom() -> CIFilter & CIUnsharpMask { CIFilter() }
    /// Sharpening by an unsharp mask.
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { CIFilter() }
    /// Brightness, contrast and saturation.
    public static func colorControls() -> CIFilter & CIColorControls { CIFilter() }
    /// Pixellation.
    public static func pixellate() -> CIFilter & CIPixellate { CIFilter() }
    /// A vignette.
    public static func vignette() -> CIFilter & CIVignette { CIFilter() }
    /// Inverted colours.
    public static func colorInvert() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The noir photo effect.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The chrome photo effect.
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The fade photo effect.
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The instant photo effect.
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The mono photo effect.
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The process photo effect.
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The tonal photo effect.
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { CIFilter() }
    /// The transfer photo effect.
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { CIFilter() }
}
#endif
