#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore
import SwiftUI

/// What the app object tells the app (UIKit's `UIApplicationDelegate`); never called in a preview.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app finished launching.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a new scene.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// The device registered for remote notifications (default in RemoteNotifications.swift).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Registering for remote notifications failed.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// A remote notification arrived; call `completionHandler` with what was fetched.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    /// A remote notification arrived; return what was fetched.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
}

/// What a scene tells the app (UIKit's `UISceneDelegate`).
@MainActor
public protocol UISceneDelegate: AnyObject {}

/// What a window scene tells the app (UIKit's `UIWindowSceneDelegate`).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's window.
    var window: UIWindow? { get set }
}

extension UIApplication {
    /// A key of the launch options (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
    }
}

extension UIScene {
    /// How a scene was connected (UIKit's `UIScene.ConnectionOptions`).
    public final class ConnectionOptions: NSObject, @unchecked Sendable {
        /// The URLs to open.
        public var urlContexts: Set<UIOpenURLContext> { [] }
        /// The Home Screen quick action.
        public var shortcutItem: UIApplicationShortcutItem? { nil }
    }
}

/// A URL a scene is asked to open (UIKit's `UIOpenURLContext`).
public final class UIOpenURLContext: NSObject, @unchecked Sendable {
    /// The URL.
    public let url: URL
    init(url: URL) { self.url = url }
}

/// A scene's role (UIKit's `UISceneSession.Role`).
public struct UISceneSessionRole: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
}

/// A scene's session (UIKit's `UISceneSession`).
public final class UISceneSession: NSObject, @unchecked Sendable {
    /// A scene's role.
    public typealias Role = UISceneSessionRole
    /// The role.
    public var role: Role { .windowApplication }
}

/// A scene's configuration (UIKit's `UISceneConfiguration`).
public final class UISceneConfiguration: NSObject, @unchecked Sendable {
    /// The scene delegate's class.
    public var delegateClass: AnyClass?
    /// A configuration.
    public init(name: String?, sessionRole: UISceneSession.Role) {}
}

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`).
public final class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
    /// The type.
    public let type: String
    /// The title.
    public let localizedTitle: String
    /// A quick action.
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
    }
}

/// A quick action's icon (UIKit's `UIApplicationShortcutIcon`).
public final class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
    /// A symbol icon.
    public init(systemImageName: String) {}
    /// An icon of the asset catalog.
    public init(templateImageName: String) {}
}

/// Gives a SwiftUI app a UIKit delegate (SwiftUI's `UIApplicationDelegateAdaptor`). Only the
/// `@main` App declares one, and it is left out of a preview build, so the delegate is never made.
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// The delegate: there is none in a preview.
    public var wrappedValue: DelegateType { preconditionFailure("l10n makes no app delegate: the @main App is left out of a preview build") }
    /// An adaptor of a `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

/// A size of text the reader chose (UIKit's `UIContentSizeCategory`).
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    static let order = ["UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM", "UICTContentSizeCategoryL",
                        "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL", "UICTContentSizeCategoryXXXL",
                        "UICTContentSizeCategoryAccessibilityM", "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
                        "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL"]
    public static func < (lhs: Self, rhs: Self) -> Bool { (order.firstIndex(of: lhs.rawValue) ?? 3) < (order.firstIndex(of: rhs.rawValue) ?? 3) }
    /// Whether it is an accessibility size.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
    public static let extraSmall = Self(rawValue: order[0]), small = Self(rawValue: order[1]), medium = Self(rawValue: order[2])
    public static let large = Self(rawValue: order[3]), extraLarge = Self(rawValue: order[4]), extraExtraLarge = Self(rawValue: order[5])
    public static let extraExtraExtraLarge = Self(rawValue: order[6]), accessibilityMedium = Self(rawValue: order[7])
    public static let accessibilityLarge = Self(rawValue: order[8]), accessibilityExtraLarge = Self(rawValue: order[9])
    public static let accessibilityExtraExtraLarge = Self(rawValue: order[10]), accessibilityExtraExtraExtraLarge = Self(rawValue: order[11])
}

extension UIApplication {
    /// The reader's text size: Large.
    public var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

#endif
