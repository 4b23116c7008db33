#if os(Linux)
import Foundation
import SwiftUI

/// The objects of a fetch (SwiftUI's `FetchedResults`).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection, RefinableFetchResults {
    let objects: [Result]
    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
    let request: NSFetchRequest<Result>?
    /// The request the results come from.
    public var _l10nRequest: NSFetchRequest<Result>? { request }
}

/// Results of a fetch request a view may refine, flat or in sections: a new predicate or order
/// applies to the next fetch (a search field's filter, a sort menu).
public protocol RefinableFetchResults {
    /// The type of the objects fetched.
    associatedtype Result: NSFetchRequestResult
    /// The request the results come from; nil for results of no request.
    var _l10nRequest: NSFetchRequest<Result>? { get }
}

extension RefinableFetchResults {
    /// The predicate; a new one applies to the next fetch (a search field's filter).
    public var nsPredicate: NSPredicate? {
        get { _l10nRequest?.predicate }
        nonmutating set { _l10nRequest?.predicate = newValue }
    }
    /// The order; a new one applies to the next fetch.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { _l10nRequest?.sortDescriptors ?? [] }
        nonmutating set {
            _l10nRequest?.sortDescriptors = newValue
            _l10nRequest?.comparators = []
        }
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A fetch of the result type's objects, ordered by Swift sort descriptors
    /// (`SortDescriptor(\.title)`, the root inferred from the results' type). In a constrained
    /// extension, as SwiftUI declares it, so `sortDescriptors: []` picks it.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = Self.request(sortDescriptors: [], predicate: predicate)
        Self.order(request, by: sortDescriptors)
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The order as Swift sort descriptors; a new one applies to the next fetch.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { [] }
        nonmutating set { request.map { FetchRequest<Result>.order($0, by: newValue) } }
    }
}

/// The objects a request fetches from the shared in-memory store (SwiftUI's `@FetchRequest`).
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    let request: NSFetchRequest<Result>

    /// A fetch of a request.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) { request = fetchRequest }
    /// A fetch of an entity.
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = NSFetchRequest(entityName: entity.name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
    }
    /// A fetch of the result type's objects, ordered. Disfavoured beside the Swift sort
    /// descriptors' form, so `sortDescriptors: []` is not ambiguous, as it is not on iOS.
    @_disfavoredOverload
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = Self.request(sortDescriptors: sortDescriptors, predicate: predicate)
    }
    /// Orders `request`'s results by Swift sort descriptors.
    static func order(_ request: NSFetchRequest<Result>, by descriptors: [SortDescriptor<Result>]) {
        request.sortDescriptors = []
        request.comparators = descriptors.map { descriptor in
            { lhs, rhs in
                guard let lhs = lhs as? Result, let rhs = rhs as? Result else { return .orderedSame }
                return descriptor.compare(lhs, rhs)
            }
        }
    }

    /// A request of the result type's entity (the model's entity of its class).
    static func request(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate?) -> NSFetchRequest<Result> {
        let request = NSFetchRequest<Result>()
        if let type = Result.self as? NSManagedObject.Type { request.entityName = type.entity().name }
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        return request
    }

    /// The objects.
    public var wrappedValue: FetchedResults<Result> {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        return FetchedResults(objects: (try? context.fetch(request)) ?? [], request: request)
    }

    /// The request's settings, which a view may change (a search field's predicate).
    public var projectedValue: Configuration { Configuration(request: request) }

    /// A fetch request's changeable settings (SwiftUI's `FetchRequest.Configuration`): changes
    /// apply to the next fetch.
    public struct Configuration: RefinableFetchResults {
        let request: NSFetchRequest<Result>
        /// The request whose predicate and order a view changes.
        public var _l10nRequest: NSFetchRequest<Result>? { request }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static var defaultValue: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}

extension EnvironmentValues {
    /// The Core Data context of the view's objects.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}

#endif
