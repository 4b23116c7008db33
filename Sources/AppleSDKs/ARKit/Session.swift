#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// Runs augmented reality (ARKit's `ARSession`): a preview's device cannot track, so `run(_:options:)`
/// reports `ARError.unsupportedConfiguration` to the delegate at once and no frame ever comes.
open class ARSession: NSObject, @unchecked Sendable {
    /// How a run treats the previous one (ARKit's `ARSession.RunOptions`).
    public struct RunOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tracking starts over.
        public static let resetTracking = RunOptions(rawValue: 1 << 0)
        /// The anchors are removed.
        public static let removeExistingAnchors = RunOptions(rawValue: 1 << 1)
        /// Tracked raycasts stop.
        public static let stopTrackedRaycasts = RunOptions(rawValue: 1 << 2)
        /// The reconstructed scene is dropped.
        public static let resetSceneReconstruction = RunOptions(rawValue: 1 << 3)
    }

    /// Told of frames, anchors and failures.
    open weak var delegate: (any ARSessionDelegate)?
    /// The queue the delegate is called on (called at once here).
    open var delegateQueue: DispatchQueue?
    /// The latest frame: none, in a preview.
    open var currentFrame: ARFrame? { nil }
    /// The configuration last run.
    open private(set) var configuration: ARConfiguration?
    private var anchors: [ARAnchor] = []
    /// The session's identifier (fixed).
    open var identifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)) }

    /// A session.
    public override init() {}

    /// Runs `configuration`: it is not supported in a preview, so the delegate is told
    /// `ARError.unsupportedConfiguration` at once.
    open func run(_ configuration: ARConfiguration, options: RunOptions = []) {
        self.configuration = configuration
        if options.contains(.removeExistingAnchors) { anchors = [] }
        delegate?.session(self, didFailWithError: ARError(.unsupportedConfiguration))
    }
    /// Pauses the session.
    open func pause() {}
    /// Adds an anchor (the delegate hears of it on the next frame, which never comes).
    open func add(anchor: ARAnchor) { anchors.append(anchor) }
    /// Removes an anchor.
    open func remove(anchor: ARAnchor) { anchors.removeAll { $0 === anchor } }
    /// Casts a ray into the tracked world: nothing is hit in a preview.
    open func raycast(_ query: ARRaycastQuery) -> [ARRaycastResult] { [] }
    /// Gets the world map: fails, as nothing is tracked.
    open func getCurrentWorldMap(completionHandler: @escaping @Sendable (ARWorldMap?, (any Error)?) -> Void) {
        completionHandler(nil, ARError(.invalidWorldMap))
    }
    /// Gets the world map: throws, as nothing is tracked.
    open func currentWorldMap() async throws -> ARWorldMap { throw ARError(.invalidWorldMap) }
}

/// Told of a session's state (ARKit's `ARSessionObserver`); every method has an empty default.
public protocol ARSessionObserver: NSObjectProtocol {
    /// The session failed (in a preview: `ARError.unsupportedConfiguration` when it is run).
    func session(_ session: ARSession, didFailWithError error: any Error)
    /// The camera's tracking state changed (never, in a preview).
    func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera)
    /// The session was interrupted.
    func sessionWasInterrupted(_ session: ARSession)
    /// The interruption ended.
    func sessionInterruptionEnded(_ session: ARSession)
    /// Whether to try relocalizing after an interruption.
    func sessionShouldAttemptRelocalization(_ session: ARSession) -> Bool
}

extension ARSessionObserver {
    public func session(_ session: ARSession, didFailWithError error: any Error) {}
    public func session(_ session: ARSession, cameraDidChangeTrackingState camera: ARCamera) {}
    public func sessionWasInterrupted(_ session: ARSession) {}
    public func sessionInterruptionEnded(_ session: ARSession) {}
    public func sessionShouldAttemptRelocalization(_ session: ARSession) -> Bool { false }
}

/// Told of a session's frames and anchors (ARKit's `ARSessionDelegate`): none come in a preview;
/// every method has an empty default.
public protocol ARSessionDelegate: ARSessionObserver {
    /// A new frame.
    func session(_ session: ARSession, didUpdate frame: ARFrame)
    /// Anchors were added.
    func session(_ session: ARSession, didAdd anchors: [ARAnchor])
    /// Anchors were updated.
    func session(_ session: ARSession, didUpdate anchors: [ARAnchor])
    /// Anchors were removed.
    func session(_ session: ARSession, didRemove anchors: [ARAnchor])
}

extension ARSessionDelegate {
    public func session(_ session: ARSession, didUpdate frame: ARFrame) {}
    public func session(_ session: ARSession, didAdd anchors: [ARAnchor]) {}
    public func session(_ session: ARSession, didUpdate anchors: [ARAnchor]) {}
    public func session(_ session: ARSession, didRemove anchors: [ARAnchor]) {}
}

/// Something that has a session, as AR views do (ARKit's `ARSessionProviding`).
@MainActor @preconcurrency
public protocol ARSessionProviding: NSObjectProtocol {
    /// The session.
    var session: ARSession { get }
}

/// A saved map of a tracked world (ARKit's `ARWorldMap`): none exists in a preview.
open class ARWorldMap: NSObject, @unchecked Sendable {
    /// The anchors saved with it.
    open var anchors: [ARAnchor] = []
    /// The center of the mapped space.
    open var center = simd_float3.zero
    /// The size of the mapped space.
    open var extent = simd_float3.zero
}

/// An image to detect in the world (ARKit's `ARReferenceImage`).
open class ARReferenceImage: NSObject, @unchecked Sendable {
    /// Its name.
    open var name: String?
    /// Its size in meters.
    open private(set) var physicalSize: CGSize
    init(physicalSize: CGSize) { self.physicalSize = physicalSize }
    /// The images of an asset catalog group: none, as a preview has no AR resource groups.
    open class func referenceImages(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceImage>? { nil }
}

/// An error of ARKit (ARKit's `ARError`).
public struct ARError: Error, CustomNSError, LocalizedError, Sendable {
    /// What went wrong (ARKit's `ARError.Code`).
    public enum Code: Int, Sendable {
        case unsupportedConfiguration = 100, sensorUnavailable = 101, sensorFailed = 102, cameraUnauthorized = 103,
             microphoneUnauthorized = 104, locationUnauthorized = 105, highResolutionFrameCaptureInProgress = 106,
             highResolutionFrameCaptureFailed = 107, worldTrackingFailed = 200, geoTrackingNotAvailableAtLocation = 201,
             geoTrackingFailed = 202, invalidReferenceImage = 300, invalidReferenceObject = 301, invalidWorldMap = 302,
             invalidConfiguration = 303, invalidCollaborationData = 304, insufficientFeatures = 400, objectMergeFailed = 401,
             fileIOFailed = 500, requestFailed = 501
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }

    /// The error domain (`ARErrorDomain`).
    public static var errorDomain: String { "com.apple.arkit.error" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description, for the `NSError` it bridges to.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription ?? ""] }
    /// A sentence for the user.
    public var errorDescription: String? {
        switch code {
        case .unsupportedConfiguration: "The provided configuration is not supported on this device."
        case .cameraUnauthorized: "Camera access is not authorized."
        default: "The AR session failed."
        }
    }

    /// The configuration is not supported on this device.
    public static var unsupportedConfiguration: Code { .unsupportedConfiguration }
    /// A sensor is unavailable.
    public static var sensorUnavailable: Code { .sensorUnavailable }
    /// A sensor failed.
    public static var sensorFailed: Code { .sensorFailed }
    /// The app may not use the camera.
    public static var cameraUnauthorized: Code { .cameraUnauthorized }
    /// World tracking failed.
    public static var worldTrackingFailed: Code { .worldTrackingFailed }
    /// A world map is invalid.
    public static var invalidWorldMap: Code { .invalidWorldMap }
}

extension ARError.Code {
    /// Matches `catch ARError.cameraUnauthorized`.
    public static func ~= (code: ARError.Code, error: any Error) -> Bool { (error as? ARError)?.code == code }
}
#endif
