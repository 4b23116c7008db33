#if os(Linux)
@_exported import Foundation
import StandInCoreML
import StandInImageIO

// iOS 18's Swift Vision API: requests are structs performed with `try await request.perform(on:)`.
// As the older requests, they find nothing in a preview: each returns no observations.

/// Where coordinates start (Vision's `CoordinateOrigin`).
public enum CoordinateOrigin: Sendable, Hashable {
    /// At the bottom left, y going up (Vision's own).
    case lowerLeft
    /// At the top left, y going down (UIKit's and SwiftUI's).
    case upperLeft
}

/// A rectangle in coordinates normalized to an image, 0 to 1 (Vision's `NormalizedRect`).
public struct NormalizedRect: Hashable, Sendable {
    /// The rectangle as a `CGRect`.
    public var cgRect: CGRect
    /// A rectangle of normalized coordinates.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { cgRect = CGRect(x: x, y: y, width: width, height: height) }
    /// A rectangle of a normalized `CGRect`.
    public init(normalizedRect: CGRect) { cgRect = normalizedRect }
    /// A rectangle of an image's pixels, normalized.
    public init(imageRect: CGRect, in imageSize: CGSize) {
        cgRect = VNNormalizedRectForImageRect(imageRect, Int(imageSize.width), Int(imageSize.height))
    }
    /// The whole image.
    public static let fullImage = NormalizedRect(normalizedRect: VNNormalizedIdentityRect)
    /// Its width, normalized.
    public var width: CGFloat { cgRect.width }
    /// Its height, normalized.
    public var height: CGFloat { cgRect.height }
    /// The rectangle in an image's pixels, from an origin.
    public func toImageCoordinates(_ imageSize: CGSize, origin: CoordinateOrigin = .lowerLeft) -> CGRect {
        let rect = VNImageRectForNormalizedRect(cgRect, Int(imageSize.width), Int(imageSize.height))
        guard origin == .upperLeft else { return rect }
        return CGRect(x: rect.minX, y: imageSize.height - rect.maxY, width: rect.width, height: rect.height)
    }
}

/// Something a request found (Vision's `VisionObservation`).
public protocol VisionObservation: Hashable, Sendable {
    /// Its identifier.
    var uuid: UUID { get }
    /// How sure, 0 to 1.
    var confidence: Float { get }
}

/// A request of the Swift Vision API (Vision's `VisionRequest`).
public protocol VisionRequest: Sendable {
    /// What it produces.
    associatedtype Result
}

/// A request run on an image (Vision's `ImageProcessingRequest`): every one finds nothing here.
public protocol ImageProcessingRequest: VisionRequest where Result: RangeReplaceableCollection {
    /// The part of the image looked at.
    var regionOfInterest: NormalizedRect { get set }
}

extension ImageProcessingRequest {
    /// Runs the request on a Core Graphics image: no observations.
    public func perform(on image: CGImage, orientation: CGImagePropertyOrientation? = nil) async throws -> Result { Result() }
    /// Runs the request on a Core Image image: no observations.
    public func perform(on image: CIImage, orientation: CGImagePropertyOrientation? = nil) async throws -> Result { Result() }
    /// Runs the request on an image file: no observations.
    public func perform(on url: URL, orientation: CGImagePropertyOrientation? = nil) async throws -> Result { Result() }
    /// Runs the request on encoded image data: no observations.
    public func perform(on data: Data, orientation: CGImagePropertyOrientation? = nil) async throws -> Result { Result() }
}

/// Runs Swift Vision requests on one image (Vision's `ImageRequestHandler`): each finds nothing.
public final class ImageRequestHandler: Sendable {
    /// A handler of a Core Graphics image.
    public init(_ image: CGImage, orientation: CGImagePropertyOrientation? = nil) {}
    /// A handler of a Core Image image.
    public init(_ image: CIImage, orientation: CGImagePropertyOrientation? = nil) {}
    /// A handler of an image file.
    public init(_ url: URL, orientation: CGImagePropertyOrientation? = nil) {}
    /// A handler of encoded image data.
    public init(_ data: Data, orientation: CGImagePropertyOrientation? = nil) {}
    /// Runs a request: no observations.
    public func perform<Request: ImageProcessingRequest>(_ request: Request) async throws -> Request.Result { Request.Result() }
}

/// Recognizes text (Vision's `RecognizeTextRequest`): finds none in a preview.
public struct RecognizeTextRequest: ImageProcessingRequest, Hashable {
    /// How carefully (Vision's `RecognizeTextRequest.RecognitionLevel`).
    public enum RecognitionLevel: Sendable, Hashable { case accurate, fast }
    /// A version of the algorithm.
    public enum Revision: Sendable, Hashable { case revision3 }
    /// The part of the image looked at.
    public var regionOfInterest = NormalizedRect.fullImage
    /// How carefully.
    public var recognitionLevel = RecognitionLevel.accurate
    /// The languages, most likely first.
    public var recognitionLanguages: [Locale.Language] = [Locale.Language(identifier: "en-US")]
    /// Whether language correction is used.
    public var usesLanguageCorrection = true
    /// Whether the language is detected.
    public var automaticallyDetectsLanguage = false
    /// Words to favour.
    public var customWords: [String] = []
    /// The smallest text height looked for, relative to the image's height.
    public var minimumTextHeightFraction: Float = 1 / 32
    /// The languages it can recognize.
    public var supportedRecognitionLanguages: [Locale.Language] {
        ["en-US", "fr-FR", "it-IT", "de-DE", "es-ES", "pt-BR", "zh-Hans", "zh-Hant"].map { Locale.Language(identifier: $0) }
    }
    /// A request of a revision (the latest by default).
    public init(_ revision: Revision? = nil) {}
    /// The text found: none.
    public typealias Result = [RecognizedTextObservation]
}

/// Classifies an image (Vision's `ClassifyImageRequest`): finds nothing in a preview.
public struct ClassifyImageRequest: ImageProcessingRequest, Hashable {
    /// A version of the algorithm.
    public enum Revision: Sendable, Hashable { case revision2 }
    /// The part of the image looked at.
    public var regionOfInterest = NormalizedRect.fullImage
    /// The labels it can give.
    public var supportedIdentifiers: [String] { ["animal", "cat", "dog", "food", "outdoor", "people", "plant", "structure", "vehicle"] }
    /// A request of a revision (the latest by default).
    public init(_ revision: Revision? = nil) {}
    /// The labels found: none.
    public typealias Result = [ClassificationObservation]
}

/// Finds barcodes (Vision's `DetectBarcodesRequest`): finds none in a preview.
public struct DetectBarcodesRequest: ImageProcessingRequest, Hashable {
    /// A version of the algorithm.
    public enum Revision: Sendable, Hashable { case revision4 }
    /// The part of the image looked at.
    public var regionOfInterest = NormalizedRect.fullImage
    /// The symbologies looked for (every one when empty).
    public var symbologies: [BarcodeSymbology] = []
    /// A request of a revision (the latest by default).
    public init(_ revision: Revision? = nil) {}
    /// The barcodes found: none.
    public typealias Result = [BarcodeObservation]
}

/// Finds faces (Vision's `DetectFaceRectanglesRequest`): finds none in a preview.
public struct DetectFaceRectanglesRequest: ImageProcessingRequest, Hashable {
    /// A version of the algorithm.
    public enum Revision: Sendable, Hashable { case revision3 }
    /// The part of the image looked at.
    public var regionOfInterest = NormalizedRect.fullImage
    /// A request of a revision (the latest by default).
    public init(_ revision: Revision? = nil) {}
    /// The faces found: none.
    public typealias Result = [FaceObservation]
}

/// A barcode symbology (Vision's `BarcodeSymbology`).
public enum BarcodeSymbology: Sendable, Hashable, CaseIterable {
    case aztec, codabar, code39, code39Checksum, code39FullASCII, code39FullASCIIChecksum, code93, code93i, code128, dataMatrix
    case ean8, ean13, gs1DataBar, gs1DataBarExpanded, gs1DataBarLimited, i2of5, i2of5Checksum, itf14, microPDF417, microQR
    case msiPlessey, pdf417, qr, upce
}

/// Text found: a line and its readings (Vision's `RecognizedTextObservation`).
public struct RecognizedTextObservation: VisionObservation {
    /// Its identifier.
    public let uuid: UUID
    /// How sure.
    public let confidence: Float
    /// Where it is.
    public let boundingBox: NormalizedRect
    /// The best readings, most likely first.
    public func topCandidates(_ maxCandidateCount: Int) -> [RecognizedText] { [] }
}

/// A reading of text (Vision's `RecognizedText`).
public struct RecognizedText: Hashable, Sendable {
    /// The text.
    public let string: String
    /// How sure.
    public let confidence: Float
}

/// A label of an image (Vision's `ClassificationObservation`).
public struct ClassificationObservation: VisionObservation {
    /// Its identifier.
    public let uuid: UUID
    /// How sure.
    public let confidence: Float
    /// The label, e.g. "cat".
    public let identifier: String
    /// Whether the label has at least a precision at a recall.
    public func hasMinimumPrecision(_ minimumPrecision: Float, forRecall recall: Float) -> Bool { false }
    /// Whether the label has at least a recall at a precision.
    public func hasMinimumRecall(_ minimumRecall: Float, forPrecision precision: Float) -> Bool { false }
}

/// A barcode found (Vision's `BarcodeObservation`).
public struct BarcodeObservation: VisionObservation {
    /// Its identifier.
    public let uuid: UUID
    /// How sure.
    public let confidence: Float
    /// Where it is.
    public let boundingBox: NormalizedRect
    /// Its symbology.
    public let symbology: BarcodeSymbology
    /// Its text.
    public let payloadString: String?
}

/// A face found (Vision's `FaceObservation`).
public struct FaceObservation: VisionObservation {
    /// Its identifier.
    public let uuid: UUID
    /// How sure.
    public let confidence: Float
    /// Where it is.
    public let boundingBox: NormalizedRect
}

/// A Core ML model for the Swift Vision API (Vision's `CoreMLModelContainer`).
public struct CoreMLModelContainer: @unchecked Sendable {
    /// The model.
    public let model: MLModel
    /// The name of the model's image input Vision fills.
    public var inputImageFeatureName = "image"
    /// Wraps a model for Vision.
    public init(model: MLModel, featureProvider: (any MLFeatureProvider)? = nil) throws { self.model = model }
}

/// How an image is fitted to a model's input (Vision's `ImageCropAndScaleAction`).
public enum ImageCropAndScaleAction: Sendable, Hashable {
    case centerCrop, scaleToFit, scaleToFill, scaleToFitPlus90CCWRotation, scaleToFillPlus90CCWRotation
}

/// Runs a Core ML model on an image (Vision's `CoreMLRequest`): finds nothing in a preview.
public struct CoreMLRequest: ImageProcessingRequest {
    /// The model.
    public let model: CoreMLModelContainer
    /// The part of the image looked at.
    public var regionOfInterest = NormalizedRect.fullImage
    /// How the image is fitted to the model's input.
    public var cropAndScaleAction = ImageCropAndScaleAction.centerCrop
    /// A request running `model`.
    public init(model: CoreMLModelContainer) { self.model = model }
    /// The observations: none.
    public typealias Result = [any VisionObservation]
}
#endif
