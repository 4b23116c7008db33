#if os(Linux)
@_exported import Foundation
import StandInARKit
import StandInCombine
import StandInUIKit
import SwiftUI

/// Something events come from (RealityKit's `EventSource`).
public protocol EventSource {}
/// Something that happened in a scene (RealityKit's `Event`).
public protocol Event {}

/// The events of a scene (RealityKit's `SceneEvents`).
public enum SceneEvents {
    /// A frame is about to be simulated (RealityKit's `SceneEvents.Update`): never, in a preview.
    public struct Update: Event {
        /// The scene.
        public let scene: Scene
        /// The time since the last frame.
        public let deltaTime: TimeInterval
    }
}

/// The entities an AR view shows (RealityKit's `Scene`): its anchors are kept as the app adds
/// them; no frame runs, so its update events never come.
@preconcurrency @MainActor
public final class Scene: NSObject, EventSource, @unchecked Sendable {
    /// The scene's anchors (RealityKit's `Scene.AnchorCollection`): changing it changes the scene.
    public struct AnchorCollection: RandomAccessCollection {
        let owner: Scene?
        let elements: [any HasAnchoring]
        @MainActor init(owner: Scene) { (self.owner, elements) = (owner, owner.anchorStorage) }
        public var startIndex: Int { elements.startIndex }
        public var endIndex: Int { elements.endIndex }
        public subscript(position: Int) -> any HasAnchoring { elements[position] }
        /// Adds an anchor.
        @MainActor public mutating func append(_ anchor: any HasAnchoring) { apply { $0.addAnchor(anchor) } }
        /// Removes an anchor.
        @MainActor public mutating func remove(_ anchor: any HasAnchoring) { apply { $0.removeAnchor(anchor) } }
        /// Removes every anchor.
        @MainActor public mutating func removeAll() { apply { scene in for anchor in scene.anchorStorage { scene.removeAnchor(anchor) } } }
        @MainActor private mutating func apply(_ change: (Scene) -> Void) {
            guard let owner else { return }
            change(owner)
            self = AnchorCollection(owner: owner)
        }
    }

    /// Its name.
    public let name: String
    var anchorStorage: [any HasAnchoring] = []
    init(name: String) { self.name = name }

    /// Its anchors.
    public var anchors: AnchorCollection {
        get { AnchorCollection(owner: self) }
        set {
            guard newValue.owner !== self else { return }
            for anchor in anchorStorage { removeAnchor(anchor) }
            for anchor in newValue { addAnchor(anchor) }
        }
    }
    /// Adds an anchor with its entities.
    public func addAnchor(_ anchor: any HasAnchoring) {
        guard !anchorStorage.contains(where: { $0 === anchor }) else { return }
        anchor.removeFromParent()
        anchor.attachedScene = self
        anchorStorage.append(anchor)
    }
    /// Removes an anchor.
    public func removeAnchor(_ anchor: any HasAnchoring) {
        anchorStorage.removeAll { $0 === anchor }
        if anchor.attachedScene === self { anchor.attachedScene = nil }
    }
    /// The first entity, depth first, named `name`.
    public func findEntity(named name: String) -> Entity? {
        for anchor in anchorStorage {
            if anchor.name == name { return anchor }
            if let found = anchor.findEntity(named: name) { return found }
        }
        return nil
    }
    /// Subscribes to an event: it never comes in a preview, as no frame runs.
    public func subscribe<E: Event>(to event: E.Type, on sourceObject: (any EventSource)? = nil,
                                    _ handler: @escaping (E) -> Void) -> any Cancellable {
        AnyCancellable {}
    }
}

extension Entity: EventSource {}

/// A load of an asset in progress (RealityKit's `LoadRequest`): in a preview, which has no bundle
/// assets, it fails with "not found" as soon as it is subscribed to.
public final class LoadRequest<Output>: Publisher, @unchecked Sendable {
    public typealias Failure = any Error
    let error: any Error
    init(error: any Error) { self.error = error }
    /// Delivers the failure at once.
    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<any Error>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}

/// A RealityKit view over the camera (RealityKit's `ARView`): a placeholder of its frame in a
/// preview. The device cannot track, so it starts in `.nonAR` mode and its session is never run;
/// its scene keeps the anchors and entities the app adds.
open class ARView: UIView, ARSessionProviding, @unchecked Sendable {
    /// Whether it shows the camera (RealityKit's `ARView.CameraMode`).
    public enum CameraMode: Sendable { case ar, nonAR }

    /// What it overlays to debug (RealityKit's `ARView.DebugOptions`).
    public struct DebugOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Nothing.
        public static let none: DebugOptions = []
        /// The physics shapes.
        public static let showPhysics = DebugOptions(rawValue: 1 << 0)
        /// Statistics.
        public static let showStatistics = DebugOptions(rawValue: 1 << 1)
        /// The anchors' origins.
        public static let showAnchorOrigins = DebugOptions(rawValue: 1 << 2)
        /// The anchors' geometry.
        public static let showAnchorGeometry = DebugOptions(rawValue: 1 << 3)
        /// The world's origin.
        public static let showWorldOrigin = DebugOptions(rawValue: 1 << 4)
        /// The tracked feature points.
        public static let showFeaturePoints = DebugOptions(rawValue: 1 << 5)
        /// The reconstructed scene's mesh.
        public static let showSceneUnderstanding = DebugOptions(rawValue: 1 << 6)
    }

    /// Rendering effects to turn off (RealityKit's `ARView.RenderOptions`).
    public struct RenderOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// No motion blur.
        public static let disableMotionBlur = RenderOptions(rawValue: 1 << 0)
        /// No depth of field.
        public static let disableDepthOfField = RenderOptions(rawValue: 1 << 1)
        /// No HDR.
        public static let disableHDR = RenderOptions(rawValue: 1 << 2)
        /// No shadows under objects.
        public static let disableGroundingShadows = RenderOptions(rawValue: 1 << 3)
        /// No camera grain.
        public static let disableCameraGrain = RenderOptions(rawValue: 1 << 4)
        /// No occlusion by people.
        public static let disablePersonOcclusion = RenderOptions(rawValue: 1 << 5)
        /// No lighting from the camera's environment.
        public static let disableAREnvironmentLighting = RenderOptions(rawValue: 1 << 6)
    }

    /// Which gestures to install on an entity (RealityKit's `ARView.EntityGestures`).
    public struct EntityGestures: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dragging.
        public static let translation = EntityGestures(rawValue: 1 << 0)
        /// Twisting.
        public static let rotation = EntityGestures(rawValue: 1 << 1)
        /// Pinching.
        public static let scale = EntityGestures(rawValue: 1 << 2)
        /// All of them.
        public static let all: EntityGestures = [.translation, .rotation, .scale]
    }

    /// The surroundings it draws (RealityKit's `ARView.Environment`).
    public struct Environment: Sendable {
        /// What is behind the content (RealityKit's `ARView.Environment.Background`).
        public struct Background: Sendable {
            let color: UIColor?
            /// A color.
            public static func color(_ color: UIColor) -> Background { Background(color: color) }
            /// The camera's image.
            public static func cameraFeed(exposureCompensation: Float = 0) -> Background { Background(color: nil) }
        }
        /// How the content is lit (RealityKit's `ARView.Environment.Lighting`).
        public struct Lighting: Sendable {
            /// The light's intensity as a power of 2.
            public var intensityExponent: Float = 0
        }
        /// What the reconstructed scene does (RealityKit's `ARView.Environment.SceneUnderstanding`).
        public struct SceneUnderstanding: Sendable {
            /// The effects (RealityKit's `ARView.Environment.SceneUnderstanding.Options`).
            public struct Options: OptionSet, Sendable {
                public let rawValue: UInt8
                public init(rawValue: UInt8) { self.rawValue = rawValue }
                /// Real objects hide content behind them.
                public static let occlusion = Options(rawValue: 1 << 0)
                /// Content collides with real objects.
                public static let physics = Options(rawValue: 1 << 1)
                /// Real objects receive the content's light.
                public static let receivesLighting = Options(rawValue: 1 << 2)
                /// Real objects can be hit.
                public static let collision = Options(rawValue: 1 << 3)
                /// The default: none.
                public static let `default`: Options = []
            }
            /// The effects.
            public var options: Options = .default
        }
        /// What is behind the content.
        public var background = Background.cameraFeed()
        /// How the content is lit.
        public var lighting = Lighting()
        /// What the reconstructed scene does.
        public var sceneUnderstanding = SceneUnderstanding()
    }

    /// The entities shown.
    public let scene = Scene(name: "")
    /// The AR session (never run in a preview).
    open var session = ARSession()
    /// The surroundings drawn.
    open var environment = Environment()
    /// What it overlays to debug.
    open var debugOptions: DebugOptions = []
    /// Effects turned off.
    open var renderOptions: RenderOptions = []
    /// Whether it shows the camera: `.nonAR` in a preview, whose device cannot track.
    open var cameraMode: CameraMode
    /// Whether it runs a world-tracking session by itself (it cannot, in a preview).
    open var automaticallyConfigureSession: Bool
    /// The camera's transform in the world.
    open var cameraTransform: Transform { .identity }

    /// A view of a frame.
    public required override init(frame frameRect: CGRect) {
        (cameraMode, automaticallyConfigureSession) = (.nonAR, true)
        super.init(frame: frameRect)
    }
    /// A view of a frame in a camera mode.
    public init(frame frameRect: CGRect, cameraMode: CameraMode, automaticallyConfigureSession: Bool) {
        (self.cameraMode, self.automaticallyConfigureSession) = (cameraMode, automaticallyConfigureSession)
        super.init(frame: frameRect)
    }
    /// A view read from an archive: not in a preview.
    public required init?(coder decoder: NSCoder) { return nil }

    /// Installs gestures moving an entity: none come in a preview.
    @discardableResult
    open func installGestures(_ gestures: EntityGestures = .all, for entity: any HasCollision) -> [any EntityGestureRecognizer] { [] }
    /// The entity at a point of the view: none, as nothing is drawn in a preview.
    open func entity(at point: CGPoint) -> Entity? { nil }
    /// The entities at a point of the view: none in a preview.
    open func entities(at point: CGPoint) -> [Entity] { [] }
    /// Casts a ray into the tracked world from a point of the view: nothing is hit in a preview.
    open func raycast(from point: CGPoint, allowing target: ARRaycastQuery.Target, alignment: ARRaycastQuery.TargetAlignment) -> [ARRaycastResult] { [] }
    /// A raycast query from a point of the view: none, as nothing is tracked in a preview.
    open func makeRaycastQuery(from point: CGPoint, allowing target: ARRaycastQuery.Target,
                               alignment: ARRaycastQuery.TargetAlignment) -> ARRaycastQuery? { nil }
    /// Where a point of the world shows in the view: nowhere, in a preview.
    open func project(_ point: SIMD3<Float>) -> CGPoint? { nil }
    /// Takes a snapshot: calls back with nil, as nothing is rendered in a preview.
    open func snapshot(saveToHDR: Bool, completion: @escaping (UIImage?) -> Void) { completion(nil) }
}

/// A gesture recognizer acting on an entity (RealityKit's `EntityGestureRecognizer`).
@preconcurrency @MainActor
public protocol EntityGestureRecognizer: UIGestureRecognizer {
    /// The entity it moves.
    var entity: (any HasCollision)? { get set }
}
#endif
