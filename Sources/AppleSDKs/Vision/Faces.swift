#if os(Linux)
@_exported import Foundation

/// Finds faces' rectangles (Vision's `VNDetectFaceRectanglesRequest`): none are found here.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The faces found: none.
    public var results: [VNFaceObservation]? { emptyResults() }
}

/// Finds faces' landmarks (Vision's `VNDetectFaceLandmarksRequest`): none are found here.
open class VNDetectFaceLandmarksRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The faces found: none.
    public var results: [VNFaceObservation]? { emptyResults() }
    /// The faces to look at (nil: find them first).
    open var inputFaceObservations: [VNFaceObservation]?
}

/// A face found (Vision's `VNFaceObservation`).
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// Its landmarks, when asked for.
    open var landmarks: VNFaceLandmarks2D? { nil }
    /// Its roll, in radians.
    open var roll: NSNumber? { nil }
    /// Its yaw, in radians.
    open var yaw: NSNumber? { nil }
    /// Its pitch, in radians.
    open var pitch: NSNumber? { nil }
    /// How good a capture of the face it is, 0 to 1.
    open var faceCaptureQuality: Float? { nil }
}

/// The landmarks of a face (Vision's `VNFaceLandmarks2D`).
open class VNFaceLandmarks2D: NSObject, @unchecked Sendable {
    /// How sure.
    open var confidence: Float { 0 }
    /// Every point.
    open var allPoints: VNFaceLandmarkRegion2D? { nil }
    /// The face's outline.
    open var faceContour: VNFaceLandmarkRegion2D? { nil }
    /// The left eye.
    open var leftEye: VNFaceLandmarkRegion2D? { nil }
    /// The right eye.
    open var rightEye: VNFaceLandmarkRegion2D? { nil }
    /// The nose.
    open var nose: VNFaceLandmarkRegion2D? { nil }
    /// The outer lips.
    open var outerLips: VNFaceLandmarkRegion2D? { nil }
    /// The inner lips.
    open var innerLips: VNFaceLandmarkRegion2D? { nil }
}

/// The points of a face's landmark (Vision's `VNFaceLandmarkRegion2D`).
open class VNFaceLandmarkRegion2D: NSObject, @unchecked Sendable {
    /// The number of points.
    open var pointCount: Int { 0 }
    /// The points, normalized to the face's bounding box.
    open var normalizedPoints: [CGPoint] { [] }
    /// The points in an image of a size.
    open func pointsInImage(imageSize: CGSize) -> [CGPoint] { [] }
}
#endif
