#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// How a session tracks the world (ARKit's `ARConfiguration`): no configuration is supported on a
/// preview's device, so `isSupported` is false and running one fails.
open class ARConfiguration: NSObject, @unchecked Sendable {
    /// How the world's axes are set (ARKit's `ARConfiguration.WorldAlignment`).
    public enum WorldAlignment: Int, Sendable { case gravity, gravityAndHeading, camera }

    /// A camera format (ARKit's `ARConfiguration.VideoFormat`).
    open class VideoFormat: NSObject, @unchecked Sendable {
        /// The image size in pixels.
        open var imageResolution: CGSize { CGSize(width: 1920, height: 1440) }
        /// The frame rate.
        open var framesPerSecond: Int { 60 }
    }

    /// What the session extracts from frames besides tracking (ARKit's `ARConfiguration.FrameSemantics`).
    public struct FrameSemantics: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// People are segmented from the background.
        public static let personSegmentation = FrameSemantics(rawValue: 1 << 0)
        /// People are segmented, with depth.
        public static let personSegmentationWithDepth = FrameSemantics(rawValue: (1 << 0) | (1 << 1))
        /// A person's body is detected in 2D.
        public static let bodyDetection = FrameSemantics(rawValue: 1 << 2)
        /// The LiDAR's depth of the scene.
        public static let sceneDepth = FrameSemantics(rawValue: 1 << 3)
        /// The depth of the scene, smoothed over frames.
        public static let smoothedSceneDepth = FrameSemantics(rawValue: 1 << 4)
    }

    /// What a mesh of the surroundings holds (ARKit's `ARConfiguration.SceneReconstruction`).
    public struct SceneReconstruction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A mesh of the surroundings.
        public static let mesh = SceneReconstruction(rawValue: 1 << 0)
        /// A mesh with a classification of each face.
        public static let meshWithClassification = SceneReconstruction(rawValue: (1 << 0) | (1 << 1))
    }

    /// Whether the device supports this configuration: never, in a preview.
    open class var isSupported: Bool { false }
    /// The camera formats the device supports: none, in a preview.
    open class var supportedVideoFormats: [VideoFormat] { [] }
    /// Whether the device supports extracting `frameSemantics`: no, in a preview.
    open class func supportsFrameSemantics(_ frameSemantics: FrameSemantics) -> Bool { false }

    /// The camera format.
    open var videoFormat = VideoFormat()
    /// How the world's axes are set.
    open var worldAlignment = WorldAlignment.gravity
    /// Whether the light is estimated.
    open var isLightEstimationEnabled = true
    /// Whether the microphone's audio is captured.
    open var providesAudioData = false
    /// What is extracted from frames.
    open var frameSemantics: FrameSemantics = []

    /// A configuration.
    public override init() {}
}

/// Tracks the device in the world with its back camera (ARKit's `ARWorldTrackingConfiguration`):
/// not supported in a preview.
open class ARWorldTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// Which planes are detected (ARKit's `ARWorldTrackingConfiguration.PlaneDetection`).
    public struct PlaneDetection: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Floors and tables.
        public static let horizontal = PlaneDetection(rawValue: 1 << 0)
        /// Walls.
        public static let vertical = PlaneDetection(rawValue: 1 << 1)
    }
    /// How environment textures are made (ARKit's `ARWorldTrackingConfiguration.EnvironmentTexturing`).
    public enum EnvironmentTexturing: Int, Sendable { case none, manual, automatic }

    /// Whether the device can reconstruct the scene: no, in a preview.
    open class func supportsSceneReconstruction(_ sceneReconstruction: SceneReconstruction) -> Bool { false }
    /// Whether the front camera can track the user's face at the same time: no, in a preview.
    open class var supportsUserFaceTracking: Bool { false }

    /// Which planes are detected.
    open var planeDetection: PlaneDetection = []
    /// How environment textures are made.
    open var environmentTexturing = EnvironmentTexturing.none
    /// Whether environment textures are HDR.
    open var wantsHDREnvironmentTextures = true
    /// The mesh of the surroundings made.
    open var sceneReconstruction: SceneReconstruction = []
    /// The images to detect.
    open var detectionImages: Set<ARReferenceImage> = []
    /// How many detected images are tracked at once.
    open var maximumNumberOfTrackedImages = 0
    /// A world map to start from.
    open var initialWorldMap: ARWorldMap?
    /// Whether the camera autofocuses.
    open var isAutoFocusEnabled = true
    /// Whether the session shares data with peers.
    open var isCollaborationEnabled = false
    /// Whether the user's face is tracked too.
    open var userFaceTrackingEnabled = false
}

/// Tracks the user's face with the front camera (ARKit's `ARFaceTrackingConfiguration`): not
/// supported in a preview.
open class ARFaceTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// How many faces the device can track: none, in a preview.
    open class var supportedNumberOfTrackedFaces: Int { 0 }
    /// Whether world tracking is supported at the same time: no, in a preview.
    open class var supportsWorldTracking: Bool { false }
    /// How many faces are tracked.
    open var maximumNumberOfTrackedFaces = 1
    /// Whether the world is tracked too.
    open var isWorldTrackingEnabled = false
}

/// Tracks known images (ARKit's `ARImageTrackingConfiguration`): not supported in a preview.
open class ARImageTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// The images to track.
    open var trackingImages: Set<ARReferenceImage> = []
    /// How many images are tracked at once.
    open var maximumNumberOfTrackedImages = 1
    /// Whether the camera autofocuses.
    open var isAutoFocusEnabled = true
}

/// Tracks a person's body (ARKit's `ARBodyTrackingConfiguration`): not supported in a preview.
open class ARBodyTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// Whether the skeleton's scale is estimated.
    open var automaticSkeletonScaleEstimationEnabled = false
    /// Which planes are detected.
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
    /// The images to detect.
    open var detectionImages: Set<ARReferenceImage> = []
    /// How environment textures are made.
    open var environmentTexturing = ARWorldTrackingConfiguration.EnvironmentTexturing.none
}

/// Tracks the device's orientation only (ARKit's `AROrientationTrackingConfiguration`): not
/// supported in a preview.
open class AROrientationTrackingConfiguration: ARConfiguration, @unchecked Sendable {}

/// Tracks geographic locations (ARKit's `ARGeoTrackingConfiguration`): not available in a preview.
open class ARGeoTrackingConfiguration: ARConfiguration, @unchecked Sendable {
    /// Whether geo tracking is available here: calls back false at once, in a preview.
    open class func checkAvailability(completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    /// Whether geo tracking is available here: false, in a preview.
    open class func checkAvailability() async throws -> Bool { false }
    /// Which planes are detected.
    open var planeDetection: ARWorldTrackingConfiguration.PlaneDetection = []
    /// How environment textures are made.
    open var environmentTexturing = ARWorldTrackingConfiguration.EnvironmentTexturing.none
}
#endif
