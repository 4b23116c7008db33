#if os(Linux)
import Foundation
import StandInCoreGraphics

// More typed built-in filters: geometry (their output's extent is transformed as on a device),
// compositing (the union of the images' extents), blurs and distortions (their input image), and
// gradient and colour generators (an image without end, to crop).

/// A transform of an image (Core Image's `CIAffineTransform`).
public protocol CIAffineTransform: CIImageFilterInputs {
    /// The transform.
    var transform: CGAffineTransform { get set }
}

/// A high-quality scale of an image (Core Image's `CILanczosScaleTransform`).
public protocol CILanczosScaleTransform: CIImageFilterInputs {
    /// The scale.
    var scale: Float { get set }
    /// The extra horizontal scale.
    var aspectRatio: Float { get set }
}

/// A perspective correction of a quadrilateral (Core Image's `CIPerspectiveCorrection`).
public protocol CIPerspectiveCorrection: CIImageFilterInputs {
    /// The top-left corner.
    var topLeft: CGPoint { get set }
    /// The top-right corner.
    var topRight: CGPoint { get set }
    /// The bottom-right corner.
    var bottomRight: CGPoint { get set }
    /// The bottom-left corner.
    var bottomLeft: CGPoint { get set }
    /// Whether the output is cropped to the quadrilateral.
    var crop: Bool { get set }
}

/// An image over a background (Core Image's `CICompositeOperation`: source-over, multiply…).
public protocol CICompositeOperation: CIImageFilterInputs {
    /// The image below.
    var backgroundImage: CIImage? { get set }
}

/// An image over a background through a mask (Core Image's `CIBlendWithMask`).
public protocol CIBlendWithMask: CICompositeOperation {
    /// The mask.
    var maskImage: CIImage? { get set }
}

/// A blur of a radius and an angle (Core Image's `CIMotionBlur`).
public protocol CIMotionBlur: CIImageFilterInputs {
    /// The radius.
    var radius: Float { get set }
    /// The direction, in radians.
    var angle: Float { get set }
}

/// A blur towards a centre (Core Image's `CIZoomBlur`).
public protocol CIZoomBlur: CIImageFilterInputs {
    /// The centre.
    var center: CGPoint { get set }
    /// How much.
    var amount: Float { get set }
}

/// A blur whose radius a mask varies (Core Image's `CIMaskedVariableBlur`).
public protocol CIMaskedVariableBlur: CIImageFilterInputs {
    /// The mask.
    var mask: CIImage? { get set }
    /// The largest radius.
    var radius: Float { get set }
}

/// A twirl about a centre (Core Image's `CITwirlDistortion`).
public protocol CITwirlDistortion: CIImageFilterInputs {
    /// The centre.
    var center: CGPoint { get set }
    /// The radius.
    var radius: Float { get set }
    /// The rotation, in radians.
    var angle: Float { get set }
}

/// A vignette about a centre (Core Image's `CIVignetteEffect`).
public protocol CIVignetteEffect: CIImageFilterInputs {
    /// The centre.
    var center: CGPoint { get set }
    /// The radius.
    var radius: Float { get set }
    /// How strong the effect is.
    var intensity: Float { get set }
    /// How gradually it falls off.
    var falloff: Float { get set }
}

/// A straightening rotation (Core Image's `CIStraighten`).
public typealias CIStraighten = CIHueAdjust

/// An image of one colour (Core Image's `CIConstantColorGenerator`).
public protocol CIConstantColorGenerator: CIFilterProtocol {
    /// The colour.
    var color: CIColor { get set }
}

/// A gradient between two points (Core Image's `CILinearGradient`, `CISmoothLinearGradient`).
public protocol CILinearGradient: CIFilterProtocol {
    /// The start.
    var point0: CGPoint { get set }
    /// The end.
    var point1: CGPoint { get set }
    /// The start colour.
    var color0: CIColor { get set }
    /// The end colour.
    var color1: CIColor { get set }
}

/// A gradient between two circles (Core Image's `CIRadialGradient`).
public protocol CIRadialGradient: CIFilterProtocol {
    /// The centre.
    var center: CGPoint { get set }
    /// The inner radius.
    var radius0: Float { get set }
    /// The outer radius.
    var radius1: Float { get set }
    /// The inner colour.
    var color0: CIColor { get set }
    /// The outer colour.
    var color1: CIColor { get set }
}

/// A smooth gradient between two points (Core Image's `CISmoothLinearGradient`).
public typealias CISmoothLinearGradient = CILinearGradient

/// A filter whose output is its input transformed: a scale (Lanczos), a transform, or a
/// quadrilateral straightened to a rectangle.
final class CIGeometryStandIn: CIFilter, @unchecked Sendable {
    override var outputImage: CIImage? {
        guard let image = inputImage else { return nil }
        if let transform = values["inputTransform"] as? CGAffineTransform { return image.transformed(by: transform) }
        if values["inputTopLeft"] != nil {
            let span = { (a: CGPoint, b: CGPoint) in CGFloat(hypot(Double(a.x - b.x), Double(a.y - b.y))) }
            let width = max(span(topLeft, topRight), span(bottomLeft, bottomRight))
            let height = max(span(topLeft, bottomLeft), span(topRight, bottomRight))
            return CIImage(extent: CGRect(x: 0, y: 0, width: width.rounded(), height: height.rounded()))
        }
        let scale = CGFloat(input("inputScale", Float(1))), ratio = CGFloat(input("inputAspectRatio", Float(1)))
        return image.transformed(by: CGAffineTransform(scaleX: scale * ratio, y: scale))
    }
}

/// A compositing filter: its output covers both its images.
final class CICompositeStandIn: CIFilter, @unchecked Sendable {
    override var outputImage: CIImage? {
        guard let image = inputImage else { return nil }
        guard let background = backgroundImage else { return image }
        return CIImage(extent: image.extent.union(background.extent))
    }
}

/// A generator of an image without end (a colour or a gradient).
final class CIFillStandIn: CIFilter, @unchecked Sendable {
    override var outputImage: CIImage? { CIImage(extent: .infinite) }
}

extension CIFilter: CIAffineTransform, CILanczosScaleTransform, CIPerspectiveCorrection, CIBlendWithMask, CIMotionBlur, CIZoomBlur,
    CIMaskedVariableBlur, CITwirlDistortion, CIVignetteEffect, CIConstantColorGenerator, CILinearGradient, CIRadialGradient {
    /// The transform.
    public var transform: CGAffineTransform { get { input("inputTransform", .identity) } set { values["inputTransform"] = newValue } }
    /// The extra horizontal scale.
    public var aspectRatio: Float { get { input("inputAspectRatio", 1) } set { values["inputAspectRatio"] = newValue } }
    /// The top-left corner.
    public var topLeft: CGPoint { get { input("inputTopLeft", CGPoint(x: 118, y: 484)) } set { values["inputTopLeft"] = newValue } }
    /// The top-right corner.
    public var topRight: CGPoint { get { input("inputTopRight", CGPoint(x: 646, y: 507)) } set { values["inputTopRight"] = newValue } }
    /// The bottom-right corner.
    public var bottomRight: CGPoint { get { input("inputBottomRight", CGPoint(x: 548, y: 140)) } set { values["inputBottomRight"] = newValue } }
    /// The bottom-left corner.
    public var bottomLeft: CGPoint { get { input("inputBottomLeft", CGPoint(x: 155, y: 153)) } set { values["inputBottomLeft"] = newValue } }
    /// Whether the output is cropped.
    public var crop: Bool { get { input("inputCrop", true) } set { values["inputCrop"] = newValue } }
    /// The image below.
    public var backgroundImage: CIImage? { get { values["inputBackgroundImage"] as? CIImage } set { values["inputBackgroundImage"] = newValue } }
    /// The mask.
    public var maskImage: CIImage? { get { values["inputMaskImage"] as? CIImage } set { values["inputMaskImage"] = newValue } }
    /// A variable blur's mask.
    public var mask: CIImage? { get { values["inputMask"] as? CIImage } set { values["inputMask"] = newValue } }
    /// How gradually a vignette falls off.
    public var falloff: Float { get { input("inputFalloff", 0.5) } set { values["inputFalloff"] = newValue } }
    /// A gradient's start.
    public var point0: CGPoint { get { input("inputPoint0", CGPoint(x: 0, y: 0)) } set { values["inputPoint0"] = newValue } }
    /// A gradient's end.
    public var point1: CGPoint { get { input("inputPoint1", CGPoint(x: 200, y: 200)) } set { values["inputPoint1"] = newValue } }
    /// A gradient's inner radius.
    public var radius0: Float { get { input("inputRadius0", 5) } set { values["inputRadius0"] = newValue } }
    /// A gradient's outer radius.
    public var radius1: Float { get { input("inputRadius1", 100) } set { values["inputRadius1"] = newValue } }

    /// A transform of the image: the output's extent is transformed.
    public static func affineTransform() -> CIFilter & CIAffineTransform { CIGeometryStandIn().preset(["inputTransform": CGAffineTransform.identity]) }
    /// A high-quality scale: the output's extent is scaled.
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform {
        CIGeometryStandIn().preset(["inputScale": Float(1), "inputAspectRatio": Float(1)])
    }
    /// A quadrilateral straightened: the output is the size of the quadrilateral.
    public static func perspectiveCorrection() -> CIFilter & CIPerspectiveCorrection {
        let filter = CIGeometryStandIn()
        filter.values["inputTopLeft"] = filter.topLeft
        return filter
    }
    /// A straightening rotation.
    public static func straighten() -> CIFilter & CIStraighten { CIFilter().preset(["inputAngle": Float(0)]) }
    /// The image over its background.
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { CICompositeStandIn() }
    /// The image over its background, inside the background.
    public static func sourceAtopCompositing() -> CIFilter & CICompositeOperation { CICompositeStandIn() }
    /// The images multiplied.
    public static func multiplyCompositing() -> CIFilter & CICompositeOperation { CICompositeStandIn() }
    /// The multiply blend mode.
    public static func multiplyBlendMode() -> CIFilter & CICompositeOperation { CICompositeStandIn() }
    /// The screen blend mode.
    public static func screenBlendMode() -> CIFilter & CICompositeOperation { CICompositeStandIn() }
    /// The overlay blend mode.
    public static func overlayBlendMode() -> CIFilter & CICompositeOperation { CICompositeStandIn() }
    /// The image over its background through a mask.
    public static func blendWithMask() -> CIFilter & CIBlendWithMask { CICompositeStandIn() }
    /// The image over its background through a mask's alpha.
    public static func blendWithAlphaMask() -> CIFilter & CIBlendWithMask { CICompositeStandIn() }
    /// A motion blur.
    public static func motionBlur() -> CIFilter & CIMotionBlur { CIFilter().preset(["inputRadius": Float(20), "inputAngle": Float(0)]) }
    /// A zoom blur.
    public static func zoomBlur() -> CIFilter & CIZoomBlur { CIFilter().preset(["inputAmount": Float(20)]) }
    /// A blur a mask varies.
    public static func maskedVariableBlur() -> CIFilter & CIMaskedVariableBlur { CIFilter().preset(["inputRadius": Float(5)]) }
    /// A twirl.
    public static func twirlDistortion() -> CIFilter & CITwirlDistortion {
        CIFilter().preset(["inputRadius": Float(300), "inputAngle": Float(3.141_592_7)])
    }
    /// A vignette about a centre.
    public static func vignetteEffect() -> CIFilter & CIVignetteEffect { CIFilter().preset(["inputRadius": Float(150)]) }
    /// An image of one colour, without end.
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { CIFillStandIn().preset(["inputColor": CIColor.red]) }
    /// A linear gradient, without end.
    public static func linearGradient() -> CIFilter & CILinearGradient { CIFillStandIn().preset(["inputColor0": CIColor.white]) }
    /// A smooth linear gradient, without end.
    public static func smoothLinearGradient() -> CIFilter & CISmoothLinearGradient { CIFillStandIn().preset(["inputColor0": CIColor.white]) }
    /// A radial gradient, without end.
    public static func radialGradient() -> CIFilter & CIRadialGradient { CIFillStandIn().preset(["inputColor0": CIColor.white]) }
}
#endif
