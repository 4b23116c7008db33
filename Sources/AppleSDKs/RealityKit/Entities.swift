#if os(Linux)
@_exported import Foundation
@_exported import StandInARKit

/// An element of a RealityKit scene (RealityKit's `Entity`): its hierarchy, transform and
/// components are kept exactly as the app builds them; a preview runs no frame, so no system,
/// animation or physics ever changes them.
@preconcurrency @MainActor
open class Entity: NSObject, Identifiable, HasHierarchy, HasTransform, @unchecked Sendable {
    /// An entity's identifier (RealityKit's `Entity.ID`).
    public typealias ID = UInt64
    private static var nextID: ID = 1
    /// Its identifier, unique in the process (numbered in creation order).
    public nonisolated let id: ID
    /// Its name.
    open var name = ""
    /// Its components, the transform among them.
    open var components = ComponentSet()
    /// Whether it is enabled.
    open var isEnabled = true
    /// The entity it is a child of.
    public private(set) weak var parent: Entity?
    var childStorage: [Entity] = []
    weak var attachedScene: Scene?

    /// An entity with no components but its transform.
    public required override init() {
        id = Entity.nextID
        Entity.nextID += 1
        super.init()
        components.set(Transform.identity)
    }

    /// Its children.
    open var children: ChildCollection {
        get { ChildCollection(owner: self) }
        set { if newValue.owner !== self { replaceChildren(with: Array(newValue)) } }
    }
    /// The scene it is in, through its anchor.
    open var scene: Scene? { attachedScene ?? parent?.scene }
    /// Whether it is enabled and in a scene.
    open var isActive: Bool { isEnabled && (parent?.isActive ?? (attachedScene != nil)) }
    /// Whether it is anchored to the real world: never, in a preview.
    open var isAnchored: Bool { false }
    /// The nearest anchoring entity above it, or itself.
    open var anchor: (any HasAnchoring)? { (self as? any HasAnchoring) ?? parent?.anchor }

    /// Adds a child (taking it from its previous parent).
    open func addChild(_ child: Entity, preservingWorldTransform: Bool = false) {
        let world = child.transformMatrix(relativeTo: nil)
        child.parent?.childStorage.removeAll { $0 === child }
        child.parent = self
        childStorage.append(child)
        if preservingWorldTransform { child.setTransformMatrix(world, relativeTo: nil) }
    }
    /// Removes a child.
    open func removeChild(_ child: Entity, preservingWorldTransform: Bool = false) {
        guard child.parent === self else { return }
        let world = child.transformMatrix(relativeTo: nil)
        childStorage.removeAll { $0 === child }
        child.parent = nil
        if preservingWorldTransform { child.transform = Transform(matrix: world) }
    }
    /// Moves it under `parent`, or out of the hierarchy when nil.
    open func setParent(_ parent: Entity?, preservingWorldTransform: Bool = false) {
        if let parent { parent.addChild(self, preservingWorldTransform: preservingWorldTransform) }
        else { removeFromParent(preservingWorldTransform: preservingWorldTransform) }
    }
    /// Removes it from its parent, or from the scene when it is an anchor there.
    open func removeFromParent(preservingWorldTransform: Bool = false) {
        if let parent { parent.removeChild(self, preservingWorldTransform: preservingWorldTransform) }
        else if let scene = attachedScene, let anchor = self as? any HasAnchoring { scene.removeAnchor(anchor) }
    }
    func replaceChildren(with newChildren: [Entity]) {
        for child in childStorage { child.parent = nil }
        childStorage = []
        for child in newChildren { addChild(child) }
    }

    /// The first descendant, depth first, named `name`.
    open func findEntity(named name: String) -> Entity? {
        for child in childStorage {
            if child.name == name { return child }
            if let found = child.findEntity(named: name) { return found }
        }
        return nil
    }

    /// A copy of it, with copies of its descendants when `recursive`.
    open func clone(recursive: Bool) -> Self {
        let copy = Self()
        copy.name = name
        copy.components = components
        copy.isEnabled = isEnabled
        if recursive { for child in childStorage { copy.addChild(child.clone(recursive: true)) } }
        return copy
    }

    /// Gives each model entity below it, and itself, a collision box around its mesh.
    open func generateCollisionShapes(recursive: Bool) {
        if let model = components[ModelComponent.self] {
            let bounds = model.mesh.bounds
            components.set(CollisionComponent(shapes: [ShapeResource.generateBox(size: bounds.extents).offsetBy(translation: bounds.center)]))
        }
        if recursive { for child in childStorage { child.generateCollisionShapes(recursive: true) } }
    }

    /// The box around its models' meshes (and its descendants' when `recursive`), in the space of
    /// `referenceEntity` (the world when nil).
    open func visualBounds(recursive: Bool = true, relativeTo referenceEntity: Entity?, excludeInactive: Bool = false) -> BoundingBox {
        var box = BoundingBox.empty
        if let mesh = components[ModelComponent.self]?.mesh, !mesh.bounds.isEmpty {
            let matrix = transformMatrix(relativeTo: referenceEntity)
            for corner in mesh.bounds.corners { box.formUnion(simd_make_float3(matrix * SIMD4(corner, 1))) }
        }
        if recursive {
            for child in childStorage where !excludeInactive || child.isEnabled {
                box.formUnion(child.visualBounds(recursive: true, relativeTo: referenceEntity, excludeInactive: excludeInactive))
            }
        }
        return box
    }

    /// Loads a Reality Composer or USDZ entity from the bundle: throws in a preview, which has no
    /// bundle assets.
    public static func load(named name: String, in bundle: Bundle? = nil) throws -> Entity { throw EntityNotFound(name: name) }
    /// Loads an entity from a file: throws in a preview.
    public static func load(contentsOf url: URL, withName resourceName: String? = nil) throws -> Entity {
        throw EntityNotFound(name: url.lastPathComponent)
    }
    /// Loads a model entity from the bundle: throws in a preview.
    public static func loadModel(named name: String, in bundle: Bundle? = nil) throws -> ModelEntity { throw EntityNotFound(name: name) }
    /// Loads an entity from the bundle asynchronously: the request fails at once in a preview.
    public static func loadAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<Entity> {
        LoadRequest(error: EntityNotFound(name: name))
    }
    /// Loads a model entity from the bundle asynchronously: the request fails at once in a preview.
    public static func loadModelAsync(named name: String, in bundle: Bundle? = nil) -> LoadRequest<ModelEntity> {
        LoadRequest(error: EntityNotFound(name: name))
    }
    /// Loads an entity of the bundle (`try await Entity(named: "Scene", in: realityKitContentBundle)`):
    /// throws in a preview, which has no bundle assets.
    public convenience init(named name: String, in bundle: Bundle? = nil) async throws { throw EntityNotFound(name: name) }
    /// Loads an entity of a file: throws in a preview.
    public convenience init(contentsOf url: URL, withName resourceName: String? = nil) async throws {
        throw EntityNotFound(name: url.lastPathComponent)
    }
}

/// The error a preview's loads throw: the asset is not found.
struct EntityNotFound: LocalizedError {
    let name: String
    var errorDescription: String? { "No asset named \"\(name)\" is available in a preview." }
}

extension Entity {
    /// An entity's children (RealityKit's `Entity.ChildCollection`): changing it changes the entity.
    public struct ChildCollection: RandomAccessCollection {
        let owner: Entity?
        let elements: [Entity]
        @MainActor init(owner: Entity) { (self.owner, elements) = (owner, owner.childStorage) }
        public var startIndex: Int { elements.startIndex }
        public var endIndex: Int { elements.endIndex }
        public subscript(position: Int) -> Entity { elements[position] }

        /// Adds a child.
        @MainActor public mutating func append(_ child: Entity) { apply { $0.addChild(child) } }
        /// Adds children.
        @MainActor public mutating func append<S: Sequence>(contentsOf sequence: S) where S.Element: Entity {
            apply { owner in for child in sequence { owner.addChild(child) } }
        }
        /// Removes a child.
        @MainActor public mutating func remove(_ child: Entity) { apply { $0.removeChild(child) } }
        /// Removes every child.
        @MainActor public mutating func removeAll() { apply { $0.replaceChildren(with: []) } }
        /// Replaces the children.
        @MainActor public mutating func replaceAll<S: Sequence>(_ children: S) where S.Element: Entity {
            apply { $0.replaceChildren(with: Array(children)) }
        }
        @MainActor private mutating func apply(_ change: (Entity) -> Void) {
            guard let owner else { return }
            change(owner)
            self = ChildCollection(owner: owner)
        }
    }

    /// An entity's components, one of each type (RealityKit's `Entity.ComponentSet`).
    public struct ComponentSet {
        var storage: [ObjectIdentifier: any Component] = [:]
        /// The component of a type.
        public subscript<T: Component>(componentType: T.Type) -> T? {
            get { storage[ObjectIdentifier(componentType)] as? T }
            set { storage[ObjectIdentifier(componentType)] = newValue }
        }
        /// Sets a component, replacing the one of its type.
        public mutating func set<T: Component>(_ component: T) { storage[ObjectIdentifier(T.self)] = component }
        /// Sets components.
        public mutating func set(_ components: [any Component]) {
            for component in components { storage[ObjectIdentifier(type(of: component))] = component }
        }
        /// Whether there is a component of a type.
        public func has(_ componentType: any Component.Type) -> Bool { storage[ObjectIdentifier(componentType)] != nil }
        /// Removes the component of a type.
        public mutating func remove(_ componentType: any Component.Type) { storage[ObjectIdentifier(componentType)] = nil }
        /// Removes every component.
        public mutating func removeAll() { storage = [:] }
        /// How many components there are.
        public var count: Int { storage.count }
    }
}

/// An entity in a hierarchy (RealityKit's `HasHierarchy`).
@preconcurrency @MainActor public protocol HasHierarchy: Entity {}
/// An entity with a transform (RealityKit's `HasTransform`).
@preconcurrency @MainActor public protocol HasTransform: Entity {}
/// An entity with a model (RealityKit's `HasModel`).
@preconcurrency @MainActor public protocol HasModel: Entity {}
/// An entity with a collision shape (RealityKit's `HasCollision`).
@preconcurrency @MainActor public protocol HasCollision: Entity {}
/// An entity anchoring content to the world (RealityKit's `HasAnchoring`).
@preconcurrency @MainActor public protocol HasAnchoring: Entity {}

extension HasModel {
    /// Its mesh and materials.
    public var model: ModelComponent? {
        get { components[ModelComponent.self] }
        set { components[ModelComponent.self] = newValue }
    }
}

extension HasCollision {
    /// Its collision shapes.
    public var collision: CollisionComponent? {
        get { components[CollisionComponent.self] }
        set { components[CollisionComponent.self] = newValue }
    }
}

extension HasAnchoring {
    /// What it anchors to.
    public var anchoring: AnchoringComponent {
        get { components[AnchoringComponent.self] ?? AnchoringComponent(.world(transform: matrix_identity_float4x4)) }
        set { components[AnchoringComponent.self] = newValue }
    }
}
#endif
