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
}
#endif
