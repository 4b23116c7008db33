#if os(Linux)
@_exported import Foundation
import SwiftUI

/// How a contact's name is written (Contacts' `CNContactFormatterStyle`).
public enum CNContactFormatterStyle: Int, Sendable { case fullName, phoneticFullName }

/// Which name comes first (Contacts' `CNContactDisplayNameOrder`).
public enum CNContactDisplayNameOrder: Int, Sendable { case userDefault, givenNameFirst, familyNameFirst }

/// Writes a contact's name (Contacts' `CNContactFormatter`): given then family name, or family
/// name first where the render's language writes names so (Japanese, Chinese, Korean, Hungarian,
/// Vietnamese), with no space between names written in CJK characters.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    /// How the name is written.
    open var style = CNContactFormatterStyle.fullName
    /// A formatter.
    public override init() { super.init() }
    /// Not from an archive.
    public required init?(coder: NSCoder) { nil }

    /// The contact's name in `style`; its company's for a contact with no name; nil when neither is set.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        let familyFirst = nameOrder(for: contact) == .familyNameFirst
        var parts = style == .phoneticFullName ? [contact.phoneticGivenName, contact.phoneticFamilyName]
                                               : [contact.givenName, contact.middleName, contact.familyName]
        parts = parts.filter { !$0.isEmpty }
        if familyFirst { parts.reverse() }
        guard !parts.isEmpty else { return contact.organizationName.isEmpty ? nil : contact.organizationName }
        let cjk = parts.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x2E80 } }
        let name = parts.joined(separator: familyFirst && cjk ? "" : " ")
        guard style == .fullName else { return name }
        return [contact.namePrefix, name, contact.nameSuffix].filter { !$0.isEmpty }.joined(separator: " ")
    }
    /// The order of the names: family name first in the render's Japanese, Chinese, Korean,
    /// Hungarian or Vietnamese, given name first elsewhere.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder {
        ["ja", "zh", "ko", "hu", "vi"].contains(RenderLocale.current.language.languageCode?.identifier ?? "en") ? .familyNameFirst : .givenNameFirst
    }
    /// The space between the names.
    open class func delimiter(for contact: CNContact) -> String { " " }
    /// The keys a style needs.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        CNKeyGroup(style == .fullName ? [CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
                                         CNContactNameSuffixKey, CNContactOrganizationNameKey]
                                      : [CNContactPhoneticGivenNameKey, CNContactPhoneticFamilyNameKey])
    }
    /// The contact's name in this formatter's style.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }
    /// A contact's name; nil for another value.
    open override func string(for obj: Any?) -> String? { (obj as? CNContact).flatMap { string(from: $0) } }
}

/// How an address is written (Contacts' `CNPostalAddressFormatterStyle`).
public enum CNPostalAddressFormatterStyle: Int, Sendable { case mailingAddress }

/// Writes a postal address on lines (Contacts' `CNPostalAddressFormatter`): the street, then the
/// city, state and postal code (postal code first outside the US, Canada and Australia), then the country.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// How the address is written.
    open var style = CNPostalAddressFormatterStyle.mailingAddress
    /// A formatter.
    public override init() { super.init() }
    /// Not from an archive.
    public required init?(coder: NSCoder) { nil }
    /// The address on lines.
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        let codeLast = ["", "us", "ca", "au"].contains(postalAddress.isoCountryCode.lowercased())
        let place = codeLast ? [postalAddress.city, postalAddress.state, postalAddress.postalCode]
                             : [postalAddress.postalCode, postalAddress.city, postalAddress.state]
        return [postalAddress.street, place.filter { !$0.isEmpty }.joined(separator: " "), postalAddress.country]
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }
    /// The address on lines.
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }
    /// An address on lines; nil for another value.
    open override func string(for obj: Any?) -> String? { (obj as? CNPostalAddress).map { string(from: $0) } }
}

/// Contacts as vCard data, to share (Contacts' `CNContactVCardSerialization`): names, company,
/// phone numbers and email addresses.
open class CNContactVCardSerialization: NSObject, @unchecked Sendable {
    /// The keys a vCard needs.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        CNKeyGroup([CNContactGivenNameKey, CNContactFamilyNameKey, CNContactOrganizationNameKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey])
    }
    /// vCard 3.0 data of `contacts` (`CNContact`s).
    open class func data(with contacts: [Any]) throws -> Data {
        let cards = contacts.compactMap { $0 as? CNContact }.map { contact in
            (["BEGIN:VCARD", "VERSION:3.0", "N:\(contact.familyName);\(contact.givenName);\(contact.middleName);;",
              "FN:" + (CNContactFormatter.string(from: contact, style: .fullName) ?? "")]
             + (contact.organizationName.isEmpty ? [] : ["ORG:" + contact.organizationName])
             + contact.phoneNumbers.map { "TEL:" + $0.value.stringValue }
             + contact.emailAddresses.map { "EMAIL:" + ($0.value as String) } + ["END:VCARD"]).joined(separator: "\r\n")
        }
        return Data((cards.joined(separator: "\r\n") + "\r\n").utf8)
    }
    /// The contacts of vCard data: names, company, phone numbers and email addresses are read.
    open class func contacts(with data: Data) throws -> [CNContact] {
        guard let text = String(data: data, encoding: .utf8), text.contains("BEGIN:VCARD") else { throw CNError(.vCardMalformed) }
        var contacts: [CNContact] = []
        var current: CNMutableContact?
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
            let field = parts[0].split(separator: ";").first.map(String.init)?.uppercased() ?? ""
            let value = parts.count > 1 ? parts[1] : ""
            switch field {
            case "BEGIN": current = CNMutableContact()
            case "END": if let current { contacts.append(current) }; current = nil
            case "N":
                let names = value.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                current?.familyName = names.first ?? ""
                current?.givenName = names.count > 1 ? names[1] : ""
                current?.middleName = names.count > 2 ? names[2] : ""
            case "ORG": current?.organizationName = value
            case "TEL": current?.phoneNumbers.append(CNLabeledValue(label: nil, value: CNPhoneNumber(stringValue: value)))
            case "EMAIL": current?.emailAddresses.append(CNLabeledValue(label: nil, value: value as NSString))
            default: break
            }
        }
        return contacts
    }
}
#endif
