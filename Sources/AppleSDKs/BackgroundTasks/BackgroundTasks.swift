#if os(Linux)
@_exported import Foundation

/// The domain of the scheduler's errors (BackgroundTasks' `BGTaskSchedulerErrorDomain`).
public let BGTaskSchedulerErrorDomain = "BGTaskSchedulerErrorDomain"

/// Schedules work the system runs while the app is in the background (BackgroundTasks'
/// `BGTaskScheduler`). A preview never runs in the background: registering a launch handler
/// succeeds, but the handler is never called, and `submit(_:)` throws `.unavailable`, as on a
/// simulator.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    /// A scheduling error (BackgroundTasks' `BGTaskScheduler.Error`); `catch
    /// BGTaskScheduler.Error.unavailable` matches it by code.
    public struct Error: Swift.Error, CustomNSError, Hashable, Sendable {
        /// Why a request was refused (BackgroundTasks' `BGTaskScheduler.Error.Code`).
        public enum Code: Int, Sendable {
            /// Background work is not available (a simulator, background refresh off): what a preview throws.
            case unavailable = 1
            /// Too many requests of the kind are pending.
            case tooManyPendingTaskRequests = 2
            /// The identifier is not in the app's `BGTaskSchedulerPermittedIdentifiers`.
            case notPermitted = 3
        }

        /// Background work is not available.
        public static let unavailable = Code.unavailable
        /// Too many requests of the kind are pending.
        public static let tooManyPendingTaskRequests = Code.tooManyPendingTaskRequests
        /// The identifier is not permitted.
        public static let notPermitted = Code.notPermitted

        /// The code.
        public let code: Code
        /// An error of `code`.
        public init(_ code: Code) { self.code = code }

        /// The error domain.
        public static var errorDomain: String { BGTaskSchedulerErrorDomain }
        /// The code as an `NSError` code.
        public var errorCode: Int { code.rawValue }
    }

    private static let scheduler = BGTaskScheduler()

    /// The app's scheduler.
    open class var shared: BGTaskScheduler { scheduler }

    /// Registers the handler of the tasks of `identifier`: accepted (`true`), never called in a preview.
    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool {
        true
    }

    /// Asks the system to run a task later: throws `BGTaskScheduler.Error(.unavailable)` in a preview.
    open func submit(_ taskRequest: BGTaskRequest) throws {
        throw Error(.unavailable)
    }

    /// Cancels the pending request of `identifier` (none is pending in a preview).
    open func cancel(taskRequestWithIdentifier identifier: String) {}

    /// Cancels every pending request.
    open func cancelAllTaskRequests() {}

    /// The pending requests: none.
    open func pendingTaskRequests() async -> [BGTaskRequest] { [] }

    /// Calls `completionHandler` with the pending requests (none, at once).
    open func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
        completionHandler([])
    }
}

extension BGTaskScheduler.Error.Code {
    /// Whether `error` is a scheduling error of `code` (what `catch BGTaskScheduler.Error.unavailable` uses).
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? BGTaskScheduler.Error)?.code == code
    }
}

/// A request to run a background task (BackgroundTasks' `BGTaskRequest`).
open class BGTaskRequest: NSObject, @unchecked Sendable {
    /// The identifier of the task, one of the app's `BGTaskSchedulerPermittedIdentifiers`.
    public let identifier: String
    /// The earliest date the task may run; `nil` for as soon as possible.
    open var earliestBeginDate: Date?

    init(identifier: String) { self.identifier = identifier }
}

/// A request to refresh the app's content in the background (BackgroundTasks' `BGAppRefreshTaskRequest`).
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A request for the task of `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A request for longer, deferrable background work (BackgroundTasks' `BGProcessingTaskRequest`).
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether the task needs the network.
    open var requiresNetworkConnectivity = false
    /// Whether the task runs only while the device charges.
    open var requiresExternalPower = false
    /// A request for the task of `identifier`.
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A background task the system runs, given to the launch handler (BackgroundTasks' `BGTask`);
/// a preview never runs one.
open class BGTask: NSObject, @unchecked Sendable {
    /// The task's identifier.
    public let identifier: String
    /// Called when the system is about to end the task.
    open var expirationHandler: (() -> Void)?

    init(identifier: String) { self.identifier = identifier }

    /// Tells the system the task is done.
    open func setTaskCompleted(success: Bool) {}
}

/// A background task refreshing the app's content (BackgroundTasks' `BGAppRefreshTask`).
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A background task doing longer, deferrable work (BackgroundTasks' `BGProcessingTask`).
open class BGProcessingTask: BGTask, @unchecked Sendable {}
#endif
