#if os(Linux)
import Foundation
import SwiftUI

// SwiftData beside models and queries: identifiers, schema versions and migration plans (in
// whose enums apps declare their models), model actors, and what a context and a container tell.
// The store is in memory and nothing is migrated: a plan is accepted and the models are used.

/// A model's identity in its store (SwiftData's `PersistentIdentifier`).
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable {
    let value: Int

    /// Identifiers in the order their models were made.
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.value < rhs.value }
}

extension PersistentModel {
    /// The model's identity in its store.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(value: ObjectIdentifier(self).hashValue) }
    /// Whether the model has unsaved changes: none in a preview's store.
    public var hasChanges: Bool { false }
    /// Whether the model was deleted.
    public var isDeleted: Bool { false }
}

/// A version of an app's schema (SwiftData's `VersionedSchema`), declaring its models.
public protocol VersionedSchema {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The models of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// How an app's store moves between schema versions (SwiftData's `SchemaMigrationPlan`).
public protocol SchemaMigrationPlan {
    /// The versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between them.
    static var stages: [MigrationStage] { get }
}

/// A step between two schema versions (SwiftData's `MigrationStage`); nothing is migrated in memory.
public enum MigrationStage: @unchecked Sendable {
    /// A step SwiftData takes alone.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A step with the app's code before and after.
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

extension Schema {
    /// The schema of a version's models.
    public init(versionedSchema: any VersionedSchema.Type) { self.init(versionedSchema.models) }
}

extension ModelContainer {
    /// A container of `types` migrated by `migrationPlan` (nothing to migrate in memory).
    public convenience init(for types: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)?,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// A container of `schema` migrated by `migrationPlan` (nothing to migrate in memory).
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container of `schema` migrated by `migrationPlan`.
    public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// The container's schema: unknown to the in-memory store, empty.
    public var schema: Schema { Schema([]) }
    /// The container's configurations: one in memory.
    public var configurations: Set<ModelConfiguration> { [ModelConfiguration(isStoredInMemoryOnly: true)] }
    /// Deletes every model of the store.
    public func deleteAllData() { ModelContext.shared.removeAll() }
}

extension ModelConfiguration: Hashable {
    /// Configurations are equal when both are in memory or both are not.
    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool { lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly }
    /// Hashes whether it is in memory.
    public func hash(into hasher: inout Hasher) { hasher.combine(isStoredInMemoryOnly) }

    /// A configuration of a store at `url` (kept in memory in a preview).
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, isStoredInMemoryOnly: true, allowsSave: allowsSave)
    }
}

extension ModelContext {
    /// Posted after a context saved.
    public static let didSave = Notification.Name("ModelContextDidSave")
    /// Posted before a context saves.
    public static let willSave = Notification.Name("ModelContextWillSave")

    /// The container of the context.
    public var container: ModelContainer { ModelContainer.inMemory }

    /// The model of `persistentModelID` (SwiftData's `model(for:)`), when the context has it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        (try? fetch(FetchDescriptor<T>()))?.first { $0.persistentModelID == persistentModelID }
    }

    /// The identifiers of the models `descriptor` fetches.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Runs `block` as one change of the store.
    public func transaction(block: () throws -> Void) throws { try block() }

    /// Runs `block` on each model `descriptor` fetches.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
                                              block: (T) throws -> Void) throws {
        try fetch(descriptor).forEach(block)
    }
}

/// What runs a model actor's work (SwiftData's `ModelExecutor`).
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the work uses.
    var modelContext: ModelContext { get }
}

/// The executor of a model actor (SwiftData's `DefaultSerialModelExecutor`).
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    /// The context the work uses.
    public let modelContext: ModelContext
    /// An executor of `modelContext`.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// An actor working on models off the main actor (SwiftData's `ModelActor`), as `@ModelActor` makes one.
public protocol ModelActor: Actor {
    /// What runs its work.
    nonisolated var modelExecutor: any ModelExecutor { get }
    /// Its container.
    nonisolated var modelContainer: ModelContainer { get }
}

extension ModelActor {
    /// The context its work uses.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// Makes an actor a model actor: its executor, container and `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "AppleSDKMacros", type: "ModelActorMacro")

/// Properties whose values are unique among a model's instances (`#Unique<Trip>([\.name])`): the
/// in-memory store enforces none.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "AppleSDKMacros", type: "NoDeclarationMacro")

/// Properties the store indexes (`#Index<Trip>([\.date])`): none in memory.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "AppleSDKMacros", type: "NoDeclarationMacro")
#endif
