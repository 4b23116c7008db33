#if os(Linux)
import Foundation

extension NSManagedObject {
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
