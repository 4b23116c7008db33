#if os(Linux)
@_exported import Foundation
@_exported import StandInContacts
import StandInUIKit
import SwiftUI

/// The system's contact picker (ContactsUI's `CNContactPickerViewController`): a placeholder in
/// a preview, where the reader picks nothing, so the delegate is never called.
open class CNContactPickerViewController: UIViewController, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any CNContactPickerDelegate)?
    /// The properties shown for each contact (`CNContactPhoneNumbersKey`…).
    open var displayedPropertyKeys: [String]?
    /// Which contacts can be picked.
    open var predicateForEnablingContact: NSPredicate?
    /// Which contacts are picked at once rather than opened.
    open var predicateForSelectionOfContact: NSPredicate?
    /// Which properties are picked at once.
    open var predicateForSelectionOfProperty: NSPredicate?
}

/// What the contact picker tells its delegate (ContactsUI's `CNContactPickerDelegate`).
@MainActor
public protocol CNContactPickerDelegate: AnyObject {
    /// The reader cancelled.
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    /// The reader picked a contact.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    /// The reader picked contacts (implementing it lets the reader pick several).
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    /// The reader picked a property.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
    /// The reader picked properties.
    func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
    /// Does nothing by default.
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    /// Does nothing by default.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
    /// Does nothing by default.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    /// Does nothing by default.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
    /// Does nothing by default.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]) {}
}

/// The system's card of a contact, new, unknown or existing (ContactsUI's
/// `CNContactViewController`): a placeholder in a preview, where nothing is edited or saved.
open class CNContactViewController: UIViewController, @unchecked Sendable {
    /// The contact shown.
    public let contact: CNContact
    /// Its delegate.
    open weak var delegate: (any CNContactViewControllerDelegate)?
    /// The store it saves to.
    open var contactStore: CNContactStore?
    /// The properties shown.
    open var displayedPropertyKeys: [Any]?
    /// Whether the reader may edit.
    open var allowsEditing = true
    /// Whether actions (call, message) show.
    open var allowsActions = true
    /// Whether linked contacts show.
    open var shouldShowLinkedContacts = false
    /// The name shown when the contact has none.
    open var alternateName: String?
    /// A message under the name.
    open var message: String?

    /// The card of an existing contact.
    public init(for contact: CNContact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }
    /// The card of a contact not in the store.
    public init(forUnknownContact contact: CNContact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }
    /// The card to create a contact, filled in from `contact`.
    public init(forNewContact contact: CNContact?) {
        self.contact = contact ?? CNContact()
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// The keys the card needs.
    open class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        CNContactFormatter.descriptorForRequiredKeys(for: .fullName)
    }
    /// Highlights a property.
    open func highlightProperty(withKey key: String, identifier: String?) {}
}

/// What the contact card tells its delegate (ContactsUI's `CNContactViewControllerDelegate`).
@MainActor
public protocol CNContactViewControllerDelegate: AnyObject {
    /// The reader finished (a nil contact: cancelled).
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
    /// Whether the card performs a property's default action.
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool
}

extension CNContactViewControllerDelegate {
    /// Does nothing by default.
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
    /// Yes, by default.
    public func contactViewController(_ viewController: CNContactViewController,
                                      shouldPerformDefaultActionFor property: CNContactProperty) -> Bool { true }
}

/// A button adding contacts that match a search to the ones the app may read (ContactsUI's
/// `ContactAccessButton`, iOS 18): a preview's address book has no match, so it draws as a
/// gray row of a button's height, and the reader approves nothing.
public struct ContactAccessButton: View {
    /// What the button says under the contact's name (ContactsUI's `ContactAccessButton.Caption`).
    public enum Caption: Sendable { case defaultText, email, phone }

    /// A button for the contacts matching `query`.
    public init(queryString query: String, ignoredEmails: Set<String>? = nil, ignoredPhoneNumbers: Set<String>? = nil,
                approvalCallback: (([String]) -> Void)? = nil) {}

    /// A gray row of a button's height.
    public var body: some View {
        RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)).frame(height: 44)
    }
}

extension View {
    /// Presents the picker of the contacts the app may read (SwiftUI's `contactAccessPicker`,
    /// iOS 18): nothing is presented in a preview, and the view draws as it is.
    public func contactAccessPicker(isPresented: Binding<Bool>, completionHandler: @escaping ([String]) -> Void = { _ in }) -> some View {
        self
    }
    /// Sets what a contact access button says under the name (accepted).
    public func contactAccessButtonCaption(_ caption: ContactAccessButton.Caption) -> some View { self }
}
#endif
