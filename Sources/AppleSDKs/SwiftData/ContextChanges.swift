#if os(Linux)
@_exported import Foundation

// What a context has pending and batched fetches: the models inserted and deleted since the last
// save (as the in-memory context tracks them), fetch results in batches (all at once in memory),
// and a model actor's typed lookup of a model by its identifier.

/// The results of a fetch in batches (SwiftData's `FetchResultsCollection`): here every result is
/// fetched at once, in the descriptor's order.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    private let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    /// The first result's position.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last result.
    public var endIndex: Int { elements.endIndex }
    /// The result at `position`.
    public subscript(position: Int) -> Element { elements[position] }
}

/// Results of sendable elements are sendable.
extension FetchResultsCollection: Sendable where Element: Sendable {}

extension ModelContext {
    /// The models `descriptor` fetches, as a collection read in batches of `batchSize` (SwiftData's
    /// `fetch(_:batchSize:)`); in memory the batches are one.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(try fetch(descriptor))
    }

    /// The identifiers of the models `descriptor` fetches, in batches of `batchSize`.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>,
                                                     batchSize: Int) throws -> FetchResultsCollection<PersistentIdentifier> {
        FetchResultsCollection(try fetch(descriptor).map(\.persistentModelID))
    }

    /// The models inserted since the last save, in the order they were inserted.
    public var insertedModelsArray: [any PersistentModel] { pendingInserts }

    /// The models with unsaved changes to their properties: none, as the in-memory store does not
    /// watch properties.
    public var changedModelsArray: [any PersistentModel] { [] }

    /// The models deleted since the last save, in the order they were deleted.
    public var deletedModelsArray: [any PersistentModel] { pendingDeletes.map(\.model) }
}

extension ModelActor {
    /// The model of `id` as a `T` (SwiftData's `ModelActor` subscript): the actor's context's model,
    /// else the shared context's (the preview's data), else nil.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.registeredModel(for: id) ?? ModelContext.shared.registeredModel(for: id)
    }
}
#endif
