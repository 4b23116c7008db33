#if os(Linux)
import Foundation
import StandInCoreGraphics

// More typed built-in filters (`import CoreImage.CIFilterBuiltins`): colour adjustments and
// stylizing effects. Each keeps its inputs (starting at Core Image's defaults), and its output is
// its input image, as no pixels are processed here.

/// A filter mapping luminance to two colours (Core Image's `CIFalseColor`).
public protocol CIFalseColor: CIImageFilterInputs {
    /// The colour of dark areas.
    var color0: CIColor { get set }
    /// The colour of light areas.
    var color1: CIColor { get set }
}

/// A filter tinting an image one colour (Core Image's `CIColorMonochrome`).
public protocol CIColorMonochrome: CIImageFilterInputs {
    /// The colour.
    var color: CIColor { get set }
    /// How strong the effect is, 0…1.
    var intensity: Float { get set }
}

/// An exposure adjustment (Core Image's `CIExposureAdjust`).
public protocol CIExposureAdjust: CIImageFilterInputs {
    /// The exposure change, in F-stops.
    var ev: Float { get set }
}

/// A filter of one angle (Core Image's `CIHueAdjust`, `CIStraighten`).
public protocol CIHueAdjust: CIImageFilterInputs {
    /// The angle, in radians.
    var angle: Float { get set }
}

/// A filter of one amount (Core Image's `CIVibrance`, `CIDocumentEnhancer`).
public protocol CIVibrance: CIImageFilterInputs {
    /// How much, -1…1 for vibrance.
    var amount: Float { get set }
}

/// A gamma adjustment (Core Image's `CIGammaAdjust`).
public protocol CIGammaAdjust: CIImageFilterInputs {
    /// The power.
    var power: Float { get set }
}

/// A highlight and shadow adjustment (Core Image's `CIHighlightShadowAdjust`).
public protocol CIHighlightShadowAdjust: CIImageFilterInputs {
    /// The radius.
    var radius: Float { get set }
    /// How much shadows are brightened.
    var shadowAmount: Float { get set }
    /// How much highlights are darkened.
    var highlightAmount: Float { get set }
}

/// Noise reduction (Core Image's `CINoiseReduction`).
public protocol CINoiseReduction: CIImageFilterInputs {
    /// The noise level.
    var noiseLevel: Float { get set }
    /// The sharpness.
    var sharpness: Float { get set }
}

/// Posterization (Core Image's `CIColorPosterize`).
public protocol CIColorPosterize: CIImageFilterInputs {
    /// The number of levels per channel.
    var levels: Float { get set }
}

/// A colour matrix (Core Image's `CIColorMatrix`).
public protocol CIColorMatrix: CIImageFilterInputs {
    /// The red row.
    var rVector: CIVector { get set }
    /// The green row.
    var gVector: CIVector { get set }
    /// The blue row.
    var bVector: CIVector { get set }
    /// The alpha row.
    var aVector: CIVector { get set }
    /// The bias added.
    var biasVector: CIVector { get set }
}

/// A white balance adjustment (Core Image's `CITemperatureAndTint`).
public protocol CITemperatureAndTint: CIImageFilterInputs {
    /// The source temperature and tint.
    var neutral: CIVector { get set }
    /// The target temperature and tint.
    var targetNeutral: CIVector { get set }
}

/// A clamp of each channel (Core Image's `CIColorClamp`).
public protocol CIColorClamp: CIImageFilterInputs {
    /// The lowest values.
    var minComponents: CIVector { get set }
    /// The highest values.
    var maxComponents: CIVector { get set }
}

/// A white point adjustment (Core Image's `CIWhitePointAdjust`).
public protocol CIWhitePointAdjust: CIImageFilterInputs {
    /// The new white.
    var color: CIColor { get set }
}

/// A filter of cells of one radius about a centre (Core Image's `CICrystallize`, `CIPointillize`).
public protocol CICrystallize: CIImageFilterInputs {
    /// The cells' radius.
    var radius: Float { get set }
    /// The centre of the effect.
    var center: CGPoint { get set }
}

/// A comic book effect (Core Image's `CIComicEffect`): no inputs but its image.
public typealias CIComicEffect = CIImageFilterInputs
/// Inverted colours (Core Image's `CIColorInvert`).
public typealias CIColorInvert = CIImageFilterInputs
/// A thermal camera effect (Core Image's `CIThermal`).
public typealias CIThermal = CIImageFilterInputs
/// An X-ray effect (Core Image's `CIXRay`).
public typealias CIXRay = CIImageFilterInputs
/// Edge detection (Core Image's `CIEdges`): its input image and intensity.
public typealias CIEdges = CISepiaTone
/// A bloom (Core Image's `CIBloom`): radius and intensity.
public typealias CIBloom = CIUnsharpMask
/// A gloom (Core Image's `CIGloom`): radius and intensity.
public typealias CIGloom = CIUnsharpMask
/// A box blur (Core Image's `CIBoxBlur`).
public typealias CIBoxBlur = CIGaussianBlur
/// A disc blur (Core Image's `CIDiscBlur`).
public typealias CIDiscBlur = CIGaussianBlur
/// Pointillism (Core Image's `CIPointillize`).
public typealias CIPointillize = CICrystallize
/// Hexagonal pixellation (Core Image's `CIHexagonalPixellate`).
public typealias CIHexagonalPixellate = CIPixellate
/// A document's legibility enhanced (Core Image's `CIDocumentEnhancer`): its amount.
public typealias CIDocumentEnhancer = CIVibrance

extension CIFilter {
    /// An input's value, or `fallback` when unset.
    func input<Value>(_ key: String, _ fallback: Value) -> Value { (values[key] as? Value) ?? fallback }
    /// The filter with Core Image's defaults of its inputs.
    func preset(_ defaults: [String: Any]) -> Self {
        for (key, value) in defaults where values[key] == nil { values[key] = value }
        return self
    }
}

extension CIFilter: CIFalseColor, CIColorMonochrome, CIExposureAdjust, CIHueAdjust, CIVibrance, CIGammaAdjust, CIHighlightShadowAdjust,
    CINoiseReduction, CIColorPosterize, CIColorMatrix, CITemperatureAndTint, CIColorClamp, CIWhitePointAdjust, CICrystallize {
    /// The colour of dark areas, or a gradient's first colour.
    public var color0: CIColor { get { input("inputColor0", .black) } set { values["inputColor0"] = newValue } }
    /// The colour of light areas, or a gradient's second colour.
    public var color1: CIColor { get { input("inputColor1", .white) } set { values["inputColor1"] = newValue } }
    /// The filter's colour.
    public var color: CIColor { get { input("inputColor", .white) } set { values["inputColor"] = newValue } }
    /// The exposure change, in F-stops.
    public var ev: Float { get { input("inputEV", 0.5) } set { values["inputEV"] = newValue } }
    /// The angle, in radians.
    public var angle: Float { get { input("inputAngle", 0) } set { values["inputAngle"] = newValue } }
    /// The amount.
    public var amount: Float { get { input("inputAmount", 0) } set { values["inputAmount"] = newValue } }
    /// The power.
    public var power: Float { get { input("inputPower", 1) } set { values["inputPower"] = newValue } }
    /// How much shadows are brightened.
    public var shadowAmount: Float { get { input("inputShadowAmount", 0) } set { values["inputShadowAmount"] = newValue } }
    /// How much highlights are darkened.
    public var highlightAmount: Float { get { input("inputHighlightAmount", 1) } set { values["inputHighlightAmount"] = newValue } }
    /// The noise level.
    public var noiseLevel: Float { get { input("inputNoiseLevel", 0.02) } set { values["inputNoiseLevel"] = newValue } }
    /// The number of levels per channel.
    public var levels: Float { get { input("inputLevels", 6) } set { values["inputLevels"] = newValue } }
    /// The red row.
    public var rVector: CIVector { get { input("inputRVector", CIVector(x: 1, y: 0, z: 0, w: 0)) } set { values["inputRVector"] = newValue } }
    /// The green row.
    public var gVector: CIVector { get { input("inputGVector", CIVector(x: 0, y: 1, z: 0, w: 0)) } set { values["inputGVector"] = newValue } }
    /// The blue row.
    public var bVector: CIVector { get { input("inputBVector", CIVector(x: 0, y: 0, z: 1, w: 0)) } set { values["inputBVector"] = newValue } }
    /// The alpha row.
    public var aVector: CIVector { get { input("inputAVector", CIVector(x: 0, y: 0, z: 0, w: 1)) } set { values["inputAVector"] = newValue } }
    /// The bias added.
    public var biasVector: CIVector { get { input("inputBiasVector", CIVector(x: 0, y: 0, z: 0, w: 0)) } set { values["inputBiasVector"] = newValue } }
    /// The source temperature and tint.
    public var neutral: CIVector { get { input("inputNeutral", CIVector(x: 6500, y: 0)) } set { values["inputNeutral"] = newValue } }
    /// The target temperature and tint.
    public var targetNeutral: CIVector { get { input("inputTargetNeutral", CIVector(x: 6500, y: 0)) } set { values["inputTargetNeutral"] = newValue } }
    /// The lowest values.
    public var minComponents: CIVector { get { input("inputMinComponents", CIVector(x: 0, y: 0, z: 0, w: 0)) } set { values["inputMinComponents"] = newValue } }
    /// The highest values.
    public var maxComponents: CIVector { get { input("inputMaxComponents", CIVector(x: 1, y: 1, z: 1, w: 1)) } set { values["inputMaxComponents"] = newValue } }

    /// Luminance mapped to two colours.
    public static func falseColor() -> CIFilter & CIFalseColor {
        CIFilter().preset(["inputColor0": CIColor(red: 0.3, green: 0, blue: 0), "inputColor1": CIColor(red: 1, green: 0.9, blue: 0.8)])
    }
    /// A tint of one colour.
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome {
        CIFilter().preset(["inputColor": CIColor(red: 0.6, green: 0.45, blue: 0.3), "inputIntensity": Float(1)])
    }
    /// An exposure adjustment.
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { CIFilter().preset(["inputEV": Float(0.5)]) }
    /// A hue rotation.
    public static func hueAdjust() -> CIFilter & CIHueAdjust { CIFilter().preset(["inputAngle": Float(0)]) }
    /// Vibrance.
    public static func vibrance() -> CIFilter & CIVibrance { CIFilter().preset(["inputAmount": Float(0)]) }
    /// A document's legibility enhanced.
    public static func documentEnhancer() -> CIFilter & CIDocumentEnhancer { CIFilter().preset(["inputAmount": Float(1)]) }
    /// A gamma adjustment.
    public static func gammaAdjust() -> CIFilter & CIGammaAdjust { CIFilter().preset(["inputPower": Float(1)]) }
    /// A highlight and shadow adjustment.
    public static func highlightShadowAdjust() -> CIFilter & CIHighlightShadowAdjust { CIFilter().preset(["inputRadius": Float(0)]) }
    /// Noise reduction.
    public static func noiseReduction() -> CIFilter & CINoiseReduction { CIFilter() }
    /// Posterization.
    public static func colorPosterize() -> CIFilter & CIColorPosterize { CIFilter() }
    /// A colour matrix.
    public static func colorMatrix() -> CIFilter & CIColorMatrix { CIFilter() }
    /// A white balance adjustment.
    public static func temperatureAndTint() -> CIFilter & CITemperatureAndTint { CIFilter() }
    /// A clamp of each channel.
    public static func colorClamp() -> CIFilter & CIColorClamp { CIFilter() }
    /// A white point adjustment.
    public static func whitePointAdjust() -> CIFilter & CIWhitePointAdjust { CIFilter() }
    /// A comic book effect.
    public static func comicEffect() -> CIFilter & CIComicEffect { CIFilter() }
    /// A thermal camera effect.
    public static func thermal() -> CIFilter & CIThermal { CIFilter() }
    /// An X-ray effect.
    public static func xRay() -> CIFilter & CIXRay { CIFilter() }
    /// Edge detection.
    public static func edges() -> CIFilter & CIEdges { CIFilter() }
    /// Crystallization.
    public static func crystallize() -> CIFilter & CICrystallize { CIFilter().preset(["inputRadius": Float(20)]) }
    /// Pointillism.
    public static func pointillize() -> CIFilter & CIPointillize { CIFilter().preset(["inputRadius": Float(20)]) }
    /// Hexagonal pixellation.
    public static func hexagonalPixellate() -> CIFilter & CIHexagonalPixellate { CIFilter() }
}
#endif
