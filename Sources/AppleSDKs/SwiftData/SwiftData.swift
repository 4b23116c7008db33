#if os(Linux)
// SwiftData on Linux: the model protocol, an in-memory model context, fetch descriptors and
// `@Query`, so a preview that inserts sample data shows it.
import Foundation
import Observation
import StandInAppleFoundation
import SwiftUI

/// A type SwiftData stores; here any class, held in memory by a `ModelContext`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// The context the model was inserted into: every model lives in the shared in-memory context.
    public var modelContext: ModelContext? { ModelContext.shared }
}

/// What to fetch: an optional predicate, a sort order and a limit.
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models to keep.
    public var predicate: Predicate<T>?
    /// How to order them.
    public var sortBy: [SortDescriptor<T>]
    /// How many to return at most.
    public var fetchLimit: Int?
    /// How many to skip.
    public var fetchOffset: Int?
    /// Whether unsaved changes are included (they always are, in memory).
    public var includePendingChanges = true
    /// Properties to fetch.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Relationships to prefetch.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// Holds models in memory.
public final class ModelContext: @unchecked Sendable {
    /// The one context of a render.
    public static let shared = ModelContext()
    private var models: [ObjectIdentifier: [AnyObject]] = [:]
    /// Models inserted since the last save, in order.
    var pendingInserts: [any PersistentModel] = []
    /// Models deleted since the last save, in order, with the type they were stored under.
    var pendingDeletes: [(kind: ObjectIdentifier, model: any PersistentModel)] = []

    /// An empty context.
    public init() {}

    /// Adds `model` (once: inserting it again changes nothing); it is pending until `save()`.
    public func insert<T: PersistentModel>(_ model: T) {
        if models[ObjectIdentifier(T.self)]?.contains(where: { $0 === model }) == true { return }
        models[ObjectIdentifier(T.self), default: []].append(model)
        if let deleted = pendingDeletes.firstIndex(where: { $0.model === model }) {
            pendingDeletes.remove(at: deleted)
        } else {
            pendingInserts.append(model)
        }
    }

    /// The models of type `T` that match `descriptor`, in its order.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = (models[ObjectIdentifier(T.self)] ?? []).compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        if let limit = descriptor.fetchLimit, limit > 0 { found = Array(found.prefix(limit)) }
        return found
    }

    /// How many models of type `T` match `descriptor`.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        var all = descriptor
        all.fetchLimit = nil
        return try fetch(all).count
    }

    /// Forgets every model (a new container).
    func removeAll() {
        models = [:]
        pendingInserts = []
        pendingDeletes = []
    }

    /// What undoes the context's changes: none by default, as on iOS.
    public var undoManager: UndoManager?

    /// The model of `persistentModelID` (SwiftData's `model(for:)`); SwiftData hands back a model
    /// for any identifier and stops when a missing one is read, as this does.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        for kind in models.keys.sorted(by: { "\($0)" < "\($1)" }) {
            if let model = models[kind]?.lazy.compactMap({ $0 as? any PersistentModel }).first(where: { $0.persistentModelID == persistentModelID }) {
                return model
            }
        }
        fatalError("no model of \(persistentModelID) is in the context")
    }

    /// Saves the pending inserts and deletes: the models stay in memory, nothing is pending.
    public func save() throws {
        pendingInserts = []
        pendingDeletes = []
    }

    /// Whether changes are saved on their own (nothing is written here).
    public var autosaveEnabled: Bool {
        get { true }
        set {}
    }

    /// Applies pending changes (they are applied at once here).
    public func processPendingChanges() {}

    /// Discards the inserts and deletes since the last save: inserted models leave the context,
    /// deleted ones return to it.
    public func rollback() {
        for model in pendingInserts {
            for kind in models.keys { models[kind]?.removeAll { $0 === model } }
        }
        for deleted in pendingDeletes { models[deleted.kind, default: []].append(deleted.model) }
        pendingInserts = []
        pendingDeletes = []
    }

    /// Removes `model`; a model inserted since the last save is simply forgotten, another one is
    /// pending deletion until `save()`.
    public func delete<T: PersistentModel>(_ model: T) {
        guard models[ObjectIdentifier(T.self)]?.contains(where: { $0 === model }) == true else { return }
        models[ObjectIdentifier(T.self)]?.removeAll { $0 === model }
        if let inserted = pendingInserts.firstIndex(where: { $0 === model }) {
            pendingInserts.remove(at: inserted)
        } else {
            pendingDeletes.append((kind: ObjectIdentifier(T.self), model: model))
        }
    }
}

/// The models of one type in the shared context, sorted (SwiftData's `@Query`).
@propertyWrapper
public struct Query<Element: PersistentModel> {
    private let results: () -> [Element]

    private init(_ descriptor: FetchDescriptor<Element>) {
        results = { (try? ModelContext.shared.fetch(descriptor)) ?? [] }
    }

    /// The models matching `filter` (all when nil), sorted by `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// All models.
    public init() {
        self.init(FetchDescriptor())
    }

    /// The models `descriptor` fetches.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.init(descriptor)
    }

    /// The models matching `filter`, sorted by `sort`.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// The models.
    public var wrappedValue: [Element] { results() }
}

extension EnvironmentValues {
    /// The model context of the view's models.
    public var modelContext: ModelContext { ModelContext.shared }
}

extension View {
    /// Gives the view's models a container (all containers share one in-memory context).
    public func modelContainer(_ container: ModelContainer) -> some View { self }

    /// Gives the view's models a container of `types`.
    public func modelContainer(for types: any PersistentModel.Type..., inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some View { self }

    /// Gives the view's models a container of the types listed (`.modelContainer(for: [Trip.self, Place.self])`),
    /// then runs `onSetup` with the outcome.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View { self }

    /// Gives the view's models a container of one type, then runs `onSetup` with the outcome.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void) -> some View { self }
}

extension Scene {
    /// Gives the scene's models a container (scenes are not drawn here).
    public func modelContainer(_ container: ModelContainer) -> some Scene { ModifiedScene(content: self) }

    /// Gives the scene's models a container of `types`.
    public func modelContainer(for types: any PersistentModel.Type..., inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some Scene { ModifiedScene(content: self) }

    /// Gives the scene's models a container of the types listed.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false) -> some Scene { ModifiedScene(content: self) }
}
#endif
