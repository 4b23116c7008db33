#if os(Linux)
@_exported import Foundation

// Push registration from an app delegate. The `@main` App and its delegate are left out of a
// preview build, so nothing registers and no remote notification arrives: these only compile.

/// What a background fetch for a remote notification got (UIKit's `UIBackgroundFetchResult`).
public enum UIBackgroundFetchResult: UInt, Sendable, Hashable {
    /// New data was fetched.
    case newData
    /// There was nothing new.
    case noData
    /// The fetch failed.
    case failed
}

extension UIApplicationDelegate {
    /// Does nothing unless the delegate implements it (UIKit's
    /// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`).
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}

    /// Does nothing unless the delegate implements it (UIKit's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)`).
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}

    /// Reports no new data unless the delegate implements it (UIKit's
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`).
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }

    /// Reports no new data unless the delegate implements it (UIKit's async
    /// `application(_:didReceiveRemoteNotification:)`).
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        .noData
    }
}

extension UIApplication {
    /// Whether the app is registered for remote notifications (UIKit's
    /// `isRegisteredForRemoteNotifications`): never in a preview.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// Stops receiving remote notifications (UIKit's `unregisterForRemoteNotifications()`):
    /// nothing was registered.
    public func unregisterForRemoteNotifications() {}
}
#endif
