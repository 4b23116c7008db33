#if os(Linux)
@_exported import Foundation

/// A task the app asked to finish in the background (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The task's number.
    public let rawValue: Int
    /// A task of a number.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task: what a refused request gives.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh its content in the background (UIKit's `UIBackgroundRefreshStatus`).
public enum UIBackgroundRefreshStatus: Int, Sendable { case restricted, denied, available }

/// Numbers the background tasks begun, from 1.
private final class BackgroundTaskCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0
    func next() -> UIBackgroundTaskIdentifier {
        lock.withLock {
            last += 1
            return UIBackgroundTaskIdentifier(rawValue: last)
        }
    }
}

private let backgroundTasks = BackgroundTaskCounter()

extension UIApplication {
    /// Posted when `backgroundRefreshStatus` changes (UIKit's
    /// `UIApplication.backgroundRefreshStatusDidChangeNotification`): never in a preview.
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")

    /// Begins a task that should go on if the app moves to the background (UIKit's
    /// `beginBackgroundTask(withName:expirationHandler:)`): tasks are numbered from 1 and never
    /// expire in a preview, whose app stays active, so `handler` is never called.
    @discardableResult
    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        backgroundTasks.next()
    }
    /// Begins a task that should go on in the background, without a name; as `beginBackgroundTask(withName:expirationHandler:)`.
    @discardableResult
    public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }
    /// Ends a background task (UIKit's `endBackgroundTask(_:)`).
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    /// The seconds left to run in the background (UIKit's `backgroundTimeRemaining`): a preview's
    /// app is active, for which a device gives the largest finite `TimeInterval`.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// Whether the app may refresh in the background (UIKit's `backgroundRefreshStatus`): `.available` in a preview.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// How often the app asks to fetch in the background (UIKit's `setMinimumBackgroundFetchInterval(_:)`, deprecated); accepted.
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
    /// The interval of the fewest background fetches (UIKit's `backgroundFetchIntervalNever`).
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    /// The interval of the most background fetches the system allows (UIKit's `backgroundFetchIntervalMinimum`).
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
}
#endif
