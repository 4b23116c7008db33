#if os(Linux)
import Foundation
import SwiftUI

/// The objects of a fetch in sections (SwiftUI's `SectionedFetchResults`): consecutive objects
/// with the same section identifier, in the fetch's order.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection, RefinableFetchResults {
    /// A section: its identifier and its objects.
    public struct Section: Identifiable, RandomAccessCollection {
        /// The section's identifier.
        public let id: SectionIdentifier
        let objects: [Result]
        public var startIndex: Int { objects.startIndex }
        public var endIndex: Int { objects.endIndex }
        public subscript(position: Int) -> Result { objects[position] }
    }

    let sections: [Section]
    let request: NSFetchRequest<Result>?
    /// The request the results come from.
    public var _l10nRequest: NSFetchRequest<Result>? { request }
    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }
}

/// The objects a request fetches, in sections by a key path (SwiftUI's `@SectionedFetchRequest`).
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    let fetch: FetchRequest<Result>
    let sectionIdentifier: KeyPath<Result, SectionIdentifier>

    /// Sections of a request's objects.
    public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>, animation: Animation? = nil) {
        fetch = FetchRequest(fetchRequest: fetchRequest)
        self.sectionIdentifier = sectionIdentifier
    }
    /// Sections of an entity's objects.
    public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        fetch = FetchRequest(entity: entity, sortDescriptors: sortDescriptors, predicate: predicate)
        self.sectionIdentifier = sectionIdentifier
    }
    /// Sections of the result type's objects, ordered (disfavoured beside the Swift sort
    /// descriptors' form, so `sortDescriptors: []` is not ambiguous).
    @_disfavoredOverload
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        fetch = FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate)
        self.sectionIdentifier = sectionIdentifier
    }

    /// The sections.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
        for object in fetch.wrappedValue {
            let id = object[keyPath: sectionIdentifier]
            if let last = sections.last, last.id == id {
                sections[sections.count - 1] = .init(id: id, objects: last.objects + [object])
            } else {
                sections.append(.init(id: id, objects: [object]))
            }
        }
        return SectionedFetchResults(sections: sections, request: fetch.projectedValue.request)
    }

    /// The request's settings, which a view may change.
    public var projectedValue: FetchRequest<Result>.Configuration { fetch.projectedValue }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// Sections of the result type's objects, ordered by Swift sort descriptors (the root of
    /// `SortDescriptor(\.title)` inferred from the results' type).
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
                animation: Animation? = nil) {
        fetch = FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate)
        self.sectionIdentifier = sectionIdentifier
    }
}
#endif
