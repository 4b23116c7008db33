#if os(Linux)
@_exported import Foundation

// Fetch indexes of a model built in code: kept as the app builds them. A preview's store is in
// memory, so no index is built and fetches are the same with or without them.

/// How an index orders a property's values (Core Data's `NSFetchIndexElementType`).
public enum NSFetchIndexElementType: UInt, Sendable { case binary, rTree }

/// An index of an entity (Core Data's `NSFetchIndexDescription`).
open class NSFetchIndexDescription: NSObject, @unchecked Sendable {
    /// The index's name.
    open var name: String
    /// Its properties, in order; each told it is this index's.
    open var elements: [NSFetchIndexElementDescription] {
        didSet { for element in elements { element.indexDescription = self } }
    }
    /// The entity it indexes.
    open internal(set) weak var entity: NSEntityDescription?
    /// The objects it indexes, when not all.
    open var partialIndexPredicate: NSPredicate?
    /// An index of properties.
    public init(name: String, elements: [NSFetchIndexElementDescription]?) {
        self.name = name
        self.elements = elements ?? []
        super.init()
        for element in self.elements { element.indexDescription = self }
    }
}

/// A property of an index (Core Data's `NSFetchIndexElementDescription`).
open class NSFetchIndexElementDescription: NSObject, @unchecked Sendable {
    /// The property.
    open private(set) var property: NSPropertyDescription?
    /// The property's name.
    open var propertyName: String? { property?.name }
    /// How the values are ordered.
    open var collationType: NSFetchIndexElementType
    /// Whether the values are in ascending order.
    open var isAscending = true
    /// The index it is in.
    open internal(set) weak var indexDescription: NSFetchIndexDescription?
    /// An element of a property.
    public init(property: NSPropertyDescription, collationType: NSFetchIndexElementType) {
        self.property = property
        self.collationType = collationType
    }
}
#endif
