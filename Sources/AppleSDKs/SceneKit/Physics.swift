#if os(Linux)
import Foundation
import StandInUIKit

/// How a body moves (SceneKit's `SCNPhysicsBodyType`).
public enum SCNPhysicsBodyType: Int, Sendable { case `static`, dynamic, kinematic }

/// A body's collision shape (SceneKit's `SCNPhysicsShape`).
open class SCNPhysicsShape: NSObject, @unchecked Sendable {
    /// An option of a shape (SceneKit's `SCNPhysicsShape.Option`).
    public struct Option: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// How the shape is made.
        public static let type = Option(rawValue: "SCNPhysicsShapeTypeKey")
        /// The shape's scale.
        public static let scale = Option(rawValue: "SCNPhysicsShapeScaleKey")
    }
    /// The geometry it is made from.
    public let sourceObject: Any?
    /// A shape of a geometry.
    public init(geometry: SCNGeometry, options: [Option: Any]? = nil) { sourceObject = geometry }
    /// A shape of a node's geometry.
    public init(node: SCNNode, options: [Option: Any]? = nil) { sourceObject = node }
}

/// A node's body in the physics simulation (SceneKit's `SCNPhysicsBody`): kept, never simulated.
open class SCNPhysicsBody: NSObject, @unchecked Sendable {
    /// How it moves.
    open var type: SCNPhysicsBodyType
    /// Its shape.
    open var physicsShape: SCNPhysicsShape?
    /// Its mass.
    open var mass: CGFloat = 1
    /// Its friction.
    open var friction: CGFloat = 0.5
    /// Its bounciness.
    open var restitution: CGFloat = 0.5
    /// Its damping.
    open var damping: CGFloat = 0.1
    /// Its angular damping.
    open var angularDamping: CGFloat = 0.1
    /// Whether gravity pulls it.
    open var isAffectedByGravity = true
    /// Its velocity.
    open var velocity = SCNVector3Zero
    /// Its spin.
    open var angularVelocity = SCNVector4(0, 0, 0, 0)
    /// Its categories.
    open var categoryBitMask = 1
    /// The categories it collides with.
    open var collisionBitMask = -1
    /// The categories whose contacts are reported.
    open var contactTestBitMask = 0
    /// A body of a type and shape.
    public init(type: SCNPhysicsBodyType, shape: SCNPhysicsShape?) {
        self.type = type
        physicsShape = shape
    }
    /// A static body of its node's shape.
    open class func `static`() -> SCNPhysicsBody { SCNPhysicsBody(type: .static, shape: nil) }
    /// A dynamic body of its node's shape.
    open class func dynamic() -> SCNPhysicsBody { SCNPhysicsBody(type: .dynamic, shape: nil) }
    /// A kinematic body of its node's shape.
    open class func kinematic() -> SCNPhysicsBody { SCNPhysicsBody(type: .kinematic, shape: nil) }
    /// Pushes it.
    open func applyForce(_ direction: SCNVector3, asImpulse impulse: Bool) {}
    /// Pushes it at a point.
    open func applyForce(_ direction: SCNVector3, at position: SCNVector3, asImpulse impulse: Bool) {}
    /// Spins it.
    open func applyTorque(_ torque: SCNVector4, asImpulse impulse: Bool) {}
    /// Stops every force on it.
    open func clearAllForces() {}
    /// Resets it to its node's transform.
    open func resetTransform() {}
}

/// A scene's physics (SceneKit's `SCNPhysicsWorld`).
open class SCNPhysicsWorld: NSObject, @unchecked Sendable {
    /// Gravity.
    open var gravity = SCNVector3(0, -9.8, 0)
    /// The simulation's speed.
    open var speed: CGFloat = 1
    /// Told of contacts (never, in a preview).
    open weak var contactDelegate: (any SCNPhysicsContactDelegate)?
}

/// Two bodies touching (SceneKit's `SCNPhysicsContact`).
open class SCNPhysicsContact: NSObject, @unchecked Sendable {
    /// One node.
    public let nodeA: SCNNode
    /// The other.
    public let nodeB: SCNNode
    /// Where they touch.
    open var contactPoint = SCNVector3Zero
    init(nodeA: SCNNode, nodeB: SCNNode) {
        self.nodeA = nodeA
        self.nodeB = nodeB
    }
}

/// Told when bodies touch (SceneKit's `SCNPhysicsContactDelegate`): never, in a preview.
public protocol SCNPhysicsContactDelegate: AnyObject {
    /// Two bodies began touching.
    func physicsWorld(_ world: SCNPhysicsWorld, didBegin contact: SCNPhysicsContact)
    /// Two bodies stopped touching.
    func physicsWorld(_ world: SCNPhysicsWorld, didEnd contact: SCNPhysicsContact)
}

extension SCNPhysicsContactDelegate {
    public func physicsWorld(_ world: SCNPhysicsWorld, didBegin contact: SCNPhysicsContact) {}
    public func physicsWorld(_ world: SCNPhysicsWorld, didEnd contact: SCNPhysicsContact) {}
}

/// Groups changes to a scene into one animated change (SceneKit's `SCNTransaction`): a preview
/// renders no frame, so changes apply at once and the completion block runs at `commit()`.
open class SCNTransaction: NSObject, @unchecked Sendable {
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var duration: CFTimeInterval = 0
        var completion: (() -> Void)?
    }
    private static let state = State()
    /// The changes' animation's length.
    open class var animationDuration: CFTimeInterval {
        get { state.lock.withLock { state.duration } }
        set { state.lock.withLock { state.duration = newValue } }
    }
    /// What runs when the changes are done.
    open class var completionBlock: (() -> Void)? {
        get { state.lock.withLock { state.completion } }
        set { state.lock.withLock { state.completion = newValue } }
    }
    /// Begins a group of changes.
    open class func begin() {}
    /// Ends a group of changes: they apply at once, and the completion block runs.
    open class func commit() {
        let completion = state.lock.withLock { () -> (() -> Void)? in
            defer { state.completion = nil }
            return state.completion
        }
        completion?()
    }
}
#endif
