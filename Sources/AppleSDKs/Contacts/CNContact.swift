#if os(Linux)
@_exported import Foundation

/// Whether a contact is a person or a company (Contacts' `CNContactType`).
public enum CNContactType: Int, Sendable { case person, organization }

/// The fields of a contact.
struct CNContactFields {
    var contactType = CNContactType.person
    var namePrefix = "", givenName = "", middleName = "", familyName = "", previousFamilyName = "", nameSuffix = "", nickname = ""
    var organizationName = "", departmentName = "", jobTitle = "", phoneticGivenName = "", phoneticFamilyName = "", note = ""
    var imageData: Data?, thumbnailImageData: Data?
    var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    var emailAddresses: [CNLabeledValue<NSString>] = []
    var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    var urlAddresses: [CNLabeledValue<NSString>] = []
    var contactRelations: [CNLabeledValue<CNContactRelation>] = []
    var birthday: DateComponents?
    var dates: [CNLabeledValue<NSDateComponents>] = []
}

/// A contact of the reader's address book (Contacts' `CNContact`): a preview's store has none,
/// so the contacts a preview shows are the ones the app makes (`CNMutableContact`).
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var fields = CNContactFields()
    /// Its identifier, numbered in the order contacts are made (never random).
    public let identifier: String
    /// An empty contact.
    public override init() { identifier = CNIdentifiers.next("ABPerson") }
    init(identifier: String, fields: CNContactFields) {
        self.identifier = identifier
        self.fields = fields
    }

    /// A person or a company.
    open var contactType: CNContactType { fields.contactType }
    /// The name prefix ("Dr.").
    open var namePrefix: String { fields.namePrefix }
    /// The given name.
    open var givenName: String { fields.givenName }
    /// The middle name.
    open var middleName: String { fields.middleName }
    /// The family name.
    open var familyName: String { fields.familyName }
    /// The family name before marriage.
    open var previousFamilyName: String { fields.previousFamilyName }
    /// The name suffix ("Jr.").
    open var nameSuffix: String { fields.nameSuffix }
    /// The nickname.
    open var nickname: String { fields.nickname }
    /// The company.
    open var organizationName: String { fields.organizationName }
    /// The department.
    open var departmentName: String { fields.departmentName }
    /// The job title.
    open var jobTitle: String { fields.jobTitle }
    /// The given name as pronounced.
    open var phoneticGivenName: String { fields.phoneticGivenName }
    /// The family name as pronounced.
    open var phoneticFamilyName: String { fields.phoneticFamilyName }
    /// The note.
    open var note: String { fields.note }
    /// The photo.
    open var imageData: Data? { fields.imageData }
    /// The photo's thumbnail: made by the store when a contact is saved, so nil for a contact made in code.
    open var thumbnailImageData: Data? { fields.thumbnailImageData }
    /// Whether there is a photo.
    open var imageDataAvailable: Bool { fields.imageData != nil }
    /// The phone numbers.
    open var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    /// The email addresses.
    open var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    /// The postal addresses.
    open var postalAddresses: [CNLabeledValue<CNPostalAddress>] { fields.postalAddresses }
    /// The web addresses.
    open var urlAddresses: [CNLabeledValue<NSString>] { fields.urlAddresses }
    /// The relations.
    open var contactRelations: [CNLabeledValue<CNContactRelation>] { fields.contactRelations }
    /// The birthday.
    open var birthday: DateComponents? { fields.birthday }
    /// Other dates.
    open var dates: [CNLabeledValue<NSDateComponents>] { fields.dates }

    /// Whether a key was fetched: every key is there on a contact of a preview.
    open func isKeyAvailable(_ key: String) -> Bool { true }
    /// Whether keys were fetched: yes.
    open func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool { true }
    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { CNContact(identifier: identifier, fields: fields) }
    /// A mutable copy (`contact.mutableCopy() as? CNMutableContact`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableContact(identifier: identifier, fields: fields) }

    /// Contacts whose name contains `name`.
    open class func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            return [contact.givenName, contact.middleName, contact.familyName, contact.nickname, contact.organizationName]
                .contains { $0.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }
    /// Contacts of identifiers.
    open class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact).map { identifiers.contains($0.identifier) } ?? false }
    }
    /// Contacts with an email address.
    open class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        NSPredicate { object, _ in
            (object as? CNContact)?.emailAddresses.contains { ($0.value as String).caseInsensitiveCompare(emailAddress) == .orderedSame } ?? false
        }
    }
    /// Contacts with a phone number.
    open class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        NSPredicate { object, _ in (object as? CNContact)?.phoneNumbers.contains { $0.value == phoneNumber } ?? false }
    }
    /// Contacts of a container.
    open class func predicateForContactsInContainer(withIdentifier container: String) -> NSPredicate { NSPredicate(value: true) }
    /// Contacts of a group.
    open class func predicateForContactsInGroup(withIdentifier group: String) -> NSPredicate { NSPredicate(value: true) }

    /// Compares contacts by name in an order.
    open class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        { first, second in
            guard let first = first as? CNContact, let second = second as? CNContact else { return .orderedSame }
            let familyFirst = sortOrder == .familyName
            func key(_ contact: CNContact) -> String {
                (familyFirst ? [contact.familyName, contact.givenName] : [contact.givenName, contact.familyName]).joined(separator: " ")
            }
            return key(first).localizedStandardCompare(key(second))
        }
    }
    /// The keys the comparator needs.
    open class func descriptorForAllComparatorKeys() -> any CNKeyDescriptor { CNKeyGroup([CNContactGivenNameKey, CNContactFamilyNameKey]) }
}

/// A contact the app makes or edits (Contacts' `CNMutableContact`).
open class CNMutableContact: CNContact, @unchecked Sendable {
    /// A person or a company.
    open override var contactType: CNContactType { get { fields.contactType } set { fields.contactType = newValue } }
    /// The name prefix ("Dr.").
    open override var namePrefix: String { get { fields.namePrefix } set { fields.namePrefix = newValue } }
    /// The given name.
    open override var givenName: String { get { fields.givenName } set { fields.givenName = newValue } }
    /// The middle name.
    open override var middleName: String { get { fields.middleName } set { fields.middleName = newValue } }
    /// The family name.
    open override var familyName: String { get { fields.familyName } set { fields.familyName = newValue } }
    /// The family name before marriage.
    open override var previousFamilyName: String { get { fields.previousFamilyName } set { fields.previousFamilyName = newValue } }
    /// The name suffix ("Jr.").
    open override var nameSuffix: String { get { fields.nameSuffix } set { fields.nameSuffix = newValue } }
    /// The nickname.
    open override var nickname: String { get { fields.nickname } set { fields.nickname = newValue } }
    /// The company.
    open override var organizationName: String { get { fields.organizationName } set { fields.organizationName = newValue } }
    /// The department.
    open override var departmentName: String { get { fields.departmentName } set { fields.departmentName = newValue } }
    /// The job title.
    open override var jobTitle: String { get { fields.jobTitle } set { fields.jobTitle = newValue } }
    /// The given name as pronounced.
    open override var phoneticGivenName: String { get { fields.phoneticGivenName } set { fields.phoneticGivenName = newValue } }
    /// The family name as pronounced.
    open override var phoneticFamilyName: String { get { fields.phoneticFamilyName } set { fields.phoneticFamilyName = newValue } }
    /// The note.
    open override var note: String { get { fields.note } set { fields.note = newValue } }
    /// The photo.
    open override var imageData: Data? { get { fields.imageData } set { fields.imageData = newValue } }
    /// The phone numbers.
    open override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { get { fields.phoneNumbers } set { fields.phoneNumbers = newValue } }
    /// The email addresses.
    open override var emailAddresses: [CNLabeledValue<NSString>] { get { fields.emailAddresses } set { fields.emailAddresses = newValue } }
    /// The postal addresses.
    open override var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { fields.postalAddresses } set { fields.postalAddresses = newValue }
    }
    /// The web addresses.
    open override var urlAddresses: [CNLabeledValue<NSString>] { get { fields.urlAddresses } set { fields.urlAddresses = newValue } }
    /// The relations.
    open override var contactRelations: [CNLabeledValue<CNContactRelation>] {
        get { fields.contactRelations } set { fields.contactRelations = newValue }
    }
    /// The birthday.
    open override var birthday: DateComponents? { get { fields.birthday } set { fields.birthday = newValue } }
    /// Other dates.
    open override var dates: [CNLabeledValue<NSDateComponents>] { get { fields.dates } set { fields.dates = newValue } }
}
#endif
