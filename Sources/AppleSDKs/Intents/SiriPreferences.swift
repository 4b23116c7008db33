#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation
import StandInUserNotifications

// Siri permission and the user's voice shortcuts. A preview's device has not been asked about
// Siri, refuses when asked, and has no shortcuts.

/// Whether the app may use Siri (Intents' `INSiriAuthorizationStatus`).
public enum INSiriAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// SiriKit's permission and language (Intents' `INPreferences`).
open class INPreferences: NSObject, @unchecked Sendable {
    /// Whether the app may use Siri: not determined in a preview.
    open class func siriAuthorizationStatus() -> INSiriAuthorizationStatus { .notDetermined }
    /// Asks for permission to use Siri: `.denied` in a preview.
    open class func requestSiriAuthorization(_ handler: @escaping (INSiriAuthorizationStatus) -> Void) { handler(.denied) }
    /// Siri's language: `en-US` in a preview.
    open class func siriLanguageCode() -> String { "en-US" }
}

/// An action the user may add to Siri: an intent or a user activity (Intents' `INShortcut`).
public enum INShortcut: Hashable, Sendable {
    /// A shortcut of an intent.
    case intent(INIntent)
    /// A shortcut of a user activity.
    case userActivity(NSUserActivity)
    /// A shortcut of an intent (nil on a device for an intent that cannot be a shortcut; every intent can here).
    public init?(intent: INIntent) { self = .intent(intent) }
    /// A shortcut of a user activity.
    public init(userActivity: NSUserActivity) { self = .userActivity(userActivity) }
    /// The intent, for a shortcut of one.
    public var intent: INIntent? { if case .intent(let intent) = self { intent } else { nil } }
    /// The user activity, for a shortcut of one.
    public var userActivity: NSUserActivity? { if case .userActivity(let activity) = self { activity } else { nil } }
}

/// A shortcut the user added to Siri, with its phrase (Intents' `INVoiceShortcut`).
open class INVoiceShortcut: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: UUID
    /// The phrase the user speaks.
    public let invocationPhrase: String
    /// What it does.
    public let shortcut: INShortcut
    init(identifier: UUID, invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
    }
}

/// The user's Siri shortcuts of the app (Intents' `INVoiceShortcutCenter`): a preview's user has none.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    private static let center = INVoiceShortcutCenter()
    /// The shared center.
    open class var shared: INVoiceShortcutCenter { center }
    override init() {}
    /// The user's shortcuts of the app: none.
    open func getAllVoiceShortcuts(completion completionHandler: @escaping @Sendable ([INVoiceShortcut]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }
    /// The user's shortcuts of the app: none.
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }
    /// A shortcut of an identifier: none (nil, with no error).
    open func getVoiceShortcut(with identifier: UUID, completion completionHandler: @escaping @Sendable (INVoiceShortcut?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
    /// A shortcut of an identifier: throws `INIntentError.Code.voiceShortcutGetFailed`, as there is none.
    open func getVoiceShortcut(with identifier: UUID) async throws -> INVoiceShortcut { throw INIntentError(.voiceShortcutGetFailed) }
    /// Suggests shortcuts in Settings (nothing is shown in a preview).
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {}
}

// Communication notifications: a message or call intent is what `UNNotificationContent.updating(from:)`
// takes (UserNotifications' `UNNotificationContentProviding`).
extension INSendMessageIntent: UNNotificationContentProviding {}
extension INStartCallIntent: UNNotificationContentProviding {}
#endif
