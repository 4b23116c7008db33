#if os(Linux)
@_exported import Foundation

// The rest of the center's async API and the authorization options apps ask for beyond alerts,
// sounds and badges. A preview's device shows no notifications and grants nothing.

extension UNAuthorizationOptions {
    /// Asks to show a button to the app's notification settings in Settings (UserNotifications'
    /// `providesAppNotificationSettings`).
    public static let providesAppNotificationSettings = Self(rawValue: 32)
    /// Asks Siri to read notifications aloud on headphones (UserNotifications' `announcement`, deprecated in iOS 15).
    public static let announcement = Self(rawValue: 128)
}

extension UNUserNotificationCenter {
    /// The app's notifications in Notification Center (UserNotifications' `deliveredNotifications()`):
    /// none in a preview.
    public func deliveredNotifications() async -> [UNNotification] { [] }
}
#endif
