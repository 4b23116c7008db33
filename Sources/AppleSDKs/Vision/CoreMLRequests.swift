#if os(Linux)
@_exported import Foundation
import StandInCoreML

// Vision's Core ML requests and built-in classification. A preview has no model to load (Core
// ML's loads throw), and its requests, run on an image, find nothing: their results are empty.

/// How an image is fitted to a model's input size (Vision's `VNImageCropAndScaleOption`).
public enum VNImageCropAndScaleOption: UInt, Sendable, Hashable {
    /// Scaled to fill the shorter side, then cropped around the centre.
    case centerCrop = 0
    /// Scaled to fit the longer side, keeping its aspect ratio.
    case scaleFit = 1
    /// Scaled to fill both sides, changing its aspect ratio.
    case scaleFill = 2
    /// Rotated 90° counterclockwise, then scaled to fit.
    case scaleFitRotate90CCW = 257
    /// Rotated 90° counterclockwise, then scaled to fill.
    case scaleFillRotate90CCW = 258
}

/// A Core ML model wrapped for Vision's requests (Vision's `VNCoreMLModel`).
open class VNCoreMLModel: NSObject, @unchecked Sendable {
    /// The model.
    public let model: MLModel
    /// The name of the model's image input Vision fills.
    open var inputImageFeatureName = "image"
    /// The model's other inputs.
    open var featureProvider: (any MLFeatureProvider)?
    /// Wraps a model for Vision.
    public init(for model: MLModel) throws { self.model = model }
}

/// Runs a Core ML model on an image (Vision's `VNCoreMLRequest`): finds nothing in a preview.
/// Its `results` are `VNClassificationObservation`s for a classifier, `VNRecognizedObjectObservation`s
/// for an object detector, `VNCoreMLFeatureValueObservation`s otherwise.
open class VNCoreMLRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The model.
    public let model: VNCoreMLModel
    /// How the image is fitted to the model's input (`.centerCrop` by default).
    open var imageCropAndScaleOption = VNImageCropAndScaleOption.centerCrop
    /// A request running `model`, then calling `completionHandler`.
    public init(model: VNCoreMLModel, completionHandler: VNRequestCompletionHandler? = nil) {
        self.model = model
        super.init(completionHandler: completionHandler)
    }
}

/// Classifies an image with Vision's own taxonomy (Vision's `VNClassifyImageRequest`): finds
/// nothing in a preview.
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The classifications: none.
    public var results: [VNClassificationObservation]? { emptyResults() }
    /// The labels it can give.
    open func supportedIdentifiers() throws -> [String] { ["animal", "cat", "dog", "food", "outdoor", "people", "plant", "structure", "vehicle"] }
}

/// A label of an image and how sure it is (Vision's `VNClassificationObservation`).
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    /// The label, e.g. "cat".
    open var identifier: String { "" }
    /// Whether precision and recall can be asked.
    open var hasPrecisionRecallCurve: Bool { false }
    /// Whether the label has at least a precision at a recall.
    open func hasMinimumPrecision(_ minimumPrecision: Float, forRecall recall: Float) -> Bool { false }
    /// Whether the label has at least a recall at a precision.
    open func hasMinimumRecall(_ minimumRecall: Float, forPrecision precision: Float) -> Bool { false }
}

/// An object a Core ML detector found, with its labels (Vision's `VNRecognizedObjectObservation`).
open class VNRecognizedObjectObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// Its labels, most likely first.
    open var labels: [VNClassificationObservation] { [] }
}

/// A feature a Core ML model gave (Vision's `VNCoreMLFeatureValueObservation`).
open class VNCoreMLFeatureValueObservation: VNObservation, @unchecked Sendable {
    /// The value.
    open var featureValue: MLFeatureValue { MLFeatureValue(undefined: .invalid) }
    /// The feature's name.
    open var featureName: String { "" }
}

/// A confidence, 0 to 1 (Vision's `VNConfidence`).
public typealias VNConfidence = Float
#endif
