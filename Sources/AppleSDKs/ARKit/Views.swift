#if os(Linux)
@_exported import Foundation
import StandInSceneKit
import StandInUIKit

/// What an AR SceneKit view overlays to debug tracking (ARKit's `ARSCNDebugOptions`, SceneKit's
/// `SCNDebugOptions` on a device): kept, never drawn in a preview.
public struct ARSCNDebugOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The physics shapes.
    public static let showPhysicsShapes = ARSCNDebugOptions(rawValue: 1 << 0)
    /// The bounding boxes.
    public static let showBoundingBoxes = ARSCNDebugOptions(rawValue: 1 << 1)
    /// The geometry as a wireframe.
    public static let showWireframe = ARSCNDebugOptions(rawValue: 1 << 5)
    /// The tracked feature points.
    public static let showFeaturePoints = ARSCNDebugOptions(rawValue: 1 << 30)
    /// The world's origin.
    public static let showWorldOrigin = ARSCNDebugOptions(rawValue: 1 << 32)
}

/// Told how anchors become SceneKit nodes (ARKit's `ARSCNViewDelegate`): no anchor comes in a
/// preview; every method has an empty default.
public protocol ARSCNViewDelegate: SCNSceneRendererDelegate, ARSessionObserver {
    /// The node for a new anchor (a device adds an empty node when nil).
    func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode?
    /// A node was added for an anchor.
    func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor)
    /// A node will be updated for its anchor.
    func renderer(_ renderer: any SCNSceneRenderer, willUpdate node: SCNNode, for anchor: ARAnchor)
    /// A node was updated for its anchor.
    func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor)
    /// A node was removed with its anchor.
    func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor)
}

extension ARSCNViewDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, nodeFor anchor: ARAnchor) -> SCNNode? { nil }
    public func renderer(_ renderer: any SCNSceneRenderer, didAdd node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, willUpdate node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didUpdate node: SCNNode, for anchor: ARAnchor) {}
    public func renderer(_ renderer: any SCNSceneRenderer, didRemove node: SCNNode, for anchor: ARAnchor) {}
}

/// A SceneKit scene over the camera (ARKit's `ARSCNView`): a placeholder of its frame in a preview,
/// whose session cannot run. A `UIView` with SceneKit's view properties rather than an `SCNView`,
/// because its `scene` is non-optional as on a device (`sceneView.scene.rootNode`), which a Swift
/// subclass of the stand-in `SCNView` (optional `scene`) cannot declare.
open class ARSCNView: UIView, ARSessionProviding, @unchecked Sendable {
    /// The AR session.
    open var session = ARSession()
    /// The scene drawn over the camera.
    open var scene = SCNScene()
    /// Told how anchors become nodes.
    open weak var delegate: (any ARSCNViewDelegate)?
    /// The node seen from.
    open var pointOfView: SCNNode?
    /// Whether lights are added when the scene has none.
    open var autoenablesDefaultLighting = false
    /// Whether the scene's light follows the estimated light.
    open var automaticallyUpdatesLighting = true
    /// Whether statistics show.
    open var showsStatistics = false
    /// What is overlaid to debug.
    open var debugOptions: ARSCNDebugOptions = []
    /// Whether camera grain is added to the scene.
    open var rendersCameraGrain = true
    /// Whether motion blur is added to the scene.
    open var rendersMotionBlur = false
    /// Whether it renders continuously.
    open var rendersContinuously = false
    /// The frame rate wanted.
    open var preferredFramesPerSecond = 60
    /// Whether it is playing.
    open var isPlaying = false

    /// Hit-tests the tracked world at a point: nothing, in a preview.
    open func hitTest(_ point: CGPoint, types: ARHitTestResult.ResultType) -> [ARHitTestResult] { [] }
    /// A raycast query from a point of the view: none, as nothing is tracked in a preview.
    open func raycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                           alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery? { nil }
    /// The anchor of a node: none, in a preview.
    open func anchor(for node: SCNNode) -> ARAnchor? { nil }
    /// The node of an anchor: none, in a preview.
    open func node(for anchor: ARAnchor) -> SCNNode? { nil }
}

/// Coaches the user to move the device until tracking works (ARKit's `ARCoachingOverlayView`):
/// never activates in a preview, as nothing is tracked.
open class ARCoachingOverlayView: UIView, @unchecked Sendable {
    /// What the user is coached towards (ARKit's `ARCoachingOverlayView.Goal`).
    public enum Goal: Int, Sendable { case tracking, horizontalPlane, verticalPlane, anyPlane, geoTracking }
    /// The session watched.
    open var session: ARSession?
    /// What provides the session watched.
    open weak var sessionProvider: (any ARSessionProviding)?
    /// Told when coaching starts and ends.
    open weak var delegate: (any ARCoachingOverlayViewDelegate)?
    /// The goal.
    open var goal = Goal.tracking
    /// Whether it shows by itself when tracking is lost.
    open var activatesAutomatically = true
    /// Whether it shows now: never, in a preview.
    open private(set) var isActive = false
    /// Shows or hides it (kept hidden in a preview).
    open func setActive(_ active: Bool, animated: Bool) {}
}

/// Told when coaching starts and ends (ARKit's `ARCoachingOverlayViewDelegate`): never, in a
/// preview; every method has an empty default.
@MainActor @preconcurrency
public protocol ARCoachingOverlayViewDelegate: NSObjectProtocol {
    /// Coaching will start.
    func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView)
    /// Coaching ended.
    func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView)
    /// The user asked to start over.
    func coachingOverlayViewDidRequestSessionReset(_ coachingOverlayView: ARCoachingOverlayView)
}

extension ARCoachingOverlayViewDelegate {
    public func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView) {}
    public func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView) {}
    public func coachingOverlayViewDidRequestSessionReset(_ coachingOverlayView: ARCoachingOverlayView) {}
}
#endif
