#if os(Linux)
@_exported import Foundation

/// What a fetch request returns (Core Data's `NSFetchRequestResult`): any object here, so that
/// `NSFetchRequest<NSFetchRequestResult>` is a request of objects as on Apple platforms.
public typealias NSFetchRequestResult = AnyObject

/// An object's identity in a store (Core Data's `NSManagedObjectID`).
public final class NSManagedObjectID: NSObject, @unchecked Sendable {
    /// The URL form of the identity.
    public let uri: URL
    init(uri: URL) { self.uri = uri }
    /// The URL form of the identity.
    public func uriRepresentation() -> URL { uri }
    /// Whether the object is not saved yet: always, in memory.
    public var isTemporaryID: Bool { true }
}

/// An entity of a model (Core Data's `NSEntityDescription`): its name.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    /// The entity's name.
    open var name: String?
    /// The class's name.
    open var managedObjectClassName: String!
    /// Its properties, for a model built in code.
    open var properties: [NSPropertyDescription] = []
    /// The sets of properties whose values are unique among its objects, each as property names or
    /// descriptions (Core Data's `uniquenessConstraints`): kept, not enforced in memory.
    open var uniquenessConstraints: [[Any]] = []
    /// Its fetch indexes (Core Data's `indexes`): kept, each told it is this entity's.
    open var indexes: [NSFetchIndexDescription] = [] {
        didSet { for index in indexes { index.entity = self } }
    }
    /// An entity.
    public override init() {}
    init(name: String) {
        self.name = name
        managedObjectClassName = name
    }
    /// The entity of a name.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? { NSEntityDescription(name: entityName) }
    /// Inserts a new object of an entity: of the class the app's model generates for it, or a
    /// plain managed object.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let model = ManagedModelRegistry.entities[entityName]
        let entity = NSEntityDescription(name: entityName)
        entity.managedObjectClassName = model?.className ?? "NSManagedObject"
        return model?.make?(entity, context) ?? NSManagedObject(entity: entity, insertInto: context)
    }
    /// The entity of the class named `className`: the model's entity of that class, when the app's
    /// model is registered, or an entity named as the class.
    static func of(className: String) -> NSEntityDescription {
        let entity = NSEntityDescription(name: ManagedModelRegistry.entity(forClassName: className)?.name ?? className)
        entity.managedObjectClassName = className
        return entity
    }
}

/// An object a context manages (Core Data's `NSManagedObject`): held in memory; values set by key
/// are kept by key. As on Apple platforms it is not `Identifiable` itself: the classes Xcode
/// generates declare it.
open class NSManagedObject: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]
    /// Its entity.
    public let entity: NSEntityDescription
    /// Its context.
    open private(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Its identity.
    public let objectID = NSManagedObjectID(uri: URL(string: "x-coredata:///" + UUID().uuidString) ?? URL(fileURLWithPath: "/"))

    /// An object of an entity, inserted into a context.
    /// The model's default values are set first.
    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        super.init()
        if let name = entity.name { values = ManagedModelRegistry.defaults(of: name) }
        context?.insert(self)
    }
    /// An object inserted into a context.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: NSEntityDescription.of(className: String(describing: Self.self)), insertInto: context)
    }
    /// An object in no context.
    public override convenience init() { self.init(entity: NSEntityDescription.of(className: String(describing: Self.self)), insertInto: nil) }

    /// The entity of the class.
    open class func entity() -> NSEntityDescription { NSEntityDescription.of(className: String(describing: self)) }
    /// A request of the class's objects.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: NSEntityDescription.of(className: String(describing: self)).name ?? String(describing: self))
    }

    func attach(to context: NSManagedObjectContext?) { managedObjectContext = context }

    /// A value by key.
    open func value(forKey key: String) -> Any? { primitiveValue(forKey: key) }
    /// Sets a value by key; setting a relationship updates its inverse on the objects it names.
    open func setValue(_ value: Any?, forKey key: String) { setRelatingInverse(value, forKey: key) }
    /// A primitive value by key.
    open func primitiveValue(forKey key: String) -> Any? { lock.withLock { values[key] } }
    /// Sets a primitive value by key (no inverse is updated).
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { lock.withLock { values[key] = value } }
    /// Whether it is a fault: never, in memory.
    open var isFault: Bool { false }
    /// Whether it was deleted.
    open var isDeleted: Bool { false }
    /// Whether it was inserted.
    open var isInserted: Bool { managedObjectContext != nil }
    /// Whether it has unsaved changes.
    open var hasChanges: Bool { false }
    /// Whether it was changed.
    open var isUpdated: Bool { false }
    /// The values changed.
    open func changedValues() -> [String: Any] { [:] }
    /// Called when it is inserted.
    open func awakeFromInsert() {}
    /// Called when it is fetched.
    open func awakeFromFetch() {}
    /// Called before it is saved.
    open func willSave() {}
    /// Called after it is saved.
    open func didSave() {}
    /// Called before it is deleted.
    open func prepareForDeletion() {}
    /// Marks a key about to change.
    open func willChangeValue(forKey key: String) {}
    /// Marks a key changed.
    open func didChangeValue(forKey key: String) {}
    /// Marks a key about to be read.
    open func willAccessValue(forKey key: String?) {}
    /// Marks a key read.
    open func didAccessValue(forKey key: String?) {}
}
#endif
