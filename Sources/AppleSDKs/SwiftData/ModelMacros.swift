#if os(Linux)
import Foundation

/// Makes a class a model SwiftData stores (here: held in memory by the shared `ModelContext`).
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "AppleSDKMacros", type: "ModelMacro")

/// Options of a stored property (accepted; the in-memory store has no schema).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "AppleSDKMacros", type: "MarkerMacro")

/// A relationship between models (accepted; the in-memory store keeps plain references).
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "AppleSDKMacros", type: "MarkerMacro")

/// A property SwiftData does not store.
@attached(peer)
public macro Transient() = #externalMacro(module: "AppleSDKMacros", type: "MarkerMacro")

/// The models an app stores (SwiftData's `Schema`).
public struct Schema: @unchecked Sendable {
    /// The model types.
    public let types: [any PersistentModel.Type]
    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) { self.types = types }
    /// A schema version.
    public struct Version: Sendable {
        /// A version.
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
    }
    /// Options of stored properties.
    public enum Attribute {
        /// An option.
        public enum Option: Sendable { case unique, externalStorage, allowsCloudEncryption, preserveValueOnDeletion, spotlight, ephemeral }
    }
    /// Options of relationships.
    public enum Relationship {
        /// An option.
        public enum Option: Sendable { case unique }
        /// What deleting a model does to related ones.
        public enum DeleteRule: Sendable { case nullify, cascade, deny, noAction }
    }
}

/// Where a container keeps its models (SwiftData's `ModelConfiguration`): always in memory here.
public struct ModelConfiguration: Sendable {
    /// Whether the store is in memory only (always, here).
    public let isStoredInMemoryOnly: Bool
    /// A configuration.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }
    /// An app group's container.
    public struct GroupContainer: Sendable {
        /// The default.
        public static let automatic = GroupContainer()
        /// None.
        public static let none = GroupContainer()
        /// A named group.
        public static func identifier(_ name: String) -> GroupContainer { GroupContainer() }
    }
    /// A CloudKit database.
    public struct CloudKitDatabase: Sendable {
        /// The default.
        public static let automatic = CloudKitDatabase()
        /// None.
        public static let none = CloudKitDatabase()
        /// A private database.
        public static func `private`(_ name: String) -> CloudKitDatabase { CloudKitDatabase() }
    }
}

/// Holds an app's models (SwiftData's `ModelContainer`): every container shares the in-memory
/// context that `@Query` reads, so a preview's sample data shows.
public final class ModelContainer: @unchecked Sendable {
    /// The context views use.
    public var mainContext: ModelContext { ModelContext.shared }

    /// A container of `types`; a new container starts empty, so a preview shows only the sample
    /// data it inserts.
    public init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        ModelContext.shared.removeAll()
    }

    /// A container of `schema`.
    public init(for schema: Schema, configurations: ModelConfiguration...) throws {}

    /// A container of `schema`.
    public init(for schema: Schema, configurations: [ModelConfiguration]) throws {}

    /// The container of the shared in-memory context, left as it is.
    private init(sharedContext: Void) {}

    /// The container every context belongs to.
    static let inMemory = ModelContainer(sharedContext: ())
}

extension ModelContext {
    /// The context of `container`.
    public convenience init(_ container: ModelContainer) { self.init() }

    /// Whether there are inserts or deletes not yet saved.
    public var hasChanges: Bool { !pendingInserts.isEmpty || !pendingDeletes.isEmpty }

    /// Removes every model of type `T`.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }
}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
