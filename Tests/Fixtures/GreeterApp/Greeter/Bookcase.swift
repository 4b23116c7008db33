import CoreData

/// A bookcase: a class the app declares itself (the entity's codegen is Manual/None).
@objc(Bookcase)
public class Bookcase: NSManagedObject {
    @NSManaged public var name: String?, label: String?
    @NSManaged public var books: NSSet?
}

extension Bookcase {
    @objc(addBooksObject:)
    @NSManaged public func addToBooks(_ value: Book)

    @objc(removeBooksObject:)
    @NSManaged public func removeFromBooks(_ value: Book)
}

extension Bookcase: Identifiable {}
