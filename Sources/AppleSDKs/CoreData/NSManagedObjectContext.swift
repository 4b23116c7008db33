#if os(Linux)
import Foundation
import StandInAppleFoundation

/// What to fetch (Core Data's `NSFetchRequest`): the entity, a predicate and an order. Predicates
/// written as format strings are not evaluated here, so a fetch returns every object of the entity.
open class NSFetchRequest<ResultType: NSFetchRequestResult>: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var entityName: String?
    /// The entity.
    open var entity: NSEntityDescription?
    /// The filter.
    open var predicate: NSPredicate?
    /// The order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The order of Swift sort descriptors (`SortDescriptor`), applied after `sortDescriptors`.
    var comparators: [(AnyObject, AnyObject) -> ComparisonResult] = []
    /// The most to fetch (0: all).
    open var fetchLimit = 0
    /// How many to skip.
    open var fetchOffset = 0
    /// The batch size.
    open var fetchBatchSize = 0
    /// Whether faults are returned.
    open var returnsObjectsAsFaults = true
    /// Key paths to prefetch.
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Properties to fetch.
    open var propertiesToFetch: [Any]?
    /// What a request returns.
    open var resultType = NSFetchRequestResultType.managedObjectResultType
    /// A request of an entity.
    public init(entityName: String) { self.entityName = entityName }
    /// A request.
    public override init() {}
}

/// What a fetch request returns (Core Data's `NSFetchRequestResultType`).
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = Self([]), managedObjectIDResultType = Self(rawValue: 1)
    public static let dictionaryResultType = Self(rawValue: 2), countResultType = Self(rawValue: 4)
}

/// A request run on the store (Core Data's `NSPersistentStoreRequest`).
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {}

/// A store request's result (Core Data's `NSPersistentStoreResult`).
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// How conflicts are merged (Core Data's `NSMergePolicy`).
open class NSMergePolicy: NSObject, @unchecked Sendable {
    /// The object's values win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy()
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy()
    /// The object wins.
    public static let overwrite = NSMergePolicy()
    /// The store wins.
    public static let rollback = NSMergePolicy()
    /// Conflicts are errors.
    public static let error = NSMergePolicy()
}

/// The object's values win.
public let NSMergeByPropertyObjectTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
/// The store's values win.
public let NSMergeByPropertyStoreTrumpMergePolicy: NSMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump

/// The objects of a store as the app sees them (Core Data's `NSManagedObjectContext`): every
/// context of the process shares one set of objects in memory, so a preview that inserts sample
/// objects into any context sees them in `@FetchRequest`.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// Which queue a context runs on.
    public enum ConcurrencyType: UInt, Sendable { case privateQueueConcurrencyType = 1, mainQueueConcurrencyType }

    final class Store: @unchecked Sendable {
        let lock = NSLock()
        var objects: [NSManagedObject] = []
    }
    static let store = Store()

    /// The name.
    open var name: String?
    /// The generation of the store the context reads (nil: the newest, always, in memory).
    open private(set) var queryGenerationToken: NSQueryGenerationToken?
    /// Pins the context to a generation of the store; in memory there is one.
    open func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws { queryGenerationToken = generation }
    /// What undoes the context's changes: none by default, as on iOS.
    open var undoManager: UndoManager?
    /// Whether changes of the parent are merged.
    open var automaticallyMergesChangesFromParent = false
    /// How conflicts are merged.
    open var mergePolicy: Any = NSMergePolicy.error
    /// The parent context.
    open var parent: NSManagedObjectContext?
    /// The transaction's author.
    open var transactionAuthor: String?
    /// A context.
    public init(concurrencyType ct: ConcurrencyType) {}
    /// Whether there are unsaved changes: no, in memory.
    open var hasChanges: Bool { false }
    /// The objects inserted.
    open var insertedObjects: Set<NSManagedObject> { [] }
    /// The objects registered.
    open var registeredObjects: Set<NSManagedObject> { Self.store.lock.withLock { Set(Self.store.objects) } }

    /// Inserts an object.
    open func insert(_ object: NSManagedObject) {
        Self.store.lock.withLock {
            if !Self.store.objects.contains(where: { $0 === object }) { Self.store.objects.append(object) }
        }
        object.attach(to: self)
        object.awakeFromInsert()
    }
    /// Deletes an object, and the objects its Cascade relationships hold, taking each out of the
    /// relationships of the objects it was related to.
    open func delete(_ object: NSManagedObject) {
        var pending = [object]
        var deleted: [NSManagedObject] = []
        while let next = pending.popLast(), deleted.count < 100_000 {
            guard !deleted.contains(where: { $0 === next }) else { continue }
            deleted.append(next)
            pending += next.cascadedObjects()
        }
        Self.store.lock.withLock { Self.store.objects.removeAll { stored in deleted.contains { $0 === stored } } }
        for object in deleted { object.nullifyRelationships() }
    }
    /// The objects a request fetches: the objects of its entity and of the entities below it (or
    /// of its result type), filtered by its predicate and in the order of its sort descriptors.
    open func fetch<T: NSFetchRequestResult>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = Self.store.lock.withLock { Self.store.objects }
        let names = (request.entityName ?? request.entity?.name).map { ManagedModelRegistry.names(including: $0) }
        var found = objects.filter { object in
            if let names { return names.contains(object.entity.name ?? "") || names.contains(String(describing: type(of: object))) }
            return object is T
        }
        if let predicate = request.predicate { found = found.filter { ManagedFetch.matches($0, predicate) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty { found = ManagedFetch.sorted(found, by: descriptors) }
        if !request.comparators.isEmpty { found = ManagedFetch.sorted(found, by: request.comparators) }
        var results = found.compactMap { $0 as? T }
        if request.fetchOffset > 0 { results = Array(results.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { results = Array(results.prefix(request.fetchLimit)) }
        return results
    }
    /// The number of objects a request fetches.
    open func count<T: NSFetchRequestResult>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }
    /// Runs a store request: a batch delete deletes and a batch insert inserts here, in memory,
    /// and each returns its result as its `resultType` asks.
    @discardableResult open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let delete = request as? NSBatchDeleteRequest { return try runBatchDelete(delete) }
        if let insert = request as? NSBatchInsertRequest { return runBatchInsert(insert) }
        return NSPersistentStoreResult()
    }
    /// Saves (nothing to write, in memory).
    open func save() throws {}
    /// Discards changes.
    open func rollback() {}
    /// Forgets every object.
    open func reset() {}
    /// Refreshes an object.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    /// Refreshes every object.
    open func refreshAllObjects() {}
    /// The object of an identity.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        Self.store.lock.withLock { Self.store.objects.first { $0.objectID == objectID } } ?? NSManagedObject()
    }
    /// The object of an identity, when it exists.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject { object(with: objectID) }
    /// Runs a block on the context's queue (at once here).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs a block and waits (at once here).
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs a block on the context's queue and returns its result.
    open func perform<T>(_ block: @escaping () throws -> T) async rethrows -> T { try block() }
    /// Merges changes from a notification.
    open func mergeChanges(fromContextDidSave notification: Notification) {}
}
/// A generation of a store's contents a context reads (Core Data's `NSQueryGenerationToken`).
open class NSQueryGenerationToken: NSObject, @unchecked Sendable {
    /// The store's current generation.
    public static let current = NSQueryGenerationToken()
}
#endif
