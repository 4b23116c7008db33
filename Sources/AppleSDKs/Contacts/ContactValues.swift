#if os(Linux)
@_exported import Foundation

/// A property to fetch (Contacts' `CNKeyDescriptor`): the `CNContact…Key` strings and the
/// descriptors of formatters conform, so `[CNContactGivenNameKey as CNKeyDescriptor]` builds.
public protocol CNKeyDescriptor {}

extension String: CNKeyDescriptor {}
extension NSString: CNKeyDescriptor {}

/// Several keys a formatter or controller needs, as one descriptor.
final class CNKeyGroup: NSObject, CNKeyDescriptor, @unchecked Sendable {
    let keys: [String]
    init(_ keys: [String]) { self.keys = keys }
}

/// The contact's identifier key (Contacts' `CNContactIdentifierKey`).
public let CNContactIdentifierKey = "identifier"
/// The contact's type key.
public let CNContactTypeKey = "contactType"
/// The name prefix key.
public let CNContactNamePrefixKey = "namePrefix"
/// The given name key (Contacts' `CNContactGivenNameKey`).
public let CNContactGivenNameKey = "givenName"
/// The middle name key.
public let CNContactMiddleNameKey = "middleName"
/// The family name key (Contacts' `CNContactFamilyNameKey`).
public let CNContactFamilyNameKey = "familyName"
/// The previous family name key.
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
/// The name suffix key.
public let CNContactNameSuffixKey = "nameSuffix"
/// The nickname key.
public let CNContactNicknameKey = "nickname"
/// The organization key.
public let CNContactOrganizationNameKey = "organizationName"
/// The department key.
public let CNContactDepartmentNameKey = "departmentName"
/// The job title key.
public let CNContactJobTitleKey = "jobTitle"
/// The phonetic given name key.
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
/// The phonetic family name key.
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
/// The note key.
public let CNContactNoteKey = "note"
/// The birthday key.
public let CNContactBirthdayKey = "birthday"
/// The dates key.
public let CNContactDatesKey = "dates"
/// The image key.
public let CNContactImageDataKey = "imageData"
/// The thumbnail key.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// The key of whether an image is there.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The phone numbers key (Contacts' `CNContactPhoneNumbersKey`).
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The email addresses key (Contacts' `CNContactEmailAddressesKey`).
public let CNContactEmailAddressesKey = "emailAddresses"
/// The postal addresses key.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The URL addresses key.
public let CNContactUrlAddressesKey = "urlAddresses"
/// The relations key.
public let CNContactRelationsKey = "contactRelations"

/// The home label (Contacts' `CNLabelHome`).
public let CNLabelHome = "_$!<Home>!$_"
/// The work label (Contacts' `CNLabelWork`).
public let CNLabelWork = "_$!<Work>!$_"
/// The school label.
public let CNLabelSchool = "_$!<School>!$_"
/// The other label.
public let CNLabelOther = "_$!<Other>!$_"
/// The iCloud email label.
public let CNLabelEmailiCloud = "iCloud"
/// The home page label.
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
/// The anniversary label.
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
/// The mobile phone label (Contacts' `CNLabelPhoneNumberMobile`).
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// The iPhone label.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// The Apple Watch label.
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
/// The main phone label.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// The home fax label.
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
/// The work fax label.
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
/// The pager label.
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// A value with a label, such as a work phone number (Contacts' `CNLabeledValue`).
open class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: String
    /// The label (`CNLabelHome`…), or a custom one.
    public let label: String?
    /// The value.
    public let value: ValueType
    /// A labeled value.
    public required init(label: String?, value: ValueType) {
        identifier = CNIdentifiers.next("CNLabeledValue")
        self.label = label
        self.value = value
    }
    /// The same value with another label.
    open func settingLabel(_ label: String?) -> Self { Self(label: label, value: value) }
    /// Another value with the same label.
    open func settingValue(_ value: ValueType) -> Self { Self(label: label, value: value) }
    /// Another label and value.
    open func settingLabel(_ label: String?, value: ValueType) -> Self { Self(label: label, value: value) }
    /// A label as the reader sees it: the English word of a system label ("home", "mobile"), or a
    /// custom label unchanged.
    open class func localizedString(forLabel label: String) -> String {
        let words = [CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other",
                     CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary",
                     CNLabelPhoneNumberMobile: "mobile", CNLabelPhoneNumberMain: "main", CNLabelPhoneNumberHomeFax: "home fax",
                     CNLabelPhoneNumberWorkFax: "work fax", CNLabelPhoneNumberPager: "pager", CNLabelPhoneNumberAppleWatch: "Apple Watch"]
        return words[label] ?? label
    }
}

/// A phone number (Contacts' `CNPhoneNumber`).
open class CNPhoneNumber: NSObject, @unchecked Sendable {
    /// The number as written.
    public let stringValue: String
    /// A number as written.
    public init(stringValue: String) { self.stringValue = stringValue }
    /// Whether another number is written the same.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    /// The hash of the number as written.
    open override var hash: Int { stringValue.hashValue }
}

/// A relation, such as a sister (Contacts' `CNContactRelation`).
open class CNContactRelation: NSObject, @unchecked Sendable {
    /// The relation's name.
    public let name: String
    /// A relation.
    public init(name: String) { self.name = name }
}

/// The fields of a postal address.
struct CNPostalFields: Sendable {
    var street = "", subLocality = "", city = "", subAdministrativeArea = "", state = "", postalCode = "", country = "", isoCountryCode = ""
}

/// A postal address (Contacts' `CNPostalAddress`).
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var fields = CNPostalFields()
    /// An empty address.
    public override init() {}
    /// The street.
    open var street: String { fields.street }
    /// The district.
    open var subLocality: String { fields.subLocality }
    /// The city.
    open var city: String { fields.city }
    /// The county.
    open var subAdministrativeArea: String { fields.subAdministrativeArea }
    /// The state.
    open var state: String { fields.state }
    /// The postal code.
    open var postalCode: String { fields.postalCode }
    /// The country.
    open var country: String { fields.country }
    /// The ISO country code.
    open var isoCountryCode: String { fields.isoCountryCode }
    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any { let copy = CNPostalAddress(); copy.fields = fields; return copy }
    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { let copy = CNMutablePostalAddress(); copy.fields = fields; return copy }
}

/// A postal address the app fills in (Contacts' `CNMutablePostalAddress`).
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    /// The street.
    open override var street: String { get { fields.street } set { fields.street = newValue } }
    /// The district.
    open override var subLocality: String { get { fields.subLocality } set { fields.subLocality = newValue } }
    /// The city.
    open override var city: String { get { fields.city } set { fields.city = newValue } }
    /// The county.
    open override var subAdministrativeArea: String {
        get { fields.subAdministrativeArea } set { fields.subAdministrativeArea = newValue }
    }
    /// The state.
    open override var state: String { get { fields.state } set { fields.state = newValue } }
    /// The postal code.
    open override var postalCode: String { get { fields.postalCode } set { fields.postalCode = newValue } }
    /// The country.
    open override var country: String { get { fields.country } set { fields.country = newValue } }
    /// The ISO country code.
    open override var isoCountryCode: String { get { fields.isoCountryCode } set { fields.isoCountryCode = newValue } }
}

/// A contact's property the reader chose in a picker (Contacts' `CNContactProperty`).
open class CNContactProperty: NSObject, @unchecked Sendable {
    /// The contact.
    public let contact: CNContact
    /// The property's key (`CNContactPhoneNumbersKey`…).
    public let key: String
    /// The value.
    public let value: Any?
    /// The labeled value's identifier.
    public let identifier: String?
    /// The labeled value's label.
    public let label: String?
    /// A property of a contact.
    public init(contact: CNContact, key: String, value: Any?, identifier: String? = nil, label: String? = nil) {
        self.contact = contact
        self.key = key
        self.value = value
        self.identifier = identifier
        self.label = label
    }
}

/// Identifiers of new records: numbered in the order they are made, never random.
enum CNIdentifiers {
    private static let counter = CNCounter()
    /// The next identifier, shaped as the device's (a UUID and the record's kind).
    static func next(_ kind: String) -> String {
        let hex = String(counter.increment(), radix: 16, uppercase: true)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex + ":" + kind
    }
}

/// A counter safe to share between threads.
final class CNCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
#endif
