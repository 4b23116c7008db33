#if os(Linux)
// ARKit's API is written in simd's types (`simd_float4x4` transforms), which it re-exports as on iOS.
@_exported import StandInsimd
@_exported import Foundation
import StandInUIKit

/// A position and orientation in the tracked world (ARKit's `ARAnchor`): the app's own anchors
/// are kept; a preview's session adds none of its own.
open class ARAnchor: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: UUID
    /// Its name.
    public let name: String?
    /// Where it is in the world.
    public let transform: simd_float4x4
    /// The session that added it: none for the app's own.
    open var sessionIdentifier: UUID? { nil }
    /// An anchor at `transform`.
    public init(transform: simd_float4x4) { (identifier, name, self.transform) = (UUID(), nil, transform) }
    /// A named anchor at `transform`.
    public init(name: String, transform: simd_float4x4) { (identifier, self.name, self.transform) = (UUID(), name, transform) }
    /// A copy of an anchor.
    public required init(anchor: ARAnchor) { (identifier, name, transform) = (anchor.identifier, anchor.name, anchor.transform) }
}

/// A detected flat surface (ARKit's `ARPlaneAnchor`): never detected in a preview.
open class ARPlaneAnchor: ARAnchor, @unchecked Sendable {
    /// Whether a plane is horizontal or vertical (ARKit's `ARPlaneAnchor.Alignment`).
    public enum Alignment: Int, Sendable { case horizontal, vertical }
    /// What a plane is (ARKit's `ARPlaneAnchor.Classification`).
    public enum Classification: Sendable, Equatable {
        /// Why a plane has no classification (ARKit's `ARPlaneAnchor.Classification.Status`).
        public enum Status: Int, Sendable { case notAvailable, undetermined, unknown }
        case none(Status), wall, floor, ceiling, table, seat, window, door
    }
    /// Whether the device classifies planes: no, in a preview.
    open class var isClassificationSupported: Bool { false }
    /// Its alignment.
    open var alignment: Alignment { .horizontal }
    /// Its center, relative to the anchor.
    open var center: simd_float3 { .zero }
    /// Its size.
    open var planeExtent: ARPlaneExtent { ARPlaneExtent() }
    /// What it is.
    open var classification: Classification { .none(.notAvailable) }
}

/// A plane's size (ARKit's `ARPlaneExtent`).
open class ARPlaneExtent: NSObject, @unchecked Sendable {
    /// Its width in meters.
    open var width: Float { 0 }
    /// Its height in meters.
    open var height: Float { 0 }
    /// Its rotation about the y-axis.
    open var rotationOnYAxis: Float { 0 }
}

/// A tracked face (ARKit's `ARFaceAnchor`): never tracked in a preview.
open class ARFaceAnchor: ARAnchor, @unchecked Sendable {
    /// A facial feature's movement (ARKit's `ARFaceAnchor.BlendShapeLocation`).
    public struct BlendShapeLocation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The left eye closes.
        public static let eyeBlinkLeft = BlendShapeLocation(rawValue: "eyeBlink_L")
        /// The right eye closes.
        public static let eyeBlinkRight = BlendShapeLocation(rawValue: "eyeBlink_R")
        /// The jaw opens.
        public static let jawOpen = BlendShapeLocation(rawValue: "jawOpen")
        /// The left mouth corner rises.
        public static let mouthSmileLeft = BlendShapeLocation(rawValue: "mouthSmile_L")
        /// The right mouth corner rises.
        public static let mouthSmileRight = BlendShapeLocation(rawValue: "mouthSmile_R")
        /// The lips form an O.
        public static let mouthFunnel = BlendShapeLocation(rawValue: "mouthFunnel")
        /// The lips pucker.
        public static let mouthPucker = BlendShapeLocation(rawValue: "mouthPucker")
        /// The inner brows rise.
        public static let browInnerUp = BlendShapeLocation(rawValue: "browInnerUp")
        /// The left brow lowers.
        public static let browDownLeft = BlendShapeLocation(rawValue: "browDown_L")
        /// The right brow lowers.
        public static let browDownRight = BlendShapeLocation(rawValue: "browDown_R")
        /// The cheeks puff.
        public static let cheekPuff = BlendShapeLocation(rawValue: "cheekPuff")
        /// The tongue sticks out.
        public static let tongueOut = BlendShapeLocation(rawValue: "tongueOut")
        /// The left eye widens.
        public static let eyeWideLeft = BlendShapeLocation(rawValue: "eyeWide_L")
        /// The right eye widens.
        public static let eyeWideRight = BlendShapeLocation(rawValue: "eyeWide_R")
    }
    /// Each feature's movement from 0 to 1: none, in a preview.
    open var blendShapes: [BlendShapeLocation: NSNumber] { [:] }
    /// The left eye's transform.
    open var leftEyeTransform: simd_float4x4 { matrix_identity_float4x4 }
    /// The right eye's transform.
    open var rightEyeTransform: simd_float4x4 { matrix_identity_float4x4 }
    /// Where the eyes look.
    open var lookAtPoint: simd_float3 { .zero }
    /// Whether the face is tracked now: no, in a preview.
    open var isTracked: Bool { false }
}

/// A detected image (ARKit's `ARImageAnchor`): never detected in a preview.
open class ARImageAnchor: ARAnchor, @unchecked Sendable {
    /// The image detected.
    open var referenceImage: ARReferenceImage { ARReferenceImage(physicalSize: .zero) }
    /// Whether the image is tracked now: no, in a preview.
    open var isTracked: Bool { false }
    /// How the image's real size compares to the reference's.
    open var estimatedScaleFactor: CGFloat { 1 }
}

/// A camera image with its tracking (ARKit's `ARFrame`): none comes in a preview.
open class ARFrame: NSObject, @unchecked Sendable {
    /// How well the world is mapped (ARKit's `ARFrame.WorldMappingStatus`).
    public enum WorldMappingStatus: Int, Sendable { case notAvailable, limited, extending, mapped }
    /// The camera.
    public let camera: ARCamera
    /// When it was captured.
    public let timestamp: TimeInterval
    /// The anchors tracked.
    public let anchors: [ARAnchor]
    /// The estimated light.
    open var lightEstimate: ARLightEstimate? { nil }
    /// How well the world is mapped.
    open var worldMappingStatus: WorldMappingStatus { .notAvailable }
    init(camera: ARCamera, timestamp: TimeInterval, anchors: [ARAnchor]) { (self.camera, self.timestamp, self.anchors) = (camera, timestamp, anchors) }
    /// A raycast query from a point of the image (normalized coordinates).
    open func raycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                           alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery {
        ARRaycastQuery(origin: .zero, direction: SIMD3(0, 0, -1), allowing: target, alignment: alignment)
    }
}

/// The device's camera in a frame (ARKit's `ARCamera`).
open class ARCamera: NSObject, @unchecked Sendable {
    /// How well the device is tracked (ARKit's `ARCamera.TrackingState`).
    public enum TrackingState: Sendable, Equatable {
        /// Why tracking is limited (ARKit's `ARCamera.TrackingState.Reason`).
        public enum Reason: Sendable, Equatable { case initializing, excessiveMotion, insufficientFeatures, relocalizing }
        case notAvailable
        case limited(Reason)
        case normal
    }
    /// The tracking state: not available, in a preview.
    open var trackingState: TrackingState { .notAvailable }
    /// Where the camera is in the world.
    open var transform: simd_float4x4 { matrix_identity_float4x4 }
    /// Its rotation as Euler angles.
    open var eulerAngles: simd_float3 { .zero }
    /// The image size.
    open var imageResolution: CGSize { CGSize(width: 1920, height: 1440) }
    /// The projection matrix.
    open var projectionMatrix: simd_float4x4 { matrix_identity_float4x4 }
}

/// The light estimated in a frame (ARKit's `ARLightEstimate`).
open class ARLightEstimate: NSObject, @unchecked Sendable {
    /// The ambient intensity in lumens (1000 is neutral).
    open var ambientIntensity: CGFloat { 1000 }
    /// The ambient color temperature in kelvin.
    open var ambientColorTemperature: CGFloat { 6500 }
}

/// A ray to cast into the tracked world (ARKit's `ARRaycastQuery`).
open class ARRaycastQuery: NSObject, @unchecked Sendable {
    /// What a ray may hit (ARKit's `ARRaycastQuery.Target`).
    public enum Target: Int, Sendable { case existingPlaneGeometry, existingPlaneInfinite, estimatedPlane }
    /// Which planes a ray may hit (ARKit's `ARRaycastQuery.TargetAlignment`).
    public enum TargetAlignment: Int, Sendable { case horizontal, vertical, any }
    /// Where the ray starts.
    public let origin: simd_float3
    /// Its direction.
    public let direction: simd_float3
    /// What it may hit.
    public let target: Target
    /// Which planes it may hit.
    public let targetAlignment: TargetAlignment
    /// A query.
    public init(origin: simd_float3, direction: simd_float3, allowing target: Target, alignment: TargetAlignment) {
        (self.origin, self.direction, self.target, targetAlignment) = (origin, direction, target, alignment)
    }
}

/// Where a ray hit a surface (ARKit's `ARRaycastResult`): there are none in a preview.
open class ARRaycastResult: NSObject, @unchecked Sendable {
    /// Where it hit.
    open var worldTransform: simd_float4x4 { matrix_identity_float4x4 }
    /// What kind of surface.
    open var target: ARRaycastQuery.Target { .estimatedPlane }
    /// The surface's alignment.
    open var targetAlignment: ARRaycastQuery.TargetAlignment { .any }
    /// The anchor hit.
    open var anchor: ARAnchor? { nil }
}

/// Where a hit test hit a surface (ARKit's `ARHitTestResult`): there are none in a preview.
open class ARHitTestResult: NSObject, @unchecked Sendable {
    /// What a hit test may hit (ARKit's `ARHitTestResult.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A feature point.
        public static let featurePoint = ResultType(rawValue: 1 << 0)
        /// An estimated horizontal plane.
        public static let estimatedHorizontalPlane = ResultType(rawValue: 1 << 1)
        /// An estimated vertical plane.
        public static let estimatedVerticalPlane = ResultType(rawValue: 1 << 2)
        /// A detected plane, unbounded.
        public static let existingPlane = ResultType(rawValue: 1 << 3)
        /// A detected plane, within its extent.
        public static let existingPlaneUsingExtent = ResultType(rawValue: 1 << 4)
        /// A detected plane, within its geometry.
        public static let existingPlaneUsingGeometry = ResultType(rawValue: 1 << 5)
    }
    /// What it hit.
    open var type: ResultType { [] }
    /// How far from the camera.
    open var distance: CGFloat { 0 }
    /// Where it hit, relative to the anchor.
    open var localTransform: simd_float4x4 { matrix_identity_float4x4 }
    /// Where it hit in the world.
    open var worldTransform: simd_float4x4 { matrix_identity_float4x4 }
    /// The anchor hit.
    open var anchor: ARAnchor? { nil }
}
#endif
