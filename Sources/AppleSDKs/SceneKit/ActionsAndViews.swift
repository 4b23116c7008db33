#if os(Linux)
import Foundation
import StandInUIKit
import SwiftUI

/// Something a 3D node does over time (SceneKit's `SCNAction`): kept, never run in a preview.
open class SCNAction: NSObject, @unchecked Sendable {
    /// How long it takes.
    open var duration: TimeInterval
    /// How its progress follows time.
    open var timingMode = SCNActionTimingMode.linear
    /// Its speed.
    open var speed: CGFloat = 1
    init(duration: TimeInterval) { self.duration = duration }

    /// Rotates by angles.
    open class func rotateBy(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(duration: duration)
    }
    /// Rotates to angles.
    open class func rotateTo(x xAngle: CGFloat, y yAngle: CGFloat, z zAngle: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(duration: duration)
    }
    /// Rotates about an axis.
    open class func rotate(by angle: CGFloat, around axis: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Moves by a vector.
    open class func move(by delta: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Moves by an offset.
    open class func moveBy(x deltaX: CGFloat, y deltaY: CGFloat, z deltaZ: CGFloat, duration: TimeInterval) -> SCNAction {
        SCNAction(duration: duration)
    }
    /// Moves to a point.
    open class func move(to location: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Scales to a factor.
    open class func scale(to scale: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Scales by a factor.
    open class func scale(by scale: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Fades in.
    open class func fadeIn(duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Fades out.
    open class func fadeOut(duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Waits.
    open class func wait(duration: TimeInterval) -> SCNAction { SCNAction(duration: duration) }
    /// Runs a block (never, in a preview).
    open class func run(_ block: @escaping (SCNNode) -> Void) -> SCNAction { SCNAction(duration: 0) }
    /// Removes the node.
    open class func removeFromParentNode() -> SCNAction { SCNAction(duration: 0) }
    /// Actions one after another.
    open class func sequence(_ actions: [SCNAction]) -> SCNAction { SCNAction(duration: actions.reduce(0) { $0 + $1.duration }) }
    /// Actions together.
    open class func group(_ actions: [SCNAction]) -> SCNAction { SCNAction(duration: actions.map(\.duration).max() ?? 0) }
    /// An action repeated.
    open class func `repeat`(_ action: SCNAction, count: Int) -> SCNAction { SCNAction(duration: action.duration * Double(count)) }
    /// An action repeated forever.
    open class func repeatForever(_ action: SCNAction) -> SCNAction { SCNAction(duration: .infinity) }
    /// The same action backwards.
    open func reversed() -> SCNAction { SCNAction(duration: duration) }
}

/// How an action's progress follows time (SceneKit's `SCNActionTimingMode`).
public enum SCNActionTimingMode: Int, Sendable { case linear, easeIn, easeOut, easeInEaseOut }

/// Told of each frame a scene renders (SceneKit's `SCNSceneRendererDelegate`): never, in a preview.
public protocol SCNSceneRendererDelegate: AnyObject {
    /// A frame begins.
    func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval)
}

extension SCNSceneRendererDelegate {
    public func renderer(_ renderer: any SCNSceneRenderer, updateAtTime time: TimeInterval) {}
}

/// What renders a scene (SceneKit's `SCNSceneRenderer`).
@MainActor @preconcurrency
public protocol SCNSceneRenderer: AnyObject {
    /// The scene rendered.
    var scene: SCNScene? { get set }
    /// The node seen from.
    var pointOfView: SCNNode? { get set }
    /// Whether lights are added when the scene has none.
    var autoenablesDefaultLighting: Bool { get set }
}

/// A view rendering a 3D scene (SceneKit's `SCNView`): a placeholder of its frame.
open class SCNView: UIView, SCNSceneRenderer, @unchecked Sendable {
    /// The scene.
    open var scene: SCNScene?
    /// The node seen from.
    open var pointOfView: SCNNode?
    /// Whether the user may move the camera.
    open var allowsCameraControl = false
    /// Whether lights are added when the scene has none.
    open var autoenablesDefaultLighting = false
    /// Whether statistics show.
    open var showsStatistics = false
    /// Whether it renders continuously.
    open var rendersContinuously = false
    /// Told of frames (never, in a preview).
    open weak var delegate: (any SCNSceneRendererDelegate)?
}

/// A SceneKit scene in SwiftUI (SceneKit's `SceneView`): no 3D is rendered in a preview, so it
/// draws as a placeholder filling the frame it is given, and the views around it are checked.
public struct SceneView: View {
    /// Options of the view.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user may move the camera.
        public static let allowsCameraControl = Options(rawValue: 1)
        /// Lights are added when the scene has none.
        public static let autoenablesDefaultLighting = Options(rawValue: 2)
        /// Antialiasing by jittering.
        public static let jitteringEnabled = Options(rawValue: 4)
        /// Temporal antialiasing.
        public static let temporalAntialiasingEnabled = Options(rawValue: 8)
        /// Renders every frame.
        public static let rendersContinuously = Options(rawValue: 16)
    }

    /// A view of a scene.
    public init(scene: SCNScene? = nil, pointOfView: SCNNode? = nil, options: Options = [], preferredFramesPerSecond: Int = 60,
                delegate: (any SCNSceneRendererDelegate)? = nil) {}

    public var body: some View {
        Rectangle().fill(Color(.tertiarySystemFill)).accessibilityHidden(true)
    }
}
#endif
