#if os(Linux)
import Foundation

/// The type of an attribute's values (Core Data's `NSAttributeType`).
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600, stringAttributeType = 700
    case booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000, UUIDAttributeType = 1100
    case URIAttributeType = 1200, transformableAttributeType = 1800, objectIDAttributeType = 2000, compositeAttributeType = 2100
}

/// A property of an entity (Core Data's `NSPropertyDescription`), for models built in code.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
    /// The property's name.
    open var name = ""
    /// Whether it may be nil.
    open var isOptional = true
    /// Whether it is not saved.
    open var isTransient = false
    /// Whether it is indexed by Spotlight.
    open var isIndexedBySpotlight = false
    /// A property.
    public override init() {}
}

/// An attribute of an entity (Core Data's `NSAttributeDescription`).
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    /// The values' type.
    open var attributeType = NSAttributeType.undefinedAttributeType
    /// The value a new object has.
    open var defaultValue: Any?
    /// The values' class's name.
    open var attributeValueClassName: String?
    /// Whether CloudKit may hold it outside the record.
    open var allowsExternalBinaryDataStorage = false
    /// The transformer's name of a transformable attribute.
    open var valueTransformerName: String?
}

/// What deleting an object does to the objects it relates to (Core Data's `NSDeleteRule`).
public enum NSDeleteRule: UInt, Sendable { case noActionDeleteRule, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule }

/// A relationship of an entity (Core Data's `NSRelationshipDescription`).
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    /// The entity it leads to.
    open var destinationEntity: NSEntityDescription?
    /// The relationship back.
    open var inverseRelationship: NSRelationshipDescription?
    /// The fewest related objects.
    open var minCount = 0
    /// The most related objects (0: no limit).
    open var maxCount = 0
    /// What deleting does to the related objects.
    open var deleteRule = NSDeleteRule.nullifyDeleteRule
    /// Whether it relates to many objects.
    open var isToMany: Bool { maxCount != 1 }
    /// Whether the related objects are ordered.
    open var isOrdered = false
}

extension NSEntityDescription {
    /// The attributes of the entity, by name.
    public var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    /// The relationships of the entity, by name.
    public var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
#endif
