#if os(Linux)
@_exported import Foundation
@_exported import StandInEventKit
import StandInUIKit

/// How the event editor closed (EventKitUI's `EKEventEditViewAction`).
public enum EKEventEditViewAction: Int, Sendable { case canceled, saved, deleted }

/// What the event editor tells its delegate (EventKitUI's `EKEventEditViewDelegate`).
@MainActor
public protocol EKEventEditViewDelegate: AnyObject {
    /// The editor closed with `action`.
    func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
    /// The calendar new events go in.
    func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar
}

extension EKEventEditViewDelegate {
    public func eventEditViewControllerDefaultCalendar(forNewEvents controller: EKEventEditViewController) -> EKCalendar {
        EKCalendar(for: .event, eventStore: controller.eventStore ?? EKEventStore())
    }
}

/// The system's event editor (EventKitUI's `EKEventEditViewController`): a placeholder of its
/// frame in a preview; it never closes, so its delegate is not told.
open class EKEventEditViewController: UINavigationController, @unchecked Sendable {
    /// The store events are saved to.
    open var eventStore: EKEventStore?
    /// The event edited; nil for a new one.
    open var event: EKEvent?
    /// Its delegate.
    open weak var editViewDelegate: (any EKEventEditViewDelegate)?
    /// An editor.
    public init() { super.init(nibName: nil, bundle: nil) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// Cancels the edit.
    open func cancelEditing() {}
}

/// How the event viewer closed (EventKitUI's `EKEventViewAction`).
public enum EKEventViewAction: Int, Sendable { case done, responded, deleted }

/// What the event viewer tells its delegate (EventKitUI's `EKEventViewDelegate`).
@MainActor
public protocol EKEventViewDelegate: AnyObject {
    /// The viewer closed with `action`.
    func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}

/// The system's view of one event (EventKitUI's `EKEventViewController`): a placeholder.
open class EKEventViewController: UIViewController, @unchecked Sendable {
    /// The event shown.
    open var event: EKEvent?
    /// Whether it may be edited.
    open var allowsEditing = true
    /// Whether the calendar preview shows.
    open var allowsCalendarPreview = false
    /// Its delegate.
    open weak var delegate: (any EKEventViewDelegate)?
    /// A viewer.
    public init() { super.init(nibName: nil, bundle: nil) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// How many calendars the chooser picks (EventKitUI's `EKCalendarChooserSelectionStyle`).
public enum EKCalendarChooserSelectionStyle: Int, Sendable { case single, multiple }
/// Which calendars the chooser lists (EventKitUI's `EKCalendarChooserDisplayStyle`).
public enum EKCalendarChooserDisplayStyle: Int, Sendable { case allCalendars, writableCalendarsOnly }

/// What the calendar chooser tells its delegate (EventKitUI's `EKCalendarChooserDelegate`).
@MainActor
public protocol EKCalendarChooserDelegate: AnyObject {
    /// The selection changed.
    func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
    /// Done was tapped.
    func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
    /// Cancel was tapped.
    func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}

extension EKCalendarChooserDelegate {
    public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
    public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}

/// The system's calendar chooser (EventKitUI's `EKCalendarChooser`): a placeholder; the store
/// has no calendars in a preview, so none are selected.
open class EKCalendarChooser: UIViewController, @unchecked Sendable {
    /// The calendars chosen.
    open var selectedCalendars: Set<EKCalendar> = []
    /// Whether Done shows.
    open var showsDoneButton = false
    /// Whether Cancel shows.
    open var showsCancelButton = false
    /// Its delegate.
    open weak var delegate: (any EKCalendarChooserDelegate)?
    /// A chooser of a selection and display style, of a kind of entity, in a store.
    public init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, entityType: EKEntityType,
                eventStore: EKEventStore) {
        super.init(nibName: nil, bundle: nil)
    }
    /// A chooser of events' calendars.
    public convenience init(selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, eventStore: EKEventStore) {
        self.init(selectionStyle: selectionStyle, displayStyle: displayStyle, entityType: .event, eventStore: eventStore)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}
#endif
