#if os(Linux)
import Foundation
import StandInUIKit

/// A node's body in the physics simulation (SpriteKit's `SKPhysicsBody`): kept, never simulated.
open class SKPhysicsBody: NSObject, @unchecked Sendable {
    /// Whether forces move it.
    open var isDynamic = true
    /// Whether gravity pulls it.
    open var affectedByGravity = true
    /// Whether it may rotate.
    open var allowsRotation = true
    /// Its mass.
    open var mass: CGFloat = 1
    /// Its friction.
    open var friction: CGFloat = 0.2
    /// Its bounciness.
    open var restitution: CGFloat = 0.2
    /// Its linear damping.
    open var linearDamping: CGFloat = 0.1
    /// Its angular damping.
    open var angularDamping: CGFloat = 0.1
    /// Its velocity.
    open var velocity = CGVector.zero
    /// Its spin.
    open var angularVelocity: CGFloat = 0
    /// Its categories.
    open var categoryBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories it collides with.
    open var collisionBitMask: UInt32 = 0xFFFF_FFFF
    /// The categories whose contacts are reported.
    open var contactTestBitMask: UInt32 = 0
    /// Whether it is checked precisely for fast movement.
    open var usesPreciseCollisionDetection = false
    /// The node it belongs to.
    open internal(set) weak var node: SKNode?

    override init() {}

    /// A circle.
    public convenience init(circleOfRadius r: CGFloat) { self.init() }
    /// A circle around a centre.
    public convenience init(circleOfRadius r: CGFloat, center: CGPoint) { self.init() }
    /// A rectangle.
    public convenience init(rectangleOf s: CGSize) { self.init() }
    /// A rectangle around a centre.
    public convenience init(rectangleOf s: CGSize, center: CGPoint) { self.init() }
    /// An edge around a rectangle.
    public convenience init(edgeLoopFrom rect: CGRect) { self.init() }
    /// An edge between two points.
    public convenience init(edgeFrom p1: CGPoint, to p2: CGPoint) { self.init() }
    /// The outline of a texture.
    public convenience init(texture: SKTexture, size: CGSize) { self.init() }
    /// The outline of a path.
    public convenience init(polygonFrom path: CGPath) { self.init() }
    /// Pushes it.
    open func applyImpulse(_ impulse: CGVector) {}
    /// Pushes it steadily.
    open func applyForce(_ force: CGVector) {}
    /// Spins it.
    open func applyAngularImpulse(_ impulse: CGFloat) {}
    /// Spins it steadily.
    open func applyTorque(_ torque: CGFloat) {}
}

/// A scene's physics (SpriteKit's `SKPhysicsWorld`).
open class SKPhysicsWorld: NSObject, @unchecked Sendable {
    /// Gravity.
    open var gravity = CGVector(dx: 0, dy: -9.8)
    /// The simulation's speed.
    open var speed: CGFloat = 1
    /// Told of contacts (never, in a preview).
    open weak var contactDelegate: (any SKPhysicsContactDelegate)?
}

/// Two bodies touching (SpriteKit's `SKPhysicsContact`).
open class SKPhysicsContact: NSObject, @unchecked Sendable {
    /// One body.
    public let bodyA: SKPhysicsBody
    /// The other.
    public let bodyB: SKPhysicsBody
    /// Where they touch.
    open var contactPoint = CGPoint.zero
    /// How hard.
    open var collisionImpulse: CGFloat = 0
    init(bodyA: SKPhysicsBody, bodyB: SKPhysicsBody) {
        self.bodyA = bodyA
        self.bodyB = bodyB
    }
}

/// Told when bodies touch (SpriteKit's `SKPhysicsContactDelegate`): never, in a preview.
@MainActor @preconcurrency
public protocol SKPhysicsContactDelegate: AnyObject {
    /// Two bodies began touching.
    func didBegin(_ contact: SKPhysicsContact)
    /// Two bodies stopped touching.
    func didEnd(_ contact: SKPhysicsContact)
}

extension SKPhysicsContactDelegate {
    public func didBegin(_ contact: SKPhysicsContact) {}
    public func didEnd(_ contact: SKPhysicsContact) {}
}
#endif
