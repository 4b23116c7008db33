#if os(Linux)
@_exported import Foundation

// Actionable notifications: categories and their actions (buttons and text replies), kept as the
// app builds them so a view model can read them back. Nothing is registered or shown in a preview.

/// An icon of a notification action (UserNotifications' `UNNotificationActionIcon`).
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    /// An SF Symbol.
    public init(systemImageName: String) {}
    /// An image of the app's assets.
    public init(templateImageName: String) {}
}

/// A notification's action, a button under it (UserNotifications' `UNNotificationAction`).
open class UNNotificationAction: NSObject, @unchecked Sendable {
    /// What the app is told when the action is chosen.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How the action runs.
    public let options: UNNotificationActionOptions
    /// The button's icon.
    public let icon: UNNotificationActionIcon?

    /// An action with an icon.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }

    /// An action.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }
}

/// An action that lets the reader type a reply (UserNotifications' `UNTextInputNotificationAction`).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    /// The title of the send button.
    public let textInputButtonTitle: String
    /// The placeholder of the text field.
    public let textInputPlaceholder: String

    /// A text action with an icon.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?,
                textInputButtonTitle: String, textInputPlaceholder: String) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options, icon: icon)
    }

    /// A text action.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(identifier: identifier, title: title, options: options, icon: nil,
                  textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }
}

/// The reader's reply typed into a text action (UserNotifications' `UNTextInputNotificationResponse`):
/// never delivered in a preview.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    /// The text the reader typed.
    open var userText: String { "" }
}

/// The identifier of a response that dismissed the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A kind of notification and its actions (UserNotifications' `UNNotificationCategory`).
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    /// The category's identifier, set as a content's `categoryIdentifier`.
    public let identifier: String
    /// Its actions, in order.
    public let actions: [UNNotificationAction]
    /// The SiriKit intents it relates to.
    public let intentIdentifiers: [String]
    /// The body shown while previews are hidden (empty: the system's placeholder).
    public let hiddenPreviewsBodyPlaceholder: String
    /// The summary of a group of its notifications, such as `%u more reminders`.
    public let categorySummaryFormat: String
    /// How its notifications behave.
    public let options: UNNotificationCategoryOptions

    /// A category with a placeholder for hidden previews and a summary format.
    public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String?,
                categorySummaryFormat: String?, options: UNNotificationCategoryOptions = []) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
        self.options = options
    }

    /// A category.
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers, hiddenPreviewsBodyPlaceholder: nil,
                  categorySummaryFormat: nil, options: options)
    }

    /// A category with a placeholder for hidden previews.
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String,
                            options: UNNotificationCategoryOptions = []) {
        self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: nil, options: options)
    }
}

/// Options of a category (UserNotifications' `UNNotificationCategoryOptions`).
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The app is told when the notification is dismissed.
    public static let customDismissAction = Self(rawValue: 1)
    /// The notification shows in CarPlay.
    public static let allowInCarPlay = Self(rawValue: 2)
    /// The title shows while previews are hidden.
    public static let hiddenPreviewsShowTitle = Self(rawValue: 4)
    /// The subtitle shows while previews are hidden.
    public static let hiddenPreviewsShowSubtitle = Self(rawValue: 8)
    /// Siri may read the notification aloud.
    public static let allowAnnouncement = Self(rawValue: 16)
}

/// Options of an action (UserNotifications' `UNNotificationActionOptions`).
public struct UNNotificationActionOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The device must be unlocked.
    public static let authenticationRequired = Self(rawValue: 1)
    /// The action is shown as destructive.
    public static let destructive = Self(rawValue: 2)
    /// The action opens the app.
    public static let foreground = Self(rawValue: 4)
}
#endif
