#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import StandInCoreLocation

/// A kind of calendar item (EventKit's `EKEntityType`).
public enum EKEntityType: Int, Sendable { case event, reminder }

/// Whether the app may use calendars or reminders (EventKit's `EKAuthorizationStatus`).
public enum EKAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, fullAccess, writeOnly
    /// Authorized (`fullAccess`).
    public static var authorized: EKAuthorizationStatus { .fullAccess }
}

/// How much of a span a change applies to (EventKit's `EKSpan`).
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }

/// A kind of account holding calendars (EventKit's `EKSourceType`).
public enum EKSourceType: Int, Sendable { case local, exchange, calDAV, mobileMe, subscribed, birthdays }

/// The calendar database (EventKit's `EKEventStore`): empty in a preview; access is not determined
/// and requests are refused.
open class EKEventStore: NSObject, @unchecked Sendable {
    /// A store.
    public override init() {}
    /// Whether the app may use a kind of item.
    public class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .notDetermined }
    /// Asks for access to reminders: refused.
    open func requestFullAccessToReminders() async throws -> Bool { false }
    /// Asks for access to events: refused.
    open func requestFullAccessToEvents() async throws -> Bool { false }
    /// Asks for write access to events: refused.
    open func requestWriteOnlyAccessToEvents() async throws -> Bool { false }
    /// Asks for access: refused.
    open func requestAccess(to entityType: EKEntityType) async throws -> Bool { false }
    /// Asks for access: refused.
    open func requestAccess(to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(false, nil) }
    /// The calendars of a kind: none.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] { [] }
    /// A calendar by identifier: none.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? { nil }
    /// The default calendar for events: none.
    open var defaultCalendarForNewEvents: EKCalendar? { nil }
    /// The default calendar for reminders: none.
    open func defaultCalendarForNewReminders() -> EKCalendar? { nil }
    /// The accounts: none.
    open var sources: [EKSource] { [] }
    /// An item by identifier: none.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? { nil }
    /// An event by identifier: none.
    open func event(withIdentifier identifier: String) -> EKEvent? { nil }
    /// Saves a calendar (nothing is saved in a preview).
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {}
    /// Removes a calendar.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {}
    /// Saves a reminder.
    open func save(_ reminder: EKReminder, commit: Bool) throws {}
    /// Removes a reminder.
    open func remove(_ reminder: EKReminder, commit: Bool) throws {}
    /// Saves an event.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {}
    /// Removes an event.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {}
    /// Commits changes.
    open func commit() throws {}
    /// A predicate of events in a range.
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// A predicate of reminders.
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate { NSPredicate(value: true) }
    /// A predicate of incomplete reminders.
    open func predicateForIncompleteReminders(withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// A predicate of completed reminders.
    open func predicateForCompletedReminders(withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?) -> NSPredicate {
        NSPredicate(value: true)
    }
    /// The events matching: none.
    open func events(matching predicate: NSPredicate) -> [EKEvent] { [] }
    /// The reminders matching: none.
    @discardableResult
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping @Sendable ([EKReminder]?) -> Void) -> Any {
        completion([])
        return NSObject()
    }
    /// Posted when the database changes.
    public static let changedNotification = Notification.Name("EKEventStoreChangedNotification")
}

/// An account holding calendars (EventKit's `EKSource`).
open class EKSource: NSObject, @unchecked Sendable {
    /// Its title.
    open var title: String { "" }
    /// Its kind.
    open var sourceType: EKSourceType { .local }
    /// Its identifier.
    open var sourceIdentifier: String { "" }
}

/// A calendar (EventKit's `EKCalendar`).
open class EKCalendar: NSObject, @unchecked Sendable {
    /// Its identifier.
    open var calendarIdentifier: String { "" }
    /// Its title.
    open var title = ""
    /// Its account.
    open var source: EKSource!
    /// Its color.
    open var cgColor: CGColor!
    /// Whether items can be changed.
    open var allowsContentModifications: Bool { true }
    /// A calendar of a kind in a store.
    public init(for entityType: EKEntityType, eventStore: EKEventStore) {}
}

/// An event or reminder (EventKit's `EKCalendarItem`).
open class EKCalendarItem: NSObject, @unchecked Sendable {
    /// Its identifier.
    open var calendarItemIdentifier: String { "" }
    /// Its calendar.
    open var calendar: EKCalendar!
    /// Its title.
    open var title: String! = ""
    /// Its notes.
    open var notes: String?
    /// Its URL.
    open var url: URL?
    /// Its alarms.
    open var alarms: [EKAlarm]?
    /// How it repeats.
    open var recurrenceRules: [EKRecurrenceRule]?
    /// Whether it repeats.
    open var hasRecurrenceRules: Bool { !(recurrenceRules ?? []).isEmpty }
    /// Adds a way it repeats.
    open func addRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules = (recurrenceRules ?? []) + [rule] }
    /// Removes a way it repeats.
    open func removeRecurrenceRule(_ rule: EKRecurrenceRule) { recurrenceRules?.removeAll { $0 === rule } }
    /// Whether it has alarms.
    open var hasAlarms: Bool { !(alarms ?? []).isEmpty }
    /// When it was made.
    open var creationDate: Date? { nil }
    /// When it last changed.
    open var lastModifiedDate: Date? { nil }
    /// Its time zone.
    open var timeZone: TimeZone?
    /// Adds an alarm.
    open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
    /// Removes an alarm.
    open func removeAlarm(_ alarm: EKAlarm) { alarms?.removeAll { $0 === alarm } }
}

/// A reminder (EventKit's `EKReminder`).
open class EKReminder: EKCalendarItem, @unchecked Sendable {
    /// When it is due.
    open var dueDateComponents: DateComponents?
    /// When it starts.
    open var startDateComponents: DateComponents?
    /// Whether it is done.
    open var isCompleted = false
    /// When it was done.
    open var completionDate: Date?
    /// Its priority, 0 (none) or 1 (high) to 9 (low); see `EKReminderPriority`.
    open var priority = 0
    /// A reminder in a store.
    public init(eventStore: EKEventStore) {}
}

/// An event (EventKit's `EKEvent`).
open class EKEvent: EKCalendarItem, @unchecked Sendable {
    /// When it starts.
    open var startDate: Date! = Date()
    /// When it ends.
    open var endDate: Date! = Date()
    /// Whether it lasts all day.
    open var isAllDay = false
    /// Where it is.
    open var location: String?
    /// Its identifier.
    open var eventIdentifier: String! { "" }
    /// Whether it shows the person as busy: busy until set.
    open var availability = EKEventAvailability.busy
    /// Where it is, with coordinates.
    open var structuredLocation: EKStructuredLocation?
    /// Whether it is confirmed: no status, for an event made by the app.
    open var status: EKEventStatus { .none }
    /// An event in a store.
    public init(eventStore: EKEventStore) {}
    /// How its start compares with `other`'s: earlier is `.orderedAscending`.
    open func compareStartDate(with other: EKEvent) -> ComparisonResult {
        guard let start = startDate, let otherStart = other.startDate else { return .orderedSame }
        return start.compare(otherStart)
    }
    /// Reloads it from the store: true, as it still exists.
    open func refresh() -> Bool { true }
}

/// An alarm (EventKit's `EKAlarm`).
open class EKAlarm: NSObject, @unchecked Sendable {
    /// When it rings.
    open var absoluteDate: Date?
    /// How long before the item it rings.
    open var relativeOffset: TimeInterval = 0
    /// An alarm at a date.
    public init(absoluteDate date: Date) { absoluteDate = date }
    /// An alarm before the item.
    public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
    /// The place whose entry or exit triggers it.
    open var structuredLocation: EKStructuredLocation?
    /// Whether entering or leaving `structuredLocation` triggers it.
    open var proximity = EKAlarmProximity.none
}
extension Notification.Name {
    /// The event store changed.
    public static let EKEventStoreChanged = Notification.Name("EKEventStoreChangedNotification")
}
#endif
