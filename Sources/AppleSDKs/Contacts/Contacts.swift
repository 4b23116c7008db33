#if os(Linux)
@_exported import Foundation

/// The kind of data the app asks to reach (Contacts' `CNEntityType`).
public enum CNEntityType: Int, Sendable { case contacts }

/// Whether the app may read the reader's contacts (Contacts' `CNAuthorizationStatus`).
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
    /// Only the contacts the reader chose (iOS 18).
    case limited
}

/// The sort order of contacts' names (Contacts' `CNContactSortOrder`).
public enum CNContactSortOrder: Int, Sendable { case none, userDefault, givenName, familyName }

/// The error domain of Contacts' errors (Contacts' `CNErrorDomain`).
public let CNErrorDomain = "CNErrorDomain"

/// An error of the contacts store (Contacts' `CNError`).
public struct CNError: Error, CustomNSError, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101,
             unauthorizedKeys = 102, featureDisabledByUser = 103, featureNotAvailable = 104, recordDoesNotExist = 200,
             insertedRecordAlreadyExists = 201, containmentCycle = 202, containmentScope = 203, parentRecordDoesNotExist = 204,
             recordIdentifierInvalid = 205, recordNotWritable = 206, parentContainerNotWritable = 207,
             validationMultipleErrors = 300, validationTypeMismatch = 301, validationConfigurationError = 302,
             predicateInvalid = 400, policyViolation = 500, vCardMalformed = 700, vCardSummarizationError = 701
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { CNErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// Access was refused.
    public static var authorizationDenied: Code { .authorizationDenied }
    /// The record is not in the store.
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
}

extension CNError.Code {
    /// Matches `catch CNError.authorizationDenied`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? CNError)?.code == code }
}

/// The reader's contacts database (Contacts' `CNContactStore`): a preview has not been given
/// access (`.notDetermined`), asking is refused, and every fetch finds no contact.
open class CNContactStore: NSObject, @unchecked Sendable {
    /// A store.
    public override init() {}
    /// Whether the app may read contacts: not determined in a preview.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }
    /// Asks the reader for access: not granted in a preview (returns false).
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool { false }
    /// Asks the reader for access: `completionHandler` is called at once with `false` and no error.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    /// The contacts matching `predicate`: none in a preview.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] { [] }
    /// The contact of an identifier: throws `recordDoesNotExist`, as a preview's store is empty.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.recordDoesNotExist)
    }
    /// The reader's own card: throws `recordDoesNotExist`.
    open func unifiedMeContactWithKeys(toFetch keys: [any CNKeyDescriptor]) throws -> CNContact { throw CNError(.recordDoesNotExist) }
    /// Calls `block` for each contact the request matches: never, as a preview's store is empty.
    open func enumerateContacts(with fetchRequest: CNContactFetchRequest,
                                usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void) throws {}
    /// Saves changes: throws `authorizationDenied`, as the app has no access in a preview.
    open func execute(_ saveRequest: CNSaveRequest) throws { throw CNError(.authorizationDenied) }
    /// The identifier of the default container.
    open func defaultContainerIdentifier() -> String { "" }
}

/// What to fetch from the store (Contacts' `CNContactFetchRequest`).
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    /// The properties to fetch.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts; all when nil.
    open var predicate: NSPredicate?
    /// Whether mutable contacts are returned.
    open var mutableObjects = false
    /// Whether linked contacts are unified.
    open var unifyResults = true
    /// The order of the contacts.
    open var sortOrder = CNContactSortOrder.none
    /// A request of properties.
    public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// Changes to save to the store (Contacts' `CNSaveRequest`).
open class CNSaveRequest: NSObject, @unchecked Sendable {
    /// The contacts to add.
    public private(set) var addedContacts: [CNMutableContact] = []
    /// The contacts to update.
    public private(set) var updatedContacts: [CNMutableContact] = []
    /// The contacts to delete.
    public private(set) var deletedContacts: [CNMutableContact] = []
    /// Who makes the change.
    open var transactionAuthor: String?
    /// An empty request.
    public override init() {}
    /// Adds a new contact to a container (the default one when nil).
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { addedContacts.append(contact) }
    /// Updates a contact.
    open func update(_ contact: CNMutableContact) { updatedContacts.append(contact) }
    /// Deletes a contact.
    open func delete(_ contact: CNMutableContact) { deletedContacts.append(contact) }
}

extension Notification.Name {
    /// Posted when the contacts store changes (Contacts' `CNContactStoreDidChange`): never in a preview.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
#endif
