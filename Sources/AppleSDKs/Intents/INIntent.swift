#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation

// The base of SiriKit's requests and responses, and the message intent messaging apps donate for
// each sent message and make communication notifications of. Intents keep what the app sets.

/// A request SiriKit handles or the app donates (Intents' `INIntent`).
open class INIntent: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var images: [AnyKeyPath: INImage] = [:]
    /// The intent's identifier: a fixed UUID-shaped string per intent made, counting up from 1 in a
    /// preview (a device makes a random one).
    public let identifier: String?
    /// The phrase Siri suggests for a shortcut of the intent.
    open var suggestedInvocationPhrase: String?
    /// Details the system uses to rank a donation.
    open var donationMetadata: INIntentDonationMetadata?
    /// A description of the intent, for the user.
    open var intentDescription: String? { nil }
    /// An intent.
    public override init() { identifier = PreviewIdentifiers.next() }

    /// The most relevant image: the first one set for a parameter.
    open func keyImage() -> INImage? { lock.withLock { images.first?.value } }

    func setStoredImage(_ image: INImage?, for keyPath: AnyKeyPath) { lock.withLock { images[keyPath] = image } }
    func storedImage(for keyPath: AnyKeyPath) -> INImage? { lock.withLock { images[keyPath] } }
}

/// Details of a donation (Intents' `INIntentDonationMetadata`).
open class INIntentDonationMetadata: NSObject, @unchecked Sendable {}

/// Intents whose parameters can have images, set by key path (Intents' `INIntentSetImageKeyPath`).
public protocol INIntentSetImageKeyPath {}

extension INIntentSetImageKeyPath where Self: INIntent {
    /// Sets the image of a parameter, such as a group conversation's picture (Intents'
    /// `setImage(_:forParameterNamed:)`): kept, and returned by `image(forParameterNamed:)`.
    public func setImage<Value>(_ image: INImage?, forParameterNamed parameterName: KeyPath<Self, Value>) {
        setStoredImage(image, for: parameterName)
    }
    /// The image set for a parameter.
    public func image<Value>(forParameterNamed parameterName: KeyPath<Self, Value>) -> INImage? { storedImage(for: parameterName) }
}

/// What the app answers SiriKit (Intents' `INIntentResponse`).
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// The activity the app continues with when it opens.
    open var userActivity: NSUserActivity?
    /// A response.
    public override init() {}
}

/// How a message is sent (Intents' `INOutgoingMessageType`).
public enum INOutgoingMessageType: Int, Sendable { case unknown, outgoingMessageText, outgoingMessageAudio }

/// A file of an intent (Intents' `INFile`).
open class INFile: NSObject, @unchecked Sendable {
    /// The file's bytes.
    public let data: Data
    /// The file's name.
    open var filename: String
    /// The file's type.
    public let typeIdentifier: String?
    /// The file's URL, for a file made from one.
    public let fileURL: URL?
    /// A file of bytes.
    public init(data: Data, filename: String, typeIdentifier: String?) {
        self.data = data
        self.filename = filename
        self.typeIdentifier = typeIdentifier
        fileURL = nil
    }
    /// A file at a URL (its bytes are not read in a preview).
    public init(fileURL: URL, filename: String?, typeIdentifier: String?) {
        data = Data()
        self.filename = filename ?? fileURL.lastPathComponent
        self.typeIdentifier = typeIdentifier
        self.fileURL = fileURL
    }
}

/// A file sent with a message (Intents' `INSendMessageAttachment`).
open class INSendMessageAttachment: NSObject, @unchecked Sendable {
    /// The audio message, for an audio attachment.
    public let audioMessageFile: INFile?
    /// An attachment of an audio message, or of none.
    public required init(audioMessageFile: INFile?) { self.audioMessageFile = audioMessageFile }
    /// An attachment of an audio message.
    open class func attachment(withAudioMessageFile audioMessageFile: INFile) -> Self { self.init(audioMessageFile: audioMessageFile) }
}

/// Details of a sent message's donation (Intents' `INSendMessageIntentDonationMetadata`).
open class INSendMessageIntentDonationMetadata: INIntentDonationMetadata, @unchecked Sendable {
    /// Whether the message mentions the user.
    open var mentionsCurrentUser = false
    /// Whether the message replies to the user.
    open var isReplyToCurrentUser = false
    /// Whether the recipient is notified even with notifications of the conversation off.
    open var notifyRecipientAnyway = false
    /// The number of recipients.
    open var recipientCount = 0
    /// Metadata.
    public override init() {}
}

/// A message sent, or to send, to people (Intents' `INSendMessageIntent`): what a messaging app
/// donates for each sent message and makes a communication notification of.
open class INSendMessageIntent: INIntent, INIntentSetImageKeyPath, @unchecked Sendable {
    /// The people the message is sent to.
    public let recipients: [INPerson]?
    /// How the message is sent.
    public let outgoingMessageType: INOutgoingMessageType
    /// The message's text.
    public let content: String?
    /// The group conversation's name.
    public let speakableGroupName: INSpeakableString?
    /// The conversation's identifier.
    public let conversationIdentifier: String?
    /// The service the message is sent with.
    public let serviceName: String?
    /// The person sending it.
    public let sender: INPerson?
    /// The files sent with it.
    public let attachments: [INSendMessageAttachment]?

    /// A message intent (iOS 14.0).
    public init(recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?, speakableGroupName: INSpeakableString?,
                conversationIdentifier: String?, serviceName: String?, sender: INPerson?, attachments: [INSendMessageAttachment]?) {
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        self.attachments = attachments
        super.init()
    }

    /// A message intent without attachments (iOS 14.0, deprecated).
    public convenience init(recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
                            speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?, sender: INPerson?) {
        self.init(recipients: recipients, outgoingMessageType: outgoingMessageType, content: content, speakableGroupName: speakableGroupName,
                  conversationIdentifier: conversationIdentifier, serviceName: serviceName, sender: sender, attachments: nil)
    }

    /// A text message intent (iOS 11, deprecated in iOS 14).
    public convenience init(recipients: [INPerson]?, content: String?, speakableGroupName: INSpeakableString?, conversationIdentifier: String?,
                            serviceName: String?, sender: INPerson?) {
        self.init(recipients: recipients, outgoingMessageType: .outgoingMessageText, content: content, speakableGroupName: speakableGroupName,
                  conversationIdentifier: conversationIdentifier, serviceName: serviceName, sender: sender, attachments: nil)
    }

    /// The group conversation's name as text (deprecated in iOS 11).
    open var groupName: String? { speakableGroupName?.spokenPhrase }
}

/// How the app handled a message intent (Intents' `INSendMessageIntentResponseCode`).
public enum INSendMessageIntentResponseCode: Int, Sendable {
    case unspecified, ready, inProgress, success, failure, failureRequiringAppLaunch, failureMessageServiceNotAvailable
    case failureRequiringInAppAuthentication
}

/// The app's answer to a message intent (Intents' `INSendMessageIntentResponse`).
open class INSendMessageIntentResponse: INIntentResponse, @unchecked Sendable {
    /// How the app handled the intent.
    public let code: INSendMessageIntentResponseCode
    /// A response of a code.
    public init(code: INSendMessageIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}

/// Counts the identifiers a preview gives intents and interactions, so a run is the same every time.
enum PreviewIdentifiers {
    private static let state = Counter()
    private final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var last = 0
    }
    /// The next identifier: `00000000-0000-0000-0000-000000000001`, then `…002`.
    static func next() -> String {
        let number = state.lock.withLock {
            state.last += 1
            return state.last
        }
        let digits = String(number)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
}
#endif
