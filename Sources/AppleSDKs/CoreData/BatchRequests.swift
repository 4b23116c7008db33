#if os(Linux)
import Foundation

/// Deletes the objects a request fetches (Core Data's `NSBatchDeleteRequest`): in memory, the
/// objects its fetch request matches (entity, sub-entities and predicate) leave every context.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The request of the objects to delete.
    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    let objectIDs: [NSManagedObjectID]?
    /// A request deleting what `fetch` fetches.
    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        objectIDs = nil
    }
    /// A request deleting the objects of these identities.
    public init(objectIDs: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest()
        self.objectIDs = objectIDs
    }
    /// What it returns.
    open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly
}

/// What a batch delete returns (Core Data's `NSBatchDeleteRequestResultType`).
public enum NSBatchDeleteRequestResultType: UInt, Sendable { case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount }

/// What a batch delete did (Core Data's `NSBatchDeleteResult`): `true`, the deleted objects'
/// identities (`[NSManagedObjectID]`) or their number, as the request's `resultType` asks.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result.
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// Inserts objects of an entity from dictionaries of their values (Core Data's
/// `NSBatchInsertRequest`): in memory, the objects are made at once and every context sees them.
/// As on a device, `awakeFromInsert()` is not called; the model's defaults are set.
open class NSBatchInsertRequest: NSPersistentStoreRequest, @unchecked Sendable {
    /// The entity's name.
    public let entityName: String
    /// The entity, when the request was made of one.
    public let entity: NSEntityDescription?
    /// The objects' values, by attribute name.
    open var objectsToInsert: [[String: Any]]?
    /// Fills a dictionary per object; returns true when there are no more.
    open var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    /// Sets the values of an object per call; returns true when there are no more.
    open var managedObjectHandler: ((NSManagedObject) -> Bool)?
    /// What it returns.
    open var resultType = NSBatchInsertRequestResultType.statusOnly

    /// A request inserting objects of an entity.
    public init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
        entityName = entity.name ?? ""
        self.entity = entity
        objectsToInsert = dictionaries
    }
    /// A request inserting objects of the entity named `entityName`.
    public init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.entityName = entityName
        entity = nil
        objectsToInsert = dictionaries
    }
    /// A request inserting the objects a handler describes, one dictionary per call.
    public convenience init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entity: entity, objects: [])
        objectsToInsert = nil
        dictionaryHandler = handler
    }
    /// A request inserting the objects a handler describes, one dictionary per call.
    public convenience init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entityName: entityName, objects: [])
        objectsToInsert = nil
        dictionaryHandler = handler
    }
    /// A request inserting the objects a handler fills in, one per call.
    public convenience init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entity: entity, objects: [])
        objectsToInsert = nil
        managedObjectHandler = handler
    }
    /// A request inserting the objects a handler fills in, one per call.
    public convenience init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.init(entityName: entityName, objects: [])
        objectsToInsert = nil
        managedObjectHandler = handler
    }
}

/// What a batch insert returns (Core Data's `NSBatchInsertRequestResultType`).
public enum NSBatchInsertRequestResultType: UInt, Sendable { case statusOnly, objectIDs, count }

/// What a batch insert did (Core Data's `NSBatchInsertResult`): `true`, the inserted objects'
/// identities (`[NSManagedObjectID]`) or their number, as the request's `resultType` asks.
open class NSBatchInsertResult: NSPersistentStoreResult, @unchecked Sendable {
    /// The result.
    public let result: Any?
    init(result: Any?) { self.result = result }
}

/// The key of the inserted objects in a change notification's user info (Core Data's `NSInsertedObjectsKey`).
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects (Core Data's `NSUpdatedObjectsKey`).
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects (Core Data's `NSDeletedObjectsKey`).
public let NSDeletedObjectsKey = "deleted"
/// The key of the refreshed objects (Core Data's `NSRefreshedObjectsKey`).
public let NSRefreshedObjectsKey = "refreshed"
/// The key of the invalidated objects (Core Data's `NSInvalidatedObjectsKey`).
public let NSInvalidatedObjectsKey = "invalidated"

extension NSManagedObjectContext {
    /// Merges changes another coordinator saved into contexts (Core Data's
    /// `mergeChanges(fromRemoteContextSave:into:)`): nothing to merge, as every context shares
    /// one set of objects in memory.
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {}

    /// Deletes what a batch delete request names, and reports it as its `resultType` asks.
    func runBatchDelete(_ request: NSBatchDeleteRequest) throws -> NSBatchDeleteResult {
        let doomed: [NSManagedObject]
        if let ids = request.objectIDs {
            doomed = Self.store.lock.withLock { Self.store.objects.filter { ids.contains($0.objectID) } }
        } else if request.fetchRequest.entityName != nil || request.fetchRequest.entity != nil {
            doomed = try fetch(request.fetchRequest).compactMap { $0 as? NSManagedObject }
        } else {
            doomed = []
        }
        for object in doomed { delete(object) }
        switch request.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: doomed.map(\.objectID))
        case .resultTypeCount: return NSBatchDeleteResult(result: doomed.count)
        }
    }

    /// Makes and stores the objects a batch insert request describes, and reports them as its
    /// `resultType` asks.
    func runBatchInsert(_ request: NSBatchInsertRequest) -> NSBatchInsertResult {
        let name = request.entity?.name ?? request.entityName
        let model = ManagedModelRegistry.entities[name]
        func newObject() -> NSManagedObject {
            let entity = NSEntityDescription(name: name)
            entity.managedObjectClassName = model?.className ?? "NSManagedObject"
            return model?.make?(entity, nil) ?? NSManagedObject(entity: entity, insertInto: nil)
        }
        func newObject(_ values: [String: Any]) -> NSManagedObject {
            let object = newObject()
            for (key, value) in values { object.setValue(value, forKey: key) }
            return object
        }
        var made = (request.objectsToInsert ?? []).map { newObject($0) }
        if let handler = request.dictionaryHandler {
            for _ in 0..<100_000 {
                let dictionary = NSMutableDictionary()
                if handler(dictionary) { break }
                var values: [String: Any] = [:]
                for (key, value) in dictionary { if let key = key as? String { values[key] = value } }
                made.append(newObject(values))
            }
        }
        if let handler = request.managedObjectHandler {
            for _ in 0..<100_000 {
                let object = newObject()
                if handler(object) { break }
                made.append(object)
            }
        }
        Self.store.lock.withLock { Self.store.objects += made }
        for object in made { object.attach(to: self) }
        switch request.resultType {
        case .statusOnly: return NSBatchInsertResult(result: true)
        case .objectIDs: return NSBatchInsertResult(result: made.map(\.objectID))
        case .count: return NSBatchInsertResult(result: made.count)
        }
    }
}
#endif
