#if os(Linux)
@_exported import Foundation
import StandInARKit

/// Data an entity carries (RealityKit's `Component`): the app's own component types conform too.
public protocol Component {}

extension Component {
    /// Registers the type with RealityKit (nothing to do in a preview).
    public static func registerComponent() {}
}

/// A scale, rotation and translation (RealityKit's `Transform`).
public struct Transform: Component, Hashable, Sendable {
    /// No scaling, rotation or translation.
    public static let identity = Transform()
    /// The scale.
    public var scale: SIMD3<Float>
    /// The rotation.
    public var rotation: simd_quatf
    /// The translation.
    public var translation: SIMD3<Float>

    /// No scaling, rotation or translation.
    public init() { (scale, rotation, translation) = (.one, simd_quatf(ix: 0, iy: 0, iz: 0, r: 1), .zero) }
    /// A transform of its parts.
    public init(scale: SIMD3<Float> = .one, rotation: simd_quatf = simd_quatf(ix: 0, iy: 0, iz: 0, r: 1), translation: SIMD3<Float> = .zero) {
        (self.scale, self.rotation, self.translation) = (scale, rotation, translation)
    }
    /// A rotation by Euler angles in radians: roll about z, then pitch about x, then yaw about y.
    public init(pitch: Float = 0, yaw: Float = 0, roll: Float = 0) {
        self.init(rotation: simd_quatf(angle: yaw, axis: [0, 1, 0]) * simd_quatf(angle: pitch, axis: [1, 0, 0]) * simd_quatf(angle: roll, axis: [0, 0, 1]))
    }
    /// The transform a matrix makes (without shear).
    public init(matrix: float4x4) {
        let columns = [matrix.columns.0, matrix.columns.1, matrix.columns.2].map(simd_make_float3)
        let scale = SIMD3(simd_length(columns[0]), simd_length(columns[1]), simd_length(columns[2]))
        let unit = (0..<3).map { scale[$0] == 0 ? columns[$0] : columns[$0] / scale[$0] }
        let trace = unit[0].x + unit[1].y + unit[2].z
        var q: SIMD4<Float>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((unit[1].z - unit[2].y) / s, (unit[2].x - unit[0].z) / s, (unit[0].y - unit[1].x) / s, s / 4)
        } else if unit[0].x > unit[1].y && unit[0].x > unit[2].z {
            let s = (1 + unit[0].x - unit[1].y - unit[2].z).squareRoot() * 2
            q = SIMD4(s / 4, (unit[1].x + unit[0].y) / s, (unit[2].x + unit[0].z) / s, (unit[1].z - unit[2].y) / s)
        } else if unit[1].y > unit[2].z {
            let s = (1 + unit[1].y - unit[0].x - unit[2].z).squareRoot() * 2
            q = SIMD4((unit[1].x + unit[0].y) / s, s / 4, (unit[2].y + unit[1].z) / s, (unit[2].x - unit[0].z) / s)
        } else {
            let s = (1 + unit[2].z - unit[0].x - unit[1].y).squareRoot() * 2
            q = SIMD4((unit[2].x + unit[0].z) / s, (unit[2].y + unit[1].z) / s, s / 4, (unit[0].y - unit[1].x) / s)
        }
        self.init(scale: scale, rotation: simd_quatf(vector: q).normalized, translation: simd_make_float3(matrix.columns.3))
    }
    /// The transform as a matrix.
    public var matrix: float4x4 {
        get {
            let rotationMatrix = float4x4(rotation)
            return float4x4(rotationMatrix.columns.0 * scale.x, rotationMatrix.columns.1 * scale.y, rotationMatrix.columns.2 * scale.z,
                            SIMD4(translation, 1))
        }
        set { self = Transform(matrix: newValue) }
    }
}

/// An entity's mesh and materials (RealityKit's `ModelComponent`).
public struct ModelComponent: Component, Sendable {
    /// The mesh.
    public var mesh: MeshResource
    /// The materials.
    public var materials: [any Material]
    /// A model.
    public init(mesh: MeshResource, materials: [any Material]) { (self.mesh, self.materials) = (mesh, materials) }
}

/// An entity's collision shapes (RealityKit's `CollisionComponent`): kept; nothing collides in a preview.
public struct CollisionComponent: Component, Sendable {
    /// How collisions are reported (RealityKit's `CollisionComponent.Mode`).
    public enum Mode: Sendable { case `default`, trigger }
    /// The shapes.
    public var shapes: [ShapeResource]
    /// How collisions are reported.
    public var mode: Mode
    /// Whether the entity never moves.
    public var isStatic = false
    /// Collision shapes.
    public init(shapes: [ShapeResource], mode: Mode = .default) { (self.shapes, self.mode) = (shapes, mode) }
    /// Collision shapes of a static entity.
    public init(shapes: [ShapeResource], isStatic: Bool) { (self.shapes, mode, self.isStatic) = (shapes, .default, isStatic) }
}

/// Lets an entity take gestures (RealityKit's `InputTargetComponent`): none come in a preview.
public struct InputTargetComponent: Component, Sendable {
    /// The kinds of input (RealityKit's `InputTargetComponent.InputType`).
    public struct InputType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touching the entity.
        public static let direct = InputType(rawValue: 1 << 0)
        /// Looking at it and pinching.
        public static let indirect = InputType(rawValue: 1 << 1)
        /// Both.
        public static let all: InputType = [.direct, .indirect]
    }
    /// The input taken.
    public var allowedInputTypes: InputType
    /// Whether it takes input.
    public var isEnabled = true
    /// An input target.
    public init(allowedInputTypes: InputType = .all) { self.allowedInputTypes = allowedInputTypes }
}

/// An entity's opacity (RealityKit's `OpacityComponent`).
public struct OpacityComponent: Component, Sendable {
    /// The opacity, 0 to 1.
    public var opacity: Float
    /// An opacity.
    public init(opacity: Float = 1) { self.opacity = opacity }
}

/// What an anchor entity anchors to (RealityKit's `AnchoringComponent`): nothing is found in a
/// preview, so its content stays unanchored.
public struct AnchoringComponent: Component, Sendable {
    /// What to anchor to (RealityKit's `AnchoringComponent.Target`).
    public enum Target: Sendable, Hashable {
        /// A plane's orientation (RealityKit's `AnchoringComponent.Target.Alignment`).
        public struct Alignment: OptionSet, Sendable, Hashable {
            public let rawValue: UInt8
            public init(rawValue: UInt8) { self.rawValue = rawValue }
            /// Floors and tables.
            public static let horizontal = Alignment(rawValue: 1 << 0)
            /// Walls.
            public static let vertical = Alignment(rawValue: 1 << 1)
            /// Either.
            public static let any: Alignment = [.horizontal, .vertical]
        }
        /// A plane's kind (RealityKit's `AnchoringComponent.Target.Classification`).
        public struct Classification: OptionSet, Sendable, Hashable {
            public let rawValue: UInt64
            public init(rawValue: UInt64) { self.rawValue = rawValue }
            /// A wall.
            public static let wall = Classification(rawValue: 1 << 0)
            /// A floor.
            public static let floor = Classification(rawValue: 1 << 1)
            /// A ceiling.
            public static let ceiling = Classification(rawValue: 1 << 2)
            /// A table.
            public static let table = Classification(rawValue: 1 << 3)
            /// A seat.
            public static let seat = Classification(rawValue: 1 << 4)
            /// Any.
            public static let any = Classification(rawValue: .max)
        }
        case world(transform: float4x4)
        case plane(Alignment, classification: Classification, minimumBounds: SIMD2<Float>)
        case anchor(identifier: UUID)
        case image(group: String, name: String)
        case object(group: String, name: String)
        case camera, face, body, head
    }
    /// What it anchors to.
    public var target: Target
    /// An anchoring.
    public init(_ target: Target) { self.target = target }
}

/// An entity showing a mesh (RealityKit's `ModelEntity`).
open class ModelEntity: Entity, HasModel, HasCollision, @unchecked Sendable {
    /// An entity with no model.
    public required init() { super.init() }
    /// An entity showing `mesh` with `materials`.
    public init(mesh: MeshResource, materials: [any Material] = []) {
        super.init()
        model = ModelComponent(mesh: mesh, materials: materials)
    }
    /// An entity showing `mesh`, with a collision shape.
    public init(mesh: MeshResource, materials: [any Material] = [], collisionShape: ShapeResource, mass: Float) {
        super.init()
        model = ModelComponent(mesh: mesh, materials: materials)
        collision = CollisionComponent(shapes: [collisionShape])
    }
    /// An entity showing `mesh`, with collision shapes.
    public init(mesh: MeshResource, materials: [any Material] = [], collisionShapes: [ShapeResource], mass: Float) {
        super.init()
        model = ModelComponent(mesh: mesh, materials: materials)
        collision = CollisionComponent(shapes: collisionShapes)
    }
}

/// An entity anchoring its children to the real world (RealityKit's `AnchorEntity`): nothing is
/// tracked in a preview, so it stays where it was made.
open class AnchorEntity: Entity, HasAnchoring, @unchecked Sendable {
    /// An anchor at the world's origin.
    public required init() {
        super.init()
        anchoring = AnchoringComponent(.world(transform: matrix_identity_float4x4))
    }
    /// An anchor to `target`.
    public init(_ target: AnchoringComponent.Target) {
        super.init()
        anchoring = AnchoringComponent(target)
        if case .world(let matrix) = target { transform = Transform(matrix: matrix) }
    }
    /// An anchor to a plane.
    public convenience init(plane alignment: AnchoringComponent.Target.Alignment,
                            classification: AnchoringComponent.Target.Classification = .any, minimumBounds: SIMD2<Float> = [0, 0]) {
        self.init(.plane(alignment, classification: classification, minimumBounds: minimumBounds))
    }
    /// An anchor at a point of the world.
    public convenience init(world position: SIMD3<Float>) {
        self.init(.world(transform: Transform(translation: position).matrix))
    }
    /// An anchor at a transform of the world.
    public convenience init(world transform: float4x4) { self.init(.world(transform: transform)) }
    /// An anchor following an ARKit anchor.
    public convenience init(anchor: ARAnchor) {
        self.init(.anchor(identifier: anchor.identifier))
        transform = Transform(matrix: anchor.transform)
    }
    /// An anchor where a raycast hit.
    public convenience init(raycastResult: ARRaycastResult) { self.init(world: raycastResult.worldTransform) }
}
#endif
