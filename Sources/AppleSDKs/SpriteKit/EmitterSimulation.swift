#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// How a particle's colour combines with what is behind it (SpriteKit's `SKBlendMode`).
public enum SKBlendMode: Int, Sendable { case alpha, add, subtract, multiply, multiplyX2, screen, replace, multiplyAlpha }

/// A particle emitter (SpriteKit's `SKEmitterNode`): its settings are kept as the app (or its
/// `.sks` file, which a preview does not load) sets them; a preview runs no frame, so it emits
/// no particle.
open class SKEmitterNode: SKNode, @unchecked Sendable {
    /// Particles per second.
    open var particleBirthRate: CGFloat = 0
    /// How many particles it emits before stopping (0: no limit).
    open var numParticlesToEmit = 0
    /// How long a particle lives, in seconds.
    open var particleLifetime: CGFloat = 0
    /// The random spread of the lifetime.
    open var particleLifetimeRange: CGFloat = 0
    /// The particles' texture.
    open var particleTexture: SKTexture?
    /// The particles' size (zero: the texture's).
    open var particleSize = CGSize.zero
    /// The particles' colour.
    open var particleColor: SKColor = .white
    /// How much the colour tints the texture.
    open var particleColorBlendFactor: CGFloat = 0
    /// How particles blend with what is behind them.
    open var particleBlendMode = SKBlendMode.alpha
    /// The particles' starting opacity.
    open var particleAlpha: CGFloat = 1
    /// The random spread of the opacity.
    open var particleAlphaRange: CGFloat = 0
    /// The opacity's change per second.
    open var particleAlphaSpeed: CGFloat = 0
    /// The particles' starting scale.
    open var particleScale: CGFloat = 1
    /// The random spread of the scale.
    open var particleScaleRange: CGFloat = 0
    /// The scale's change per second.
    open var particleScaleSpeed: CGFloat = 0
    /// The particles' starting speed.
    open var particleSpeed: CGFloat = 0
    /// The random spread of the speed.
    open var particleSpeedRange: CGFloat = 0
    /// The particles' starting rotation.
    open var particleRotation: CGFloat = 0
    /// The random spread of the rotation.
    open var particleRotationRange: CGFloat = 0
    /// The rotation's change per second.
    open var particleRotationSpeed: CGFloat = 0
    /// The area particles start in.
    open var particlePositionRange = CGVector.zero
    /// The particles' drawing order.
    open var particleZPosition: CGFloat = 0
    /// The direction particles leave in, in radians.
    open var emissionAngle: CGFloat = 0
    /// The random spread of the direction.
    open var emissionAngleRange: CGFloat = 0
    /// The horizontal acceleration.
    open var xAcceleration: CGFloat = 0
    /// The vertical acceleration.
    open var yAcceleration: CGFloat = 0
    /// The physics fields that move particles.
    open var fieldBitMask: UInt32 = 0
    /// The node particles are drawn in.
    open weak var targetNode: SKNode?
    /// An action run on each new particle (never, in a preview).
    open var particleAction: SKAction?

    /// Removes the particles and starts over.
    open func resetSimulation() {}
    /// Runs the particle simulation ahead by `sec` seconds, to start it pre-warmed: nothing
    /// changes, as a preview emits no particles.
    open func advanceSimulationTime(_ sec: TimeInterval) {}
}
#endif
