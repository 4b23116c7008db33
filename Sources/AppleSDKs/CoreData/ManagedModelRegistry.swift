#if os(Linux)
import Foundation

/// A relationship of an entity as the app's model declares it.
public struct ManagedRelationshipModel: Sendable, Equatable {
    /// The entity it points to.
    public var destination: String
    /// The relationship on the destination pointing back, if the model names one.
    public var inverse: String?
    /// Whether it holds several objects.
    public var isToMany: Bool
    /// Whether those objects keep an order (`NSOrderedSet`).
    public var isOrdered: Bool
    /// Whether deleting the object deletes the objects it holds (the Cascade rule).
    public var cascades: Bool

    /// A relationship.
    public init(destination: String, inverse: String?, isToMany: Bool, isOrdered: Bool, cascades: Bool = false) {
        self.destination = destination
        self.inverse = inverse
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.cascades = cascades
    }
}

/// An entity of the app's model (its `.xcdatamodeld`), as `l10n check --app` registers it: its
/// class, its parent entity, the default values set on every new object, and its relationships.
public struct ManagedEntityModel: @unchecked Sendable {
    /// The entity's name.
    public var name: String
    /// The name of the class its objects are.
    public var className: String
    /// The parent entity, if any.
    public var parent: String?
    /// Default values by attribute, typed as the class's properties.
    public var defaults: [String: Any]
    /// Relationships by name.
    public var relationships: [String: ManagedRelationshipModel]
    /// Makes an object of the entity's class (what `insertNewObject(forEntityName:into:)` returns).
    public var make: ((NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject)?

    /// An entity.
    public init(name: String, className: String, parent: String? = nil, defaults: [String: Any] = [:],
                relationships: [String: ManagedRelationshipModel] = [:],
                make: ((NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject)? = nil) {
        self.name = name
        self.className = className
        self.parent = parent
        self.defaults = defaults
        self.relationships = relationships
        self.make = make
    }
}

/// The entities of the app's model, known to every context. `l10n check --app` writes a function
/// `l10n_register_core_data_model` registering them; it is looked up and called the first time a
/// managed object needs its entity.
public enum ManagedModelRegistry {
    final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var entities: [String: ManagedEntityModel] = [:]
        var looked = false
    }
    static let storage = Storage()

    /// The symbol of the generated registering function.
    public static let registerSymbol = "l10n_register_core_data_model"

    /// Adds `entities` (replacing any of the same name).
    public static func register(_ entities: [ManagedEntityModel]) {
        storage.lock.withLock {
            for entity in entities { storage.entities[entity.name] = entity }
        }
    }

    /// Forgets every entity (for tests).
    public static func reset() {
        storage.lock.withLock {
            storage.entities = [:]
            storage.looked = true
        }
    }

    /// Every registered entity, by name.
    static var entities: [String: ManagedEntityModel] {
        lookUpGeneratedModel()
        return storage.lock.withLock { storage.entities }
    }

    /// Held while the generated function runs, so no other thread reads the model half registered.
    static let lookupLock = NSLock()

    /// Calls the generated registering function once, if the program has one.
    private static func lookUpGeneratedModel() {
        lookupLock.lock()
        defer { lookupLock.unlock() }
        let first = storage.lock.withLock { () -> Bool in
            defer { storage.looked = true }
            return !storage.looked
        }
        guard first, let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, registerSymbol) else { return }
        typealias Register = @convention(c) () -> Void
        unsafeBitCast(symbol, to: Register.self)()
    }

    /// The entity whose objects are of the class named `className` (or the entity of that name).
    static func entity(forClassName className: String) -> ManagedEntityModel? {
        let all = entities
        return all.values.first { $0.className == className } ?? all[className]
    }

    /// `name` and the names of every entity below it.
    static func names(including name: String) -> Set<String> {
        let all = entities
        var found: Set<String> = [name]
        var grew = true
        var rounds = 0
        while grew, rounds < 64 {
            grew = false
            rounds += 1
            for entity in all.values where !found.contains(entity.name) {
                if let parent = entity.parent, found.contains(parent) { found.insert(entity.name); grew = true }
            }
        }
        return found
    }

    /// The defaults of `name` and of its parents (the entity's own win).
    static func defaults(of name: String) -> [String: Any] {
        let all = entities
        var chain: [ManagedEntityModel] = []
        var next: String? = name
        while let current = next, let entity = all[current], chain.count < 64 {
            chain.append(entity)
            next = entity.parent
        }
        var defaults: [String: Any] = [:]
        for entity in chain.reversed() { defaults.merge(entity.defaults) { _, new in new } }
        return defaults
    }

    /// Every relationship of `name` and of its parents.
    static func relationships(of name: String) -> [String: ManagedRelationshipModel] {
        let all = entities
        var found: [String: ManagedRelationshipModel] = [:]
        var next: String? = name
        var steps = 0
        while let current = next, let entity = all[current], steps < 64 {
            found.merge(entity.relationships) { own, _ in own }
            next = entity.parent
            steps += 1
        }
        return found
    }

    /// The relationship `key` of `name` or of one of its parents.
    static func relationship(_ key: String, of name: String) -> ManagedRelationshipModel? {
        let all = entities
        var next: String? = name
        var steps = 0
        while let current = next, let entity = all[current], steps < 64 {
            if let relationship = entity.relationships[key] { return relationship }
            next = entity.parent
            steps += 1
        }
        return nil
    }
}
#endif
