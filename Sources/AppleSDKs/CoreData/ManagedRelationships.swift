#if os(Linux)
import Foundation

extension NSManagedObject {
    /// The objects of a to-many relationship, ordered or not, in their order.
    func relatedObjects(forKey key: String) -> [NSManagedObject] {
        switch primitiveValue(forKey: key) {
        case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: array
        case let set as Set<NSManagedObject>: Array(set)
        default: []
        }
    }

    /// Whether the relationship `key` keeps an order, by the model or by what it holds.
    func isOrderedRelationship(_ key: String) -> Bool {
        if let name = entity.name, let relationship = ManagedModelRegistry.relationship(key, of: name) { return relationship.isOrdered }
        return primitiveValue(forKey: key) is NSOrderedSet
    }

    /// Sets `value` for `key`; when the model names the relationship's inverse, the objects
    /// it leaves and the objects it joins are updated as Core Data updates them.
    func setRelatingInverse(_ value: Any?, forKey key: String) {
        guard let name = entity.name, let relationship = ManagedModelRegistry.relationship(key, of: name), let inverse = relationship.inverse else {
            setPrimitiveValue(value, forKey: key)
            return
        }
        let old: [NSManagedObject] = relationship.isToMany ? relatedObjects(forKey: key)
            : (primitiveValue(forKey: key) as? NSManagedObject).map { [$0] } ?? []
        setPrimitiveValue(value, forKey: key)
        let new: [NSManagedObject] = relationship.isToMany ? relatedObjects(forKey: key) : (value as? NSManagedObject).map { [$0] } ?? []
        for object in old where !new.contains(where: { $0 === object }) { object.unlinkInverse(inverse, from: self) }
        for object in new where !old.contains(where: { $0 === object }) { object.linkInverse(inverse, to: self) }
    }

    /// The objects this object's Cascade relationships hold.
    func cascadedObjects() -> [NSManagedObject] {
        guard let name = entity.name else { return [] }
        return ManagedModelRegistry.relationships(of: name).filter(\.value.cascades).flatMap { key, relationship in
            relationship.isToMany ? relatedObjects(forKey: key) : (primitiveValue(forKey: key) as? NSManagedObject).map { [$0] } ?? []
        }
    }

    /// Takes this object out of every relationship the model gives an inverse (Core Data's
    /// Nullify rule, applied when it is deleted).
    func nullifyRelationships() {
        guard let name = entity.name else { return }
        for (key, relationship) in ManagedModelRegistry.relationships(of: name) where relationship.inverse != nil {
            setRelatingInverse(relationship.isToMany ? storedSet([], forKey: key) : nil, forKey: key)
        }
    }

    /// Adds `other` to this object's relationship `key` (the inverse side: no further update).
    private func linkInverse(_ key: String, to other: NSManagedObject) {
        let toMany = entity.name.flatMap { ManagedModelRegistry.relationship(key, of: $0) }?.isToMany ?? false
        guard toMany else {
            if let previous = primitiveValue(forKey: key) as? NSManagedObject, previous !== other {
                previous.removeRelated([self], forKey: relationshipBack(from: key) ?? "")
            }
            setPrimitiveValue(other, forKey: key)
            return
        }
        var objects = relatedObjects(forKey: key)
        guard !objects.contains(where: { $0 === other }) else { return }
        objects.append(other)
        setPrimitiveValue(storedSet(objects, forKey: key), forKey: key)
    }

    /// Takes `other` out of this object's relationship `key` (the inverse side).
    private func unlinkInverse(_ key: String, from other: NSManagedObject) {
        if primitiveValue(forKey: key) as? NSManagedObject === other {
            setPrimitiveValue(nil, forKey: key)
        } else {
            removeRelated([other], forKey: key)
        }
    }

    /// Removes `objects` from the to-many relationship `key`, without updating inverses.
    private func removeRelated(_ objects: [NSManagedObject], forKey key: String) {
        guard !key.isEmpty else { return }
        let kept = relatedObjects(forKey: key).filter { object in !objects.contains { $0 === object } }
        setPrimitiveValue(storedSet(kept, forKey: key), forKey: key)
    }

    /// The inverse of this object's relationship `key`, by the model.
    private func relationshipBack(from key: String) -> String? {
        entity.name.flatMap { ManagedModelRegistry.relationship(key, of: $0) }?.inverse
    }

    /// `objects` as the relationship `key` stores them: an ordered set or a set.
    func storedSet(_ objects: [NSManagedObject], forKey key: String) -> Any {
        isOrderedRelationship(key) ? NSOrderedSet(array: objects) : NSSet(array: objects)
    }

    /// The objects of the to-many relationship `key`, changed through the returned set.
    public func mutableSetValue(forKey key: String) -> ManagedRelationshipSet { ManagedRelationshipSet(owner: self, key: key) }

    /// The objects of the ordered to-many relationship `key`, changed through the returned set.
    public func mutableOrderedSetValue(forKey key: String) -> ManagedRelationshipSet { ManagedRelationshipSet(owner: self, key: key) }

    /// Runs a to-many accessor Xcode declares (`addToItems(_:)`, `removeFromItems(at:)`,
    /// `insertIntoItems(_:at:)`, `replaceItems(at:with:)`) on the relationship it names.
    public func performManagedAccessor(_ name: String, _ arguments: Any...) {
        let verbs = ["addTo", "removeFrom", "insertInto", "replace"]
        guard let verb = verbs.first(where: { name.hasPrefix($0) && name.count > $0.count }) else { return }
        let rest = name.dropFirst(verb.count)
        let key = rest.prefix(1).lowercased() + rest.dropFirst()
        var objects = relatedObjects(forKey: key)
        let values = arguments.first.map(Self.objects(in:)) ?? []
        let indexes = arguments.compactMap(Self.indexes(in:)).first
        switch verb {
        case "addTo":
            objects += values.filter { value in !objects.contains { $0 === value } }
        case "removeFrom":
            if let indexes, arguments.count == 1 {
                objects = objects.enumerated().filter { !indexes.contains($0.offset) }.map(\.element)
            } else {
                objects.removeAll { object in values.contains { $0 === object } }
            }
        case "insertInto":
            let at = indexes ?? [objects.count]
            for (value, index) in zip(values, at) where !objects.contains(where: { $0 === value }) {
                objects.insert(value, at: min(max(index, 0), objects.count))
            }
        default:
            let at = arguments.first.flatMap(Self.indexes(in:)) ?? []
            let replacements = arguments.dropFirst().first.map(Self.objects(in:)) ?? []
            for (index, value) in zip(at, replacements) where objects.indices.contains(index) { objects[index] = value }
        }
        setValue(storedSet(objects, forKey: key), forKey: key)
    }

    /// The objects an accessor's argument holds: one object, a set, an ordered set or an array.
    static func objects(in argument: Any) -> [NSManagedObject] {
        switch argument {
        case let object as NSManagedObject: [object]
        case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
        case let array as [Any]: array.compactMap { $0 as? NSManagedObject }
        default: []
        }
    }

    /// The indexes an accessor's argument holds: an index or an index set.
    static func indexes(in argument: Any) -> [Int]? {
        switch argument {
        case let index as Int: return [index]
        case let set as IndexSet: return Array(set)
        case let set as NSIndexSet:
            var indexes: [Int] = []
            set.enumerate { index, _ in indexes.append(index) }
            return indexes
        default: return nil
        }
    }
}

/// A to-many relationship changed in place (what `mutableSetValue(forKey:)` returns); changes
/// update the owner and the inverses.
public final class ManagedRelationshipSet: @unchecked Sendable {
    let owner: NSManagedObject
    let key: String
    init(owner: NSManagedObject, key: String) {
        self.owner = owner
        self.key = key
    }
    /// The objects.
    public var allObjects: [Any] { owner.relatedObjects(forKey: key) }
    /// How many.
    public var count: Int { owner.relatedObjects(forKey: key).count }
    /// Adds an object.
    public func add(_ object: Any) { owner.performManagedAccessor("addTo" + key, object) }
    /// Removes an object.
    public func remove(_ object: Any) { owner.performManagedAccessor("removeFrom" + key, object) }
    /// Removes every object.
    public func removeAllObjects() { owner.setValue(owner.storedSet([], forKey: key), forKey: key) }
}
#endif
