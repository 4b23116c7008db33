#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation

// Donations of intents (a sent message, a started call) to the system. Donating needs no Siri
// permission on a device, so a preview's donations succeed; they are not kept anywhere, and
// deleting them succeeds too.

/// Which way an interaction went (Intents' `INInteractionDirection`).
public enum INInteractionDirection: Int, Sendable { case unspecified, outgoing, incoming }

/// How far the app got handling an intent (Intents' `INIntentHandlingStatus`).
public enum INIntentHandlingStatus: Int, Sendable { case unspecified, ready, inProgress, success, failure, deferredToApplication, userConfirmationRequired }

/// The domain of SiriKit's errors (Intents' `INIntentErrorDomain`).
public let INIntentErrorDomain = "IntentsErrorDomain"

/// A SiriKit error (Intents' `INIntentError`).
public struct INIntentError: Error, Sendable {
    /// Why it failed (Intents' `INIntentError.Code`).
    public enum Code: Int, Sendable {
        case interactionOperationNotSupported = 1900, donatingInteraction = 1901, deletingAllInteractions = 1902
        case deletingInteractionWithIdentifiers = 1903, deletingInteractionWithGroupIdentifier = 1904
        case intentSupportedByMultipleExtension = 2001, restrictedIntentsNotSupportedByExtension = 2002, noHandlerProvidedForIntent = 2003
        case invalidIntentName = 2004, noAppAvailable = 2005, requestTimedOut = 3001, missingInformation = 3002
        case invalidUserVocabularyFileLocation = 4000, extensionLaunchingTimeout = 5000, extensionBringUpFailed = 5001
        case imageGeneric = 6000, imageNoServiceAvailable = 6001, imageStorageFailed = 6002, imageLoadingFailed = 6003
        case imageRetrievalFailed = 6004, imageProxyLoop = 6005, imageProxyInvalid = 6006, imageProxyTimeout = 6007
        case imageServiceFailure = 6008, imageScalingFailed = 6009, permissionDenied = 6010
        case voiceShortcutCreationFailed = 7000, voiceShortcutGetFailed = 7001, voiceShortcutDeleteFailed = 7002
        case encodingGeneric = 8000, encodingFailed = 8001, decodingGeneric = 9000
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The domain of these errors.
    public static var errorDomain: String { INIntentErrorDomain }
}

/// An intent the app handled or donates, with its response (Intents' `INInteraction`).
open class INInteraction: NSObject, @unchecked Sendable {
    /// The intent.
    public let intent: INIntent
    /// The app's response.
    public let intentResponse: INIntentResponse?
    /// Which way it went: a sent message is outgoing, a received one incoming.
    open var direction = INInteractionDirection.unspecified
    /// When it happened.
    open var dateInterval: DateInterval?
    /// Its identifier, to delete it later: a fixed UUID-shaped string per interaction made,
    /// counting up from 1 in a preview (a device makes a random one).
    open var identifier: String
    /// The identifier of its group (such as the conversation's), to delete the group's donations.
    open var groupIdentifier: String?

    /// An interaction of an intent and its response.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        identifier = PreviewIdentifiers.next()
    }

    /// How far the app got: read from a message or call response's code.
    open var intentHandlingStatus: INIntentHandlingStatus {
        if let response = intentResponse as? INSendMessageIntentResponse {
            switch response.code {
            case .unspecified: return .unspecified
            case .ready: return .ready
            case .inProgress: return .inProgress
            case .success: return .success
            case .failureRequiringAppLaunch: return .deferredToApplication
            case .failure, .failureMessageServiceNotAvailable, .failureRequiringInAppAuthentication: return .failure
            }
        }
        if let response = intentResponse as? INStartCallIntentResponse {
            switch response.code {
            case .unspecified: return .unspecified
            case .ready: return .ready
            case .continueInApp, .failureRequiringAppLaunch: return .deferredToApplication
            case .userConfirmationRequired: return .userConfirmationRequired
            default: return .failure
            }
        }
        return .unspecified
    }

    /// Donates it to the system: succeeds in a preview (a device needs no Siri permission for
    /// donations), and nothing is kept.
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) { completion?(nil) }
    /// Donates it to the system: succeeds in a preview, and nothing is kept.
    open func donate() async throws {}

    /// Deletes donated interactions of identifiers: succeeds, as nothing was kept.
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) { completion?(nil) }
    /// Deletes donated interactions of identifiers: succeeds, as nothing was kept.
    open class func delete(with identifiers: [String]) async throws {}
    /// Deletes donated interactions of a group: succeeds, as nothing was kept.
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) { completion?(nil) }
    /// Deletes donated interactions of a group: succeeds, as nothing was kept.
    open class func delete(with groupIdentifier: String) async throws {}
    /// Deletes every donated interaction: succeeds, as nothing was kept.
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) { completion?(nil) }
    /// Deletes every donated interaction: succeeds, as nothing was kept.
    open class func deleteAll() async throws {}
}

extension NSUserActivity {
    /// The interaction Siri opened the app with (Intents' `NSUserActivity.interaction`): none in a preview.
    public var interaction: INInteraction? { nil }

    /// The phrase Siri suggests for a shortcut of the activity (Intents' `NSUserActivity.suggestedInvocationPhrase`): kept.
    public var suggestedInvocationPhrase: String? {
        get { InvocationPhrases.shared.phrase(of: self) }
        set { InvocationPhrases.shared.set(newValue, of: self) }
    }
}

/// The suggested invocation phrases of activities, as `NSUserActivity` has no room for them.
private final class InvocationPhrases: @unchecked Sendable {
    static let shared = InvocationPhrases()
    private struct Entry {
        weak var activity: NSUserActivity?
        let phrase: String
    }
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func phrase(of activity: NSUserActivity) -> String? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(activity)], entry.activity === activity else { return nil }
            return entry.phrase
        }
    }

    func set(_ phrase: String?, of activity: NSUserActivity) {
        lock.withLock {
            entries = entries.filter { $0.value.activity != nil }
            entries[ObjectIdentifier(activity)] = phrase.map { Entry(activity: activity, phrase: $0) }
        }
    }
}
#endif
