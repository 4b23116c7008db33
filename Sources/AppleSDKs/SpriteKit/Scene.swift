#if os(Linux)
import Foundation
import StandInUIKit
import SwiftUI

/// How a scene fits its view (SpriteKit's `SKSceneScaleMode`).
public enum SKSceneScaleMode: Int, Sendable { case fill, aspectFill, aspectFit, resizeFill }

/// A SpriteKit scene (SpriteKit's `SKScene`): built as the app builds it, and `sceneDidLoad()`
/// runs once it is made, as on a device; a preview never presents it, so `didMove(to:)` and
/// `update(_:)` are not called.
open class SKScene: SKNode, @unchecked Sendable {
    /// Its size in points; a change calls `didChangeSize(_:)`.
    open var size: CGSize {
        didSet { didChangeSize(oldValue) }
    }
    /// How it fits its view.
    open var scaleMode = SKSceneScaleMode.fill
    /// Its background.
    open var backgroundColor = SKColor(red: 0.15, green: 0.15, blue: 0.15, alpha: 1)
    /// Where its origin is in the view.
    open var anchorPoint = CGPoint.zero
    /// Its camera.
    open weak var camera: SKCameraNode?
    /// Its physics.
    public let physicsWorld = SKPhysicsWorld()
    /// The view presenting it: none in a preview.
    open private(set) weak var view: SKView?
    /// A scene of a size; `sceneDidLoad()` is called once it is made.
    public init(size: CGSize) {
        self.size = size
        super.init()
        sceneDidLoad()
    }
    /// A scene of no size.
    public override convenience init() { self.init(size: .zero) }
    /// Its frame.
    open override var frame: CGRect { CGRect(origin: .zero, size: size) }
    /// It was made (or decoded): the app's setup, run in a preview too.
    open func sceneDidLoad() {}
    /// It was presented in a view.
    open func didMove(to view: SKView) {}
    /// It will leave its view.
    open func willMove(from view: SKView) {}
    /// Its size changed.
    open func didChangeSize(_ oldSize: CGSize) {}
    /// A frame begins.
    open func update(_ currentTime: TimeInterval) {}
    /// Actions were evaluated.
    open func didEvaluateActions() {}
    /// Physics were simulated.
    open func didSimulatePhysics() {}
    /// A frame ends.
    open func didFinishUpdate() {}
    /// A point in the view converted to the scene: unchanged.
    open func convertPoint(fromView point: CGPoint) -> CGPoint { point }
}

/// A view presenting a SpriteKit scene (SpriteKit's `SKView`): a placeholder of its frame.
open class SKView: UIView, @unchecked Sendable {
    /// The scene presented.
    open private(set) var scene: SKScene?
    /// Whether it is paused.
    open var isPaused = false
    /// Whether frames per second show.
    open var showsFPS = false
    /// Whether the node count shows.
    open var showsNodeCount = false
    /// Whether physics bodies show.
    open var showsPhysics = false
    /// Whether sibling order is ignored when drawing.
    open var ignoresSiblingOrder = false
    /// Whether it may be transparent.
    open var allowsTransparency = false
    /// Frames per second wanted.
    open var preferredFramesPerSecond = 60
    /// Presents a scene (not run in a preview).
    open func presentScene(_ scene: SKScene?) { self.scene = scene }
    /// Presents a scene with a transition.
    open func presentScene(_ scene: SKScene, transition: SKTransition) { self.scene = scene }
}

/// A transition between scenes (SpriteKit's `SKTransition`).
open class SKTransition: NSObject, @unchecked Sendable {
    /// A cross-fade.
    open class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    /// A fade.
    open class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    /// A fade through a colour.
    open class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    /// A push.
    open class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition { SKTransition() }
    /// A door-way.
    open class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
    /// A flip.
    open class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition() }
}

/// The direction of a push (SpriteKit's `SKTransitionDirection`).
public enum SKTransitionDirection: Int, Sendable { case up, down, right, left }

/// A SpriteKit scene in SwiftUI (SpriteKit's `SpriteView`): its scene is not run in a preview, so
/// it draws as a placeholder filling the frame it is given, in the scene's background colour, and
/// the views around it are checked.
public struct SpriteView: View {
    /// Options of the view.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The view may be transparent.
        public static let allowsTransparency = Options(rawValue: 1)
        /// Siblings are drawn in any order.
        public static let ignoresSiblingOrder = Options(rawValue: 2)
        /// Draws only when asked.
        public static let shouldCullNonVisibleNodes = Options(rawValue: 4)
    }
    /// What debugging overlays show.
    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Frames per second.
        public static let showsFPS = DebugOptions(rawValue: 1)
        /// The node count.
        public static let showsNodeCount = DebugOptions(rawValue: 2)
        /// The draw count.
        public static let showsDrawCount = DebugOptions(rawValue: 4)
        /// Physics bodies.
        public static let showsPhysics = DebugOptions(rawValue: 8)
    }

    let background: SKColor

    /// A view of a scene.
    public init(scene: SKScene, transition: SKTransition? = nil, isPaused: Bool = false, preferredFramesPerSecond: Int = 60,
                options: Options = [], debugOptions: DebugOptions = [], shouldRender: @escaping (TimeInterval) -> Bool = { _ in true }) {
        background = scene.backgroundColor
    }

    public var body: some View {
        Rectangle().fill(Color(uiColor: background)).accessibilityHidden(true)
    }
}
#endif
