#if os(Linux)
@_exported import Foundation
import SwiftUI

/// A calendar of dates with decorations and a selection (UIKit's `UICalendarView`, iOS 16): it
/// shows the month of the preview's fixed date (2026-05-28) unless the app sets another, asks its
/// delegate for decorations when they are reloaded, and is a placeholder of its frame in a preview.
open class UICalendarView: UIView, @unchecked Sendable {
    /// How large a decoration is.
    public enum DecorationSize: Int, Sendable { case small, medium, large }

    /// The calendar shown.
    open var calendar = Calendar(identifier: .gregorian)
    /// The locale of the month and weekday names.
    open var locale = Locale.current
    /// The time zone (nil: the calendar's).
    open var timeZone: TimeZone?
    /// The design of the dates' font.
    open var fontDesign = UIFontDescriptor.SystemDesign.default
    /// The month shown: the preview's fixed date's, unless set.
    open var visibleDateComponents: DateComponents
    /// The dates that can be shown and picked.
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// Whether dates show decorations.
    open var wantsDateDecorations = true
    /// What gives decorations (weak).
    open weak var delegate: (any UICalendarViewDelegate)?
    /// How dates are picked (nil: they are not).
    open var selectionBehavior: UICalendarSelection? {
        didSet { selectionBehavior?.calendarView = self }
    }

    /// A calendar view with `frame`.
    public override init(frame: CGRect) {
        visibleDateComponents = Calendar(identifier: .gregorian).dateComponents([.era, .year, .month, .day],
                                                                               from: EnvironmentValues.current.referenceDate)
        super.init(frame: frame)
    }
    /// A calendar view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    /// Shows another month (at once: nothing animates in a preview).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { visibleDateComponents = dateComponents }
    /// Asks the delegate again for the decorations of `dates`.
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        guard wantsDateDecorations, let delegate else { return }
        for date in dates { _ = delegate.calendarView(self, decorationFor: date) }
    }

    /// What a calendar view shows under a date (UIKit's `UICalendarView.Decoration`).
    @MainActor
    open class Decoration: NSObject {
        /// What the decoration is.
        enum Kind { case dot, image(UIImage?), custom(() -> UIView) }
        let kind: Kind
        /// Its colour (nil: the system fill).
        let color: UIColor?
        /// Its size.
        let size: DecorationSize
        init(kind: Kind, color: UIColor?, size: DecorationSize) {
            self.kind = kind
            self.color = color
            self.size = size
        }
        /// A filled circle of the system fill colour, medium-sized.
        public override convenience init() { self.init(kind: .dot, color: nil, size: .medium) }
        /// A decoration drawn by `customViewProvider`'s view.
        public convenience init(customViewProvider: @escaping () -> UIView) { self.init(kind: .custom(customViewProvider), color: nil, size: .medium) }
        /// A filled circle of `color` and `size`.
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .dot, color: color, size: size)
        }
        /// An image (a filled circle badge when nil) of `color` and `size`.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .image(image), color: color, size: size)
        }
        /// A decoration drawn by `customViewProvider`'s view.
        public static func customView(_ customViewProvider: @escaping () -> UIView) -> Decoration {
            Decoration(kind: .custom(customViewProvider), color: nil, size: .medium)
        }
    }
}

/// What gives a calendar view its decorations (UIKit's `UICalendarViewDelegate`): every method is optional.
@MainActor
public protocol UICalendarViewDelegate: AnyObject {
    /// The decoration of a date (nil: none).
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// The month shown changed.
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    /// No decoration.
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? { nil }
    /// Nothing to do.
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// How dates of a calendar view are picked (UIKit's `UICalendarSelection`).
@MainActor
open class UICalendarSelection: NSObject {
    /// The calendar view it picks in.
    weak var calendarView: UICalendarView?
    /// Asks again which dates can be picked.
    open func updateSelectableDates() {}
}

/// Picking one date (UIKit's `UICalendarSelectionSingleDate`): none is picked until the app sets
/// one, as a preview never taps a date; the delegate is not told of the app's own choice.
open class UICalendarSelectionSingleDate: UICalendarSelection {
    /// What is told of picks (weak).
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    /// The date picked.
    open var selectedDate: DateComponents?
    /// A selection telling `delegate`.
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) { self.delegate = delegate }
    /// Picks a date (nil: none).
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }
}

/// What a single-date selection tells and asks (UIKit's `UICalendarSelectionSingleDateDelegate`).
@MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
    /// A date was picked.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether a date can be picked.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    /// Every date can be picked.
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// Picking several dates (UIKit's `UICalendarSelectionMultiDate`).
open class UICalendarSelectionMultiDate: UICalendarSelection {
    /// What is told of picks (weak).
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    /// The dates picked.
    open var selectedDates: [DateComponents] = []
    /// A selection telling `delegate`.
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) { self.delegate = delegate }
    /// Picks dates.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }
}

/// What a multi-date selection tells and asks (UIKit's `UICalendarSelectionMultiDateDelegate`).
@MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
    /// A date was picked.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// A date was unpicked.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether a date can be picked.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether a date can be unpicked.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    /// Every date can be picked.
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    /// Every date can be unpicked.
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}
#endif
