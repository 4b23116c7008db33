#if os(Linux)
@_exported import Foundation

extension UIApplication {
    /// The URL of the app's notification settings (UIKit's
    /// `UIApplication.openNotificationSettingsURLString`, iOS 16): opening it does nothing in a preview.
    public static let openNotificationSettingsURLString = "app-settings:notifications"
}
#endif
