#if os(Linux)
import Foundation
import StandInCoreGraphics

// More typed built-in filters: area reductions (an image's average, maximum, minimum colour: a
// 1×1 image, as on a device, blank here) and luminance sharpening (its input image here).

/// An area reduction's inputs (Core Image's `CIAreaReductionFilter`).
public protocol CIAreaReductionFilter: CIFilterProtocol {
    /// The image to reduce.
    var inputImage: CIImage? { get set }
    /// The area reduced.
    var extent: CGRect { get set }
}

/// The average colour of an area (Core Image's `CIAreaAverage`).
public protocol CIAreaAverage: CIAreaReductionFilter {}
/// The maximum colour of an area (Core Image's `CIAreaMaximum`).
public protocol CIAreaMaximum: CIAreaReductionFilter {}
/// The minimum colour of an area (Core Image's `CIAreaMinimum`).
public protocol CIAreaMinimum: CIAreaReductionFilter {}

/// Sharpening of the luminance (Core Image's `CISharpenLuminance`).
public protocol CISharpenLuminance: CIFilterProtocol {
    /// The image to sharpen.
    var inputImage: CIImage? { get set }
    /// How much to sharpen.
    var sharpness: Float { get set }
    /// The radius of the sharpening.
    var radius: Float { get set }
}

/// A reduction filter: its output is a 1×1 image when it has an input image.
final class CIAreaReductionStandIn: CIFilter, @unchecked Sendable {
    override var outputImage: CIImage? { inputImage == nil ? nil : CIImage(extent: CGRect(x: 0, y: 0, width: 1, height: 1)) }
}

extension CIFilter: CIAreaAverage, CIAreaMaximum, CIAreaMinimum, CISharpenLuminance {
    /// The area a reduction reduces.
    public var extent: CGRect {
        get { (values["inputExtent"] as? CGRect) ?? CGRect(x: 0, y: 0, width: 640, height: 80) }
        set { values["inputExtent"] = newValue }
    }
    /// How much to sharpen.
    public var sharpness: Float {
        get { (values["inputSharpness"] as? Float) ?? 0.4 }
        set { values["inputSharpness"] = newValue }
    }

    /// The average colour of an area, as a 1×1 image.
    public static func areaAverage() -> CIFilter & CIAreaAverage { CIAreaReductionStandIn() }
    /// The maximum colour of an area, as a 1×1 image.
    public static func areaMaximum() -> CIFilter & CIAreaMaximum { CIAreaReductionStandIn() }
    /// The minimum colour of an area, as a 1×1 image.
    public static func areaMinimum() -> CIFilter & CIAreaMinimum { CIAreaReductionStandIn() }
    /// Sharpening of the luminance.
    public static func sharpenLuminance() -> CIFilter & CISharpenLuminance { CIFilter() }
}
#endif
