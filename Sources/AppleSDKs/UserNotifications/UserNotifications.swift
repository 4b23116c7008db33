#if os(Linux)
@_exported import Foundation

/// Whether the app may notify (UserNotifications' `UNAuthorizationStatus`).
public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

/// What the app asks to do (UserNotifications' `UNAuthorizationOptions`).
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1), sound = Self(rawValue: 2), alert = Self(rawValue: 4), carPlay = Self(rawValue: 8)
    public static let criticalAlert = Self(rawValue: 16), provisional = Self(rawValue: 64)
}

/// How a notification shows while the app is in front (UserNotifications' `UNNotificationPresentationOptions`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1), sound = Self(rawValue: 2), alert = Self(rawValue: 4), list = Self(rawValue: 8), banner = Self(rawValue: 16)
}

/// The app's notification settings (UserNotifications' `UNNotificationSettings`).
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    /// Whether the app may notify: not determined in a preview.
    open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
    /// Whether alerts show.
    open var alertSetting: UNNotificationSetting { .notSupported }
    /// Whether sounds play.
    open var soundSetting: UNNotificationSetting { .notSupported }
    /// Whether badges show.
    open var badgeSetting: UNNotificationSetting { .notSupported }
    /// Whether time-sensitive notifications break through Focus.
    open var timeSensitiveSetting: UNNotificationSetting { .notSupported }
}

/// Whether a kind of notification is on (UserNotifications' `UNNotificationSetting`).
public enum UNNotificationSetting: Int, Sendable { case notSupported, disabled, enabled }

/// How urgently a notification is delivered (UserNotifications' `UNNotificationInterruptionLevel`).
public enum UNNotificationInterruptionLevel: UInt, Sendable { case passive, active, timeSensitive, critical }

/// A file shown with a notification (UserNotifications' `UNNotificationAttachment`).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: String
    /// The file.
    public let url: URL
    /// An attachment of the file at `url`.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        self.identifier = identifier
        self.url = url
    }
}

/// Schedules and delivers notifications (UserNotifications' `UNUserNotificationCenter`): nothing is
/// delivered in a preview.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let center = UNUserNotificationCenter()
    /// The app's center.
    open class func current() -> UNUserNotificationCenter { center }
    /// Its delegate.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
    /// Asks for permission: refused.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }
    /// Asks for permission: refused.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(false, nil)
    }
    /// The settings.
    open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    /// The settings.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) { completionHandler(UNNotificationSettings()) }
    /// Schedules a request (nothing is scheduled here).
    open func add(_ request: UNNotificationRequest) async throws {}
    /// Schedules a request (nothing is scheduled here).
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { completionHandler?(nil) }
    /// The pending requests: none.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
    /// The requests waiting to be delivered: none in a preview.
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) { completionHandler([]) }
    /// The notifications delivered: none in a preview.
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) { completionHandler([]) }
    /// Removes pending requests.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() {}
    /// Removes delivered notifications.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    /// Removes every delivered notification.
    open func removeAllDeliveredNotifications() {}
    /// Sets the badge.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {}
    /// Sets the badge, then calls `completionHandler` (from code that is not async).
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    /// Sets the categories.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {}
}

/// What the center tells the app (UserNotifications' `UNUserNotificationCenterDelegate`).
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// What a notification says (UserNotifications' `UNNotificationContent`).
open class UNNotificationContent: NSObject, @unchecked Sendable {
    /// The title.
    open var title = ""
    /// The subtitle.
    open var subtitle = ""
    /// The body.
    open var body = ""
    /// The badge.
    open var badge: NSNumber?
    /// The sound.
    open var sound: UNNotificationSound?
    /// Extra values.
    open var userInfo: [AnyHashable: Any] = [:]
    /// The category.
    open var categoryIdentifier = ""
    /// The thread.
    open var threadIdentifier = ""
    /// How urgently it is delivered.
    open var interruptionLevel = UNNotificationInterruptionLevel.active
    /// How relevant it is among the app's notifications.
    open var relevanceScore: Double = 0
    /// Files shown with it.
    open var attachments: [UNNotificationAttachment] = []
    /// The target of its tap.
    open var targetContentIdentifier: String?
    /// A content.
    public override init() {}
}

/// What a notification says, as the app sets it (UserNotifications' `UNMutableNotificationContent`).
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

/// A notification's sound (UserNotifications' `UNNotificationSound`).
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The default sound.
    public static let `default` = UNNotificationSound()
    /// The default sound of a critical alert.
    public static let defaultCritical = UNNotificationSound()
    /// The default ringtone.
    public static let defaultRingtone = UNNotificationSound()
    /// A sound of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init() }
    /// A critical alert's sound at a volume.
    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }
    /// A critical alert's sound of the app's bundle.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound { defaultCritical }
}

/// The name of a sound file of the app's bundle (UserNotifications' `UNNotificationSoundName`).
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// When a notification is delivered (UserNotifications' `UNNotificationTrigger`).
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether it repeats.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// After an interval (UserNotifications' `UNTimeIntervalNotificationTrigger`).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval.
    public let timeInterval: TimeInterval
    /// A trigger.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

/// At a date (UserNotifications' `UNCalendarNotificationTrigger`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The date.
    public let dateComponents: DateComponents
    /// A trigger.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

/// A notification to deliver (UserNotifications' `UNNotificationRequest`).
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    /// The identifier.
    public let identifier: String
    /// The content.
    public let content: UNNotificationContent
    /// The trigger.
    public let trigger: UNNotificationTrigger?
    /// A request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification (UserNotifications' `UNNotification`).
open class UNNotification: NSObject, @unchecked Sendable {
    /// The request.
    open var request: UNNotificationRequest { UNNotificationRequest(identifier: "", content: UNNotificationContent(), trigger: nil) }
    /// When it was delivered.
    open var date: Date { Date() }
}

/// The reader's response (UserNotifications' `UNNotificationResponse`).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    /// The notification.
    open var notification: UNNotification { UNNotification() }
    /// The action.
    open var actionIdentifier: String { UNNotificationDefaultActionIdentifier }
}

/// The default action.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
#endif
