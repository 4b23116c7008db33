#if os(Linux)
@_exported import Foundation

// More of Vision's image requests. Each runs, as on an image with nothing in it: its results are
// empty after a handler performs it, and its completion handler is called.

/// An aspect ratio, short side over long side (Vision's `VNAspectRatio`).
public typealias VNAspectRatio = Float

/// Finds rectangles (Vision's `VNDetectRectanglesRequest`): none are found here.
open class VNDetectRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The smallest aspect ratio looked for.
    open var minimumAspectRatio: VNAspectRatio = 0.5
    /// The largest aspect ratio looked for.
    open var maximumAspectRatio: VNAspectRatio = 1
    /// How far from 90°, in degrees, corners may be.
    open var quadratureTolerance: Float = 30
    /// The smallest size, relative to the image's shorter side.
    open var minimumSize: Float = 0.2
    /// The least confidence kept.
    open var minimumConfidence: VNConfidence = 0
    /// The most rectangles returned (0: any number).
    open var maximumObservations = 1
    /// The rectangles found: none.
    public var results: [VNRectangleObservation]? { emptyResults() }
}

/// Finds a document's edges (Vision's `VNDetectDocumentSegmentationRequest`): none are found here.
open class VNDetectDocumentSegmentationRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The documents found: none.
    public var results: [VNRectangleObservation]? { emptyResults() }
}

/// Finds regions of text without reading them (Vision's `VNDetectTextRectanglesRequest`).
open class VNDetectTextRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// Whether each character's box is reported.
    open var reportCharacterBoxes = false
    /// The regions found: none.
    public var results: [VNTextObservation]? { emptyResults() }
}

/// Computes an image's feature print, to compare images (Vision's `VNGenerateImageFeaturePrintRequest`).
open class VNGenerateImageFeaturePrintRequest: VNImageBasedRequest, @unchecked Sendable {
    /// How the image is fitted to the algorithm's input.
    open var imageCropAndScaleOption = VNImageCropAndScaleOption.scaleFill
    /// The feature prints: none, in a preview.
    public var results: [VNFeaturePrintObservation]? { emptyResults() }
}

/// Finds where people would look (Vision's `VNGenerateAttentionBasedSaliencyImageRequest`).
open class VNGenerateAttentionBasedSaliencyImageRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The saliency maps: none.
    public var results: [VNSaliencyImageObservation]? { emptyResults() }
}

/// Finds the objects that stand out (Vision's `VNGenerateObjectnessBasedSaliencyImageRequest`).
open class VNGenerateObjectnessBasedSaliencyImageRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The saliency maps: none.
    public var results: [VNSaliencyImageObservation]? { emptyResults() }
}

/// Finds people (Vision's `VNDetectHumanRectanglesRequest`): none are found here.
open class VNDetectHumanRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// Whether only upper bodies are looked for.
    open var upperBodyOnly = true
    /// The people found: none.
    public var results: [VNHumanObservation]? { emptyResults() }
}

/// An animal Vision recognizes (Vision's `VNAnimalIdentifier`).
public struct VNAnimalIdentifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A cat.
    public static let cat = Self(rawValue: "Cat")
    /// A dog.
    public static let dog = Self(rawValue: "Dog")
}

/// Finds cats and dogs (Vision's `VNRecognizeAnimalsRequest`): none are found here.
open class VNRecognizeAnimalsRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The animals found: none.
    public var results: [VNRecognizedObjectObservation]? { emptyResults() }
    /// The animals it can recognize.
    open func supportedIdentifiers() throws -> [VNAnimalIdentifier] { [.cat, .dog] }
}

/// A rectangle found, by its corners (Vision's `VNRectangleObservation`).
open class VNRectangleObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// The top-left corner, normalized.
    open var topLeft: CGPoint { CGPoint(x: boundingBox.minX, y: boundingBox.maxY) }
    /// The top-right corner, normalized.
    open var topRight: CGPoint { CGPoint(x: boundingBox.maxX, y: boundingBox.maxY) }
    /// The bottom-left corner, normalized.
    open var bottomLeft: CGPoint { CGPoint(x: boundingBox.minX, y: boundingBox.minY) }
    /// The bottom-right corner, normalized.
    open var bottomRight: CGPoint { CGPoint(x: boundingBox.maxX, y: boundingBox.minY) }
}

/// A region of text found (Vision's `VNTextObservation`).
open class VNTextObservation: VNRectangleObservation, @unchecked Sendable {
    /// Each character's box, when asked for.
    open var characterBoxes: [VNRectangleObservation]? { nil }
}

/// A person found (Vision's `VNHumanObservation`).
open class VNHumanObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// Whether only the upper body was looked for.
    open var upperBodyOnly: Bool { true }
}

/// An image's feature print (Vision's `VNFeaturePrintObservation`).
open class VNFeaturePrintObservation: VNObservation, @unchecked Sendable {
    /// The number of elements.
    open var elementCount: Int { 0 }
    /// The elements' bytes.
    open var data: Data { Data() }
    /// Writes the distance to another feature print into `outDistance` (0: the same image).
    open func computeDistance(_ outDistance: UnsafeMutablePointer<Float>, to featurePrint: VNFeaturePrintObservation) throws {
        outDistance.pointee = featurePrint === self ? 0 : 1
    }
}

/// A saliency map (Vision's `VNSaliencyImageObservation`).
open class VNSaliencyImageObservation: VNObservation, @unchecked Sendable {
    /// The salient objects' boxes.
    open var salientObjects: [VNRectangleObservation]? { nil }
}

/// The whole image, normalized (Vision's `VNNormalizedIdentityRect`).
public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

/// A normalized rectangle in an image's pixels (Vision's `VNImageRectForNormalizedRect`).
public func VNImageRectForNormalizedRect(_ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let (width, height) = (CGFloat(imageWidth), CGFloat(imageHeight))
    return CGRect(x: normalizedRect.minX * width, y: normalizedRect.minY * height,
                  width: normalizedRect.width * width, height: normalizedRect.height * height)
}

/// A rectangle in an image's pixels, normalized (Vision's `VNNormalizedRectForImageRect`).
public func VNNormalizedRectForImageRect(_ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    guard imageWidth > 0, imageHeight > 0 else { return .zero }
    let (width, height) = (CGFloat(imageWidth), CGFloat(imageHeight))
    return CGRect(x: imageRect.minX / width, y: imageRect.minY / height, width: imageRect.width / width, height: imageRect.height / height)
}

/// A normalized point in an image's pixels (Vision's `VNImagePointForNormalizedPoint`).
public func VNImagePointForNormalizedPoint(_ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
    CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}
#endif
