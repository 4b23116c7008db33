#if os(Linux)
@_exported import Foundation
import StandInCoreLocation

/// The priorities of a reminder's `priority` (EventKit's `EKReminderPriority`): 0 is none, 1 the
/// highest and 9 the lowest.
public enum EKReminderPriority: UInt, Sendable {
    /// No priority.
    case none = 0
    /// High priority.
    case high = 1
    /// Medium priority.
    case medium = 5
    /// Low priority.
    case low = 9
}

/// How an event shows the person for scheduling (EventKit's `EKEventAvailability`).
public enum EKEventAvailability: Int, Sendable {
    /// The calendar does not support availability.
    case notSupported = -1
    /// Busy.
    case busy = 0
    /// Free.
    case free
    /// Tentative.
    case tentative
    /// Unavailable, such as out of office.
    case unavailable
}

/// Whether an event is confirmed (EventKit's `EKEventStatus`).
public enum EKEventStatus: Int, Sendable {
    /// No status.
    case none = 0
    /// Confirmed.
    case confirmed
    /// Tentative.
    case tentative
    /// Canceled.
    case canceled
}

/// Whether entering or leaving a place triggers an alarm (EventKit's `EKAlarmProximity`).
public enum EKAlarmProximity: Int, Sendable {
    /// Neither.
    case none = 0
    /// Entering.
    case enter
    /// Leaving.
    case leave
}

/// A place an event is at or an alarm is triggered by, a title with optional coordinates
/// (EventKit's `EKStructuredLocation`).
open class EKStructuredLocation: NSObject, @unchecked Sendable {
    /// The place's title.
    open var title: String?
    /// The place's coordinates, if known.
    open var geoLocation: CLLocation?
    /// The radius around `geoLocation`, in metres (0: the system's default).
    open var radius: Double = 0
    init(title: String?, geoLocation: CLLocation?) {
        self.title = title
        self.geoLocation = geoLocation
    }
    /// A place titled `title`, without coordinates.
    public convenience init(title: String) { self.init(title: title, geoLocation: nil) }
}
#endif
