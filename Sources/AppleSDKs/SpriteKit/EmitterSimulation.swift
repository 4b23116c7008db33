#if os(Linux)
@_exported import Foundation

extension SKEmitterNode {
    /// Runs the particle simulation ahead by `sec` seconds, to start it pre-warmed (SpriteKit's
    /// `SKEmitterNode.advanceSimulationTime(_:)`): nothing changes, as a preview emits no particles.
    public func advanceSimulationTime(_ sec: TimeInterval) {}
}
#endif
