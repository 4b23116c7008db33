#if os(Linux)
@_exported import Foundation
import StandInARKit

extension Entity {
    /// Its transform relative to its parent.
    public var transform: Transform {
        get { components[Transform.self] ?? .identity }
        set { components.set(newValue) }
    }
    /// Its position relative to its parent.
    public var position: SIMD3<Float> {
        get { transform.translation }
        set { transform.translation = newValue }
    }
    /// Its rotation relative to its parent.
    public var orientation: simd_quatf {
        get { transform.rotation }
        set { transform.rotation = newValue }
    }
    /// Its scale relative to its parent.
    public var scale: SIMD3<Float> {
        get { transform.scale }
        set { transform.scale = newValue }
    }

    /// Its transform in the space of `referenceEntity` (the world when nil).
    public func transformMatrix(relativeTo referenceEntity: Entity?) -> float4x4 {
        let world = worldMatrix
        guard let referenceEntity else { return world }
        return referenceEntity.worldMatrix.inverse * world
    }
    /// Sets its transform in the space of `referenceEntity` (the world when nil).
    public func setTransformMatrix(_ transform: float4x4, relativeTo referenceEntity: Entity?) {
        let world = referenceEntity.map { $0.worldMatrix * transform } ?? transform
        self.transform = Transform(matrix: parent.map { $0.worldMatrix.inverse * world } ?? world)
    }
    /// Its position in the space of `referenceEntity` (the world when nil).
    public func position(relativeTo referenceEntity: Entity?) -> SIMD3<Float> {
        simd_make_float3(transformMatrix(relativeTo: referenceEntity).columns.3)
    }
    /// Sets its position in the space of `referenceEntity` (the world when nil).
    public func setPosition(_ position: SIMD3<Float>, relativeTo referenceEntity: Entity?) {
        var matrix = transformMatrix(relativeTo: referenceEntity)
        matrix.columns.3 = SIMD4(position, 1)
        setTransformMatrix(matrix, relativeTo: referenceEntity)
    }
    /// Its rotation in the space of `referenceEntity` (the world when nil).
    public func orientation(relativeTo referenceEntity: Entity?) -> simd_quatf {
        Transform(matrix: transformMatrix(relativeTo: referenceEntity)).rotation
    }
    /// Sets its rotation in the space of `referenceEntity` (the world when nil).
    public func setOrientation(_ orientation: simd_quatf, relativeTo referenceEntity: Entity?) {
        var parts = Transform(matrix: transformMatrix(relativeTo: referenceEntity))
        parts.rotation = orientation
        setTransformMatrix(parts.matrix, relativeTo: referenceEntity)
    }
    /// Places it at `position`, facing `target` with its -z axis.
    public func look(at target: SIMD3<Float>, from position: SIMD3<Float>, upVector: SIMD3<Float> = [0, 1, 0], relativeTo referenceEntity: Entity?) {
        let facing = target == position ? simd_quatf(ix: 0, iy: 0, iz: 0, r: 1) : simd_quatf(from: [0, 0, -1], to: target - position)
        setTransformMatrix(Transform(scale: scale, rotation: facing, translation: position).matrix, relativeTo: referenceEntity)
    }
    /// Moves it to `target` in the space of `referenceEntity` at once.
    public func move(to target: Transform, relativeTo referenceEntity: Entity?) {
        setTransformMatrix(target.matrix, relativeTo: referenceEntity)
    }
    /// Animates it to `target`: no frame runs in a preview, so it stays where it is and the
    /// returned controller is already complete.
    @discardableResult
    public func move(to target: Transform, relativeTo referenceEntity: Entity?, duration: TimeInterval,
                     timingFunction: AnimationTimingFunction = .default) -> AnimationPlaybackController {
        AnimationPlaybackController()
    }
    /// Animates it to `target`: it stays where it is in a preview.
    @discardableResult
    public func move(to target: float4x4, relativeTo referenceEntity: Entity?, duration: TimeInterval,
                     timingFunction: AnimationTimingFunction = .default) -> AnimationPlaybackController {
        AnimationPlaybackController()
    }
    /// The animations of its loaded asset: none, in a preview.
    public var availableAnimations: [AnimationResource] { [] }
    /// Plays an animation: no frame runs in a preview.
    @discardableResult
    public func playAnimation(_ animation: AnimationResource, transitionDuration: TimeInterval = 0, startsPaused: Bool = false) -> AnimationPlaybackController {
        AnimationPlaybackController()
    }
    /// Stops every animation.
    public func stopAllAnimations(recursive: Bool = true) {}

    var worldMatrix: float4x4 { parent.map { $0.worldMatrix * transform.matrix } ?? transform.matrix }
}

/// How an animation's progress follows time (RealityKit's `AnimationTimingFunction`).
public struct AnimationTimingFunction: Sendable {
    let name: String
    /// The default: ease in and out.
    public static let `default` = AnimationTimingFunction(name: "default")
    /// Constant speed.
    public static let linear = AnimationTimingFunction(name: "linear")
    /// Slow at the start.
    public static let easeIn = AnimationTimingFunction(name: "easeIn")
    /// Slow at the end.
    public static let easeOut = AnimationTimingFunction(name: "easeOut")
    /// Slow at both ends.
    public static let easeInOut = AnimationTimingFunction(name: "easeInOut")
}

/// An animation of an asset (RealityKit's `AnimationResource`).
public final class AnimationResource: Sendable {
    /// Its name.
    public let name: String?
    init(name: String?) { self.name = name }
    /// The animation repeated forever.
    public func `repeat`(duration: TimeInterval = .infinity) -> AnimationResource { self }
}

/// Controls a playing animation (RealityKit's `AnimationPlaybackController`): in a preview no
/// animation plays, so it is complete from the start.
@preconcurrency @MainActor
public final class AnimationPlaybackController: NSObject, @unchecked Sendable {
    /// Whether it is playing: no.
    public var isPlaying: Bool { false }
    /// Whether it is complete: yes.
    public var isComplete: Bool { true }
    /// Whether it is stopped: yes.
    public var isStopped: Bool { true }
    /// Its speed.
    public var speed: Float = 1
    /// Pauses it.
    public func pause() {}
    /// Resumes it.
    public func resume() {}
    /// Stops it.
    public func stop() {}
}
#endif
