#if os(Linux)
import Foundation
import SwiftUI

/// The objects of a fetch (SwiftUI's `FetchedResults`).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    let objects: [Result]
    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
    let request: NSFetchRequest<Result>?
    /// The predicate.
    public var nsPredicate: NSPredicate? { request?.predicate }
    /// The order.
    public var nsSortDescriptors: [NSSortDescriptor] { request?.sortDescriptors ?? [] }
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
    /// A fetch of the result type's objects, ordered.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = Self.request(sortDescriptors: sortDescriptors, predicate: predicate)
    }
    /// A fetch of the result type's objects, ordered by Swift sort descriptors
    /// (`SortDescriptor(\Item.title)`).
    public init<S>(sortDescriptors: [S], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        request = Self.request(sortDescriptors: [], predicate: predicate)
        if let descriptors = sortDescriptors as? [SortDescriptor<Result>] {
            request.comparators = descriptors.map { descriptor in
                { lhs, rhs in
                    guard let lhs = lhs as? Result, let rhs = rhs as? Result else { return .orderedSame }
                    return descriptor.compare(lhs, rhs)
                }
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
    public struct Configuration {
        let request: NSFetchRequest<Result>
        /// The predicate.
        public var nsPredicate: NSPredicate? {
            get { request.predicate }
            nonmutating set { request.predicate = newValue }
        }
        /// The order.
        public var nsSortDescriptors: [NSSortDescriptor] {
            get { request.sortDescriptors ?? [] }
            nonmutating set {
                request.sortDescriptors = newValue
                request.comparators = []
            }
        }
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
