#if os(Linux)
@_exported import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// URL loading API of Apple platforms that swift-corelibs-foundation lacks or marks unavailable:
// a downloads manager's session settings, its tasks, a failed download's resume data and a
// volume's free space. A preview is offline, so nothing here loads anything.

/// Values remembered per object that the object's class has no room for: each entry holds its
/// object weakly, so a new object at a freed one's address never reads the old value.
final class ObjectSideTable<Value>: @unchecked Sendable {
    private struct Entry {
        weak var object: AnyObject?
        var value: Value
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The value remembered for `object`, nil when none is.
    func value(for object: AnyObject) -> Value? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.value
        }
    }

    /// Remembers `value` for `object` (nil forgets it).
    func set(_ value: Value?, for object: AnyObject) {
        lock.withLock {
            if entries.count > 1024 { entries = entries.filter { $0.value.object != nil } }
            entries[ObjectIdentifier(object)] = value.map { Entry(object: object, value: $0) }
        }
    }
}

/// The settings of `URLSessionConfiguration` that Linux's Foundation lacks, per configuration.
private struct ConfigurationSettings {
    var allowsExpensiveNetworkAccess = true
    var allowsConstrainedNetworkAccess = true
    var sessionSendsLaunchEvents = true
    var waitsForConnectivity = false
}

private let configurationSettings = ObjectSideTable<ConfigurationSettings>()

extension URLSessionConfiguration {
    private var appleSettings: ConfigurationSettings {
        get { configurationSettings.value(for: self) ?? ConfigurationSettings() }
        set { configurationSettings.set(newValue, for: self) }
    }

    /// Whether the session may use an expensive network such as cellular data (Foundation's
    /// `allowsExpensiveNetworkAccess`, true by default): remembered per configuration object; a
    /// session's `configuration`, which is a copy, reads the default.
    public var allowsExpensiveNetworkAccess: Bool {
        get { appleSettings.allowsExpensiveNetworkAccess }
        set { appleSettings.allowsExpensiveNetworkAccess = newValue }
    }

    /// Whether the session may use the network in Low Data Mode (Foundation's
    /// `allowsConstrainedNetworkAccess`, true by default): remembered per configuration object.
    public var allowsConstrainedNetworkAccess: Bool {
        get { appleSettings.allowsConstrainedNetworkAccess }
        set { appleSettings.allowsConstrainedNetworkAccess = newValue }
    }

    /// Whether the app is woken when a background session's tasks finish (Foundation's
    /// `sessionSendsLaunchEvents`, true by default): remembered per configuration object; a
    /// preview never launches the app.
    public var sessionSendsLaunchEvents: Bool {
        get { appleSettings.sessionSendsLaunchEvents }
        set { appleSettings.sessionSendsLaunchEvents = newValue }
    }

    /// Whether a task waits for a network instead of failing at once (Foundation's
    /// `waitsForConnectivity`, false by default; Linux's Foundation marks it unavailable):
    /// remembered per configuration object.
    public var waitsForConnectivity: Bool {
        get { appleSettings.waitsForConnectivity }
        set { appleSettings.waitsForConnectivity = newValue }
    }

    /// The app group whose shared container a background session downloads into (Foundation's
    /// settable `sharedContainerIdentifier`; Linux's Foundation has it read-only). Writes are
    /// accepted and ignored: reads give Linux Foundation's nil, Apple's default, as a preview has
    /// no app group. Disfavoured, so reading picks Linux Foundation's declaration.
    @_disfavoredOverload public var sharedContainerIdentifier: String? {
        get { nil }
        set {}
    }

    /// A configuration for transfers that go on while the app is suspended (Foundation's
    /// `background(withIdentifier:)`, unavailable in Linux's Foundation): a default configuration
    /// whose `identifier` is `identifier`. A preview has no background transfers.
    public class func background(withIdentifier identifier: String) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.default
        configuration.identifier = identifier
        return configuration
    }
}

extension URLSession {
    /// The session's tasks that have not finished (Foundation's async `allTasks`): none, as a
    /// preview starts no transfer.
    public var allTasks: [URLSessionTask] {
        get async { [] }
    }

    /// The session's data, upload and download tasks that have not finished (Foundation's async
    /// `tasks`): none, in a preview.
    public var tasks: ([URLSessionDataTask], [URLSessionUploadTask], [URLSessionDownloadTask]) {
        get async { ([], [], []) }
    }
}

extension URLSessionDownloadTask {
    /// Cancels the download, keeping what it loaded to resume later (Foundation's async
    /// `cancelByProducingResumeData()`): the task is cancelled, and a preview has loaded nothing to
    /// resume, so the data is nil.
    public func cancelByProducingResumeData() async -> Data? {
        cancel()
        return nil
    }
}

extension URLError {
    /// Why the network was unavailable to a task (Foundation's `URLError.NetworkUnavailableReason`).
    public enum NetworkUnavailableReason: Int, Sendable {
        /// The configuration forbids cellular data.
        case cellular = 0
        /// The configuration forbids expensive networks.
        case expensive = 1
        /// The configuration forbids Low Data Mode networks.
        case constrained = 2
    }

    /// Why the system cancelled a background task (Foundation's `URLError.BackgroundTaskCancelledReason`).
    public enum BackgroundTaskCancelledReason: Int, Sendable {
        /// The user force-quit the app.
        case userForceQuitApplication = 0
        /// Background updates are turned off for the app.
        case backgroundUpdatesDisabled = 1
        /// The system lacked the resources.
        case insufficientSystemResources = 2
    }

    /// The data to resume a failed download with (Foundation's `downloadTaskResumeData`): nil, as
    /// a preview's downloads load nothing.
    public var downloadTaskResumeData: Data? { nil }

    /// Why the network was unavailable (Foundation's `networkUnavailableReason`): nil, as a
    /// preview's errors come from having no network at all.
    public var networkUnavailableReason: NetworkUnavailableReason? { nil }

    /// Why a background task was cancelled (Foundation's `backgroundTaskCancelledReason`): nil.
    public var backgroundTaskCancelledReason: BackgroundTaskCancelledReason? { nil }
}

extension URLResourceKey {
    /// The key of a volume's free space for things the user asked for (Foundation's
    /// `volumeAvailableCapacityForImportantUsageKey`).
    public static let volumeAvailableCapacityForImportantUsageKey =
        URLResourceKey(rawValue: "NSURLVolumeAvailableCapacityForImportantUsageKey")
    /// The key of a volume's free space for things the app may fetch later (Foundation's
    /// `volumeAvailableCapacityForOpportunisticUsageKey`).
    public static let volumeAvailableCapacityForOpportunisticUsageKey =
        URLResourceKey(rawValue: "NSURLVolumeAvailableCapacityForOpportunisticUsageKey")
}

extension URLResourceValues {
    /// The free space a preview's device has, in bytes: 64 GB (64,000,000,000), whatever the
    /// machine running the check has free, so previews of a storage screen read the same everywhere.
    static let previewAvailableCapacity: Int64 = 64_000_000_000

    /// The volume's free space for things the user asked for, in bytes (Foundation's
    /// `volumeAvailableCapacityForImportantUsage`): the preview device's fixed 64 GB.
    public var volumeAvailableCapacityForImportantUsage: Int64? { Self.previewAvailableCapacity }

    /// The volume's free space for things the app may fetch later, in bytes (Foundation's
    /// `volumeAvailableCapacityForOpportunisticUsage`): the preview device's fixed 64 GB.
    public var volumeAvailableCapacityForOpportunisticUsage: Int64? { Self.previewAvailableCapacity }
}
#endif
