#if os(Linux)
import Foundation
import StandInCloudKit

/// The store's type: in memory.
public let NSInMemoryStoreType = "InMemory"
/// The store's type: SQLite.
public let NSSQLiteStoreType = "SQLite"
/// The option of history tracking.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option of remote change notifications.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// The option of lightweight migration.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option of inferring the mapping model.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

extension Notification.Name {
    /// Posted when a store changes remotely.
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// A model of entities (Core Data's `NSManagedObjectModel`): not read here.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The entities.
    open var entities: [NSEntityDescription] = []
    /// An empty model.
    public override init() {}
    /// The model in a file.
    public init?(contentsOf url: URL) {}
}

/// How a store is opened (Core Data's `NSPersistentStoreDescription`).
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    /// The file.
    open var url: URL?
    /// The type.
    open var type = NSSQLiteStoreType
    /// The configuration's name.
    open var configuration: String?
    /// Whether it is added on a background queue.
    open var shouldAddStoreAsynchronously = false
    /// Whether lightweight migration runs.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping model is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// Its CloudKit options.
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    /// Its options.
    public private(set) var options: [String: NSObject] = [:]
    /// A description of a file.
    public init(url: URL) { self.url = url }
    /// A description.
    public override init() {}
    /// Sets an option.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// CloudKit options of a store (Core Data's `NSPersistentCloudKitContainerOptions`).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    /// The container's identifier.
    public let containerIdentifier: String
    /// The database the store syncs with: the private one unless set.
    open var databaseScope = CKDatabase.Scope.private
    /// Options of a container.
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// A store's coordinator (Core Data's `NSPersistentStoreCoordinator`).
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// A coordinator of a model.
    public init(managedObjectModel model: NSManagedObjectModel) { managedObjectModel = model }
}

/// A model, its stores and a main-queue context (Core Data's `NSPersistentContainer`): stores open
/// in memory, and every context shares one set of objects.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The name.
    public let name: String
    /// The model.
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The stores' descriptions.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main-queue context.
    public let viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    /// A container of the model named `name`.
    public convenience init(name: String) { self.init(name: name, managedObjectModel: NSManagedObjectModel()) }
    /// A container of a model.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
    }
    /// Opens the stores (in memory) and reports each.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }
    /// A context on a private queue.
    open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType) }
    /// Runs a block with a background context (at once here).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(newBackgroundContext()) }
    /// The default folder of stores.
    open class func defaultDirectoryURL() -> URL { FileManager.default.temporaryDirectory }
}

/// A container synced with CloudKit (Core Data's `NSPersistentCloudKitContainer`): nothing syncs here.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Sets up the CloudKit schema (nothing to set up here).
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

/// Options of the CloudKit schema (Core Data's `NSPersistentCloudKitContainerSchemaInitializationOptions`).
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 2), printSchema = Self(rawValue: 4)
}
#endif
#if os(Linux)
extension NSPersistentCloudKitContainer {
    /// Posted when a sync event changes: never, as nothing syncs here.
    public static let eventChangedNotification = Notification.Name("NSPersistentCloudKitContainerEventChangedNotification")
    /// The key of the event in that notification.
    public static let eventNotificationUserInfoKey = "event"
}

extension NSManagedObjectContext {
    /// The store's coordinator.
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator? { NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel()) }
}
#endif
