#if os(Linux)
@_exported import Foundation
import StandInImageIO

// Vision's errors, object tracking over a sequence of frames, and the sequence handler. Tracking
// follows nothing in a preview: its results are empty.

/// A Vision error (Vision's `VNError`), its `code` saying what failed.
public struct VNError: Error, CustomNSError, Sendable {
    /// What failed (Vision's `VNError.Code`).
    public enum Code: Int, Sendable, Hashable {
        case requestCancelled = 1, invalidFormat = 2, operationFailed = 3, outOfBoundsError = 4, invalidOption = 5, ioError = 6
        case missingOption = 7, notImplemented = 8, internalError = 9, outOfMemory = 10, unknownError = 11, invalidOperation = 12
        case invalidImage = 13, invalidArgument = 14, invalidModel = 15, unsupportedRevision = 16, dataUnavailable = 17
        case timeStampNotFound = 18, unsupportedRequest = 19, timeout = 20
    }
    /// What failed.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// Vision's error domain.
    public static var errorDomain: String { "com.apple.vis" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
}

/// How carefully an object is tracked (Vision's `VNRequestTrackingLevel`).
public enum VNRequestTrackingLevel: UInt, Sendable, Hashable { case accurate = 0, fast = 1 }

/// A request that follows something from frame to frame (Vision's `VNTrackingRequest`).
open class VNTrackingRequest: VNImageBasedRequest, @unchecked Sendable {
    /// What is followed.
    open var inputObservation: VNDetectedObjectObservation
    /// How carefully.
    open var trackingLevel = VNRequestTrackingLevel.accurate
    /// Whether this frame is the last.
    open var isLastFrame = false
    /// The observations followed: none.
    public var results: [VNDetectedObjectObservation]? { emptyResults() }
    init(observation: VNDetectedObjectObservation, completionHandler: VNRequestCompletionHandler?) {
        inputObservation = observation
        super.init(completionHandler: completionHandler)
    }
}

/// Follows an object (Vision's `VNTrackObjectRequest`): it is lost in a preview.
open class VNTrackObjectRequest: VNTrackingRequest, @unchecked Sendable {
    /// A request following `observation`.
    public init(detectedObjectObservation observation: VNDetectedObjectObservation, completionHandler: VNRequestCompletionHandler? = nil) {
        super.init(observation: observation, completionHandler: completionHandler)
    }
}

/// Follows a rectangle (Vision's `VNTrackRectangleRequest`): it is lost in a preview.
open class VNTrackRectangleRequest: VNTrackingRequest, @unchecked Sendable {
    /// A request following `observation`.
    public init(rectangleObservation observation: VNRectangleObservation, completionHandler: VNRequestCompletionHandler? = nil) {
        super.init(observation: observation, completionHandler: completionHandler)
    }
}

/// Runs requests on a sequence of frames (Vision's `VNSequenceRequestHandler`): each finds nothing.
open class VNSequenceRequestHandler: NSObject, @unchecked Sendable {
    /// A handler.
    public override init() {}
    /// Runs requests on a Core Graphics image.
    open func perform(_ requests: [VNRequest], on image: CGImage) throws { requests.forEach { $0.finish() } }
    /// Runs requests on a Core Graphics image in `orientation`.
    open func perform(_ requests: [VNRequest], on image: CGImage, orientation: CGImagePropertyOrientation) throws { requests.forEach { $0.finish() } }
    /// Runs requests on a Core Image image.
    open func perform(_ requests: [VNRequest], on image: CIImage) throws { requests.forEach { $0.finish() } }
    /// Runs requests on a Core Image image in `orientation`.
    open func perform(_ requests: [VNRequest], on image: CIImage, orientation: CGImagePropertyOrientation) throws { requests.forEach { $0.finish() } }
    /// Runs requests on an image file.
    open func perform(_ requests: [VNRequest], onImageURL imageURL: URL) throws { requests.forEach { $0.finish() } }
}
#endif
