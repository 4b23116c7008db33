#if os(Linux)
@_exported import Foundation

// The people, images and spoken names of SiriKit's intents: plain values, kept as the app makes
// them, so a view model can read them back. Nothing is looked up in Contacts in a preview.

/// What kind of address a person handle is (Intents' `INPersonHandleType`).
public enum INPersonHandleType: Int, Sendable { case unknown, emailAddress, phoneNumber }

/// The label of a person handle, such as "home" or "work" (Intents' `INPersonHandleLabel`).
public struct INPersonHandleLabel: RawRepresentable, Hashable, Sendable {
    /// The label's text.
    public let rawValue: String
    /// A label of a text.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Home.
    public static let home = Self(rawValue: "_$!<Home>!$_")
    /// Work.
    public static let work = Self(rawValue: "_$!<Work>!$_")
    /// iPhone.
    public static let iPhone = Self(rawValue: "iPhone")
    /// Mobile.
    public static let mobile = Self(rawValue: "_$!<Mobile>!$_")
    /// Main.
    public static let main = Self(rawValue: "_$!<Main>!$_")
    /// Other.
    public static let other = Self(rawValue: "_$!<Other>!$_")
}

/// How the app reaches a person: an email address, a phone number or an account name (Intents' `INPersonHandle`).
open class INPersonHandle: NSObject, @unchecked Sendable {
    /// The address or account name.
    public let value: String?
    /// What kind of address it is.
    public let type: INPersonHandleType
    /// Its label.
    public let label: INPersonHandleLabel?
    /// A handle with a label.
    public init(value: String?, type: INPersonHandleType, label: INPersonHandleLabel?) {
        self.value = value
        self.type = type
        self.label = label
    }
    /// A handle.
    public convenience init(value: String?, type: INPersonHandleType) { self.init(value: value, type: type, label: nil) }
}

/// An image of an intent, such as a sender's avatar (Intents' `INImage`): kept as given; never
/// loaded or drawn in a preview.
open class INImage: NSObject, @unchecked Sendable {
    /// The image's bytes, when made from data.
    let imageData: Data?
    /// The image's name in the app's bundle, or the SF Symbol's name.
    let name: String?
    /// The image's file, when made from a URL.
    let url: URL?

    /// An image of no source.
    public required override init() {
        imageData = nil
        name = nil
        url = nil
    }
    init(imageData: Data?, name: String?, url: URL?) {
        self.imageData = imageData
        self.name = name
        self.url = url
    }
    /// An image of the app's bundle.
    public convenience init(named name: String) { self.init(imageData: nil, name: name, url: nil) }
    /// An image of encoded bytes (PNG, JPEG…).
    public convenience init(imageData: Data) { self.init(imageData: imageData, name: nil, url: nil) }
    /// An image of a local file; nil for a remote URL, as a preview has no network.
    public convenience init?(url URL: URL) {
        guard URL.isFileURL else { return nil }
        self.init(imageData: nil, name: nil, url: URL)
    }
    /// An image of a local file shown at a size; nil for a remote URL.
    public convenience init?(url URL: URL, width: Double, height: Double) { self.init(url: URL) }
    /// An SF Symbol.
    open class func systemImageNamed(_ systemImageName: String) -> Self {
        let image = self.init()
        image.systemName = systemImageName
        return image
    }
    /// The SF Symbol's name, for an image made by `systemImageNamed(_:)`.
    private(set) var systemName: String?
}

/// A name Siri speaks and recognizes (Intents' `INSpeakable`).
public protocol INSpeakable: NSObjectProtocol {
    /// What is spoken.
    var spokenPhrase: String { get }
    /// How to pronounce it.
    var pronunciationHint: String? { get }
    /// The app's identifier of the vocabulary item.
    var vocabularyIdentifier: String? { get }
}

/// A spoken name, such as a group conversation's (Intents' `INSpeakableString`).
open class INSpeakableString: NSObject, INSpeakable, @unchecked Sendable {
    /// What is spoken.
    public let spokenPhrase: String
    /// How to pronounce it.
    public let pronunciationHint: String?
    /// The app's identifier of the vocabulary item.
    public let vocabularyIdentifier: String?
    /// A name with an identifier and a pronunciation hint.
    public init(vocabularyIdentifier: String, spokenPhrase: String, pronunciationHint: String?) {
        self.vocabularyIdentifier = vocabularyIdentifier
        self.spokenPhrase = spokenPhrase
        self.pronunciationHint = pronunciationHint
    }
    /// A name.
    public init(spokenPhrase: String) {
        self.spokenPhrase = spokenPhrase
        pronunciationHint = nil
        vocabularyIdentifier = nil
    }
}

/// Where the system found a suggested person (Intents' `INPersonSuggestionType`).
public enum INPersonSuggestionType: Int, Sendable { case none, socialProfile, instantMessageAddress }

/// A person of an intent: a message's sender or recipient, a call's contact (Intents' `INPerson`).
open class INPerson: NSObject, @unchecked Sendable {
    /// How the app reaches the person.
    public let personHandle: INPersonHandle?
    /// The person's name.
    public let nameComponents: PersonNameComponents?
    private let givenDisplayName: String?
    /// The person's image (the avatar of a communication notification).
    public let image: INImage?
    /// The identifier of the person's contact in Contacts.
    public let contactIdentifier: String?
    /// The app's identifier of the person.
    public let customIdentifier: String?
    /// Whether the person is the device's user.
    public let isMe: Bool
    /// Whether the system may suggest the person as a contact.
    public let isContactSuggestion: Bool
    /// Where the suggested person was found.
    public let suggestionType: INPersonSuggestionType
    /// Other handles of the person.
    public let aliases: [INPersonHandle]?

    /// A person with every detail.
    public init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                contactIdentifier: String?, customIdentifier: String?, isMe: Bool, isContactSuggestion: Bool,
                aliases: [INPersonHandle]?, suggestionType: INPersonSuggestionType) {
        self.personHandle = personHandle
        self.nameComponents = nameComponents
        givenDisplayName = displayName
        self.image = image
        self.contactIdentifier = contactIdentifier
        self.customIdentifier = customIdentifier
        self.isMe = isMe
        self.isContactSuggestion = isContactSuggestion
        self.aliases = aliases
        self.suggestionType = suggestionType
    }

    /// A person.
    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false, isContactSuggestion: false,
                  aliases: nil, suggestionType: .none)
    }

    /// A person who may be the device's user.
    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?, isMe: Bool) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: isMe, isContactSuggestion: false,
                  aliases: nil, suggestionType: .none)
    }

    /// A person who may be the device's user, for messaging intents (iOS 15).
    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?, isMe: Bool, suggestionType: INPersonSuggestionType) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: isMe, isContactSuggestion: false,
                  aliases: nil, suggestionType: suggestionType)
    }

    /// A person the system may suggest as a contact (iOS 15).
    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?, isContactSuggestion: Bool,
                            suggestionType: INPersonSuggestionType) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false,
                  isContactSuggestion: isContactSuggestion, aliases: nil, suggestionType: suggestionType)
    }

    /// A person with other handles.
    public convenience init(personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?, image: INImage?,
                            contactIdentifier: String?, customIdentifier: String?, aliases: [INPersonHandle]?,
                            suggestionType: INPersonSuggestionType) {
        self.init(personHandle: personHandle, nameComponents: nameComponents, displayName: displayName, image: image,
                  contactIdentifier: contactIdentifier, customIdentifier: customIdentifier, isMe: false, isContactSuggestion: false,
                  aliases: aliases, suggestionType: suggestionType)
    }

    /// The name shown: the display name given, else the given and family names, else the handle's value.
    open var displayName: String {
        if let givenDisplayName { return givenDisplayName }
        let names = [nameComponents?.givenName, nameComponents?.familyName].compactMap { $0 }.filter { !$0.isEmpty }
        if !names.isEmpty { return names.joined(separator: " ") }
        return personHandle?.value ?? ""
    }
}
#endif
