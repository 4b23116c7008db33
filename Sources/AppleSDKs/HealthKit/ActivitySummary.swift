#if os(Linux)
@_exported import Foundation

/// What the Move ring measures (HealthKit's `HKActivityMoveMode`).
public enum HKActivityMoveMode: Int, Sendable {
    /// Active energy burned.
    case activeEnergy = 1
    /// Apple Move Time.
    case appleMoveTime = 2
}

/// The user's Move ring mode, as stored (HealthKit's `HKActivityMoveModeObject`).
open class HKActivityMoveModeObject: NSObject, @unchecked Sendable {
    /// The mode: active energy.
    open var activityMoveMode: HKActivityMoveMode { .activeEnergy }
}

/// The move, exercise and stand data of one day, the Activity rings (HealthKit's `HKActivitySummary`).
/// A preview's store has none; a summary made by hand starts with every value and goal at zero
/// (kilocalories, minutes, counts), moving by active energy, and belongs to no day until the app
/// sets its values.
open class HKActivitySummary: NSObject, @unchecked Sendable {
    /// The day the summary is of, if the store made it: none for one made by hand.
    let day: DateComponents?

    /// The active energy burned that day (energy units).
    open var activeEnergyBurned = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    /// The daily goal of active energy (energy units).
    open var activeEnergyBurnedGoal = HKQuantity(unit: .kilocalorie(), doubleValue: 0)
    /// The Apple Move Time that day (time units).
    open var appleMoveTime = HKQuantity(unit: .minute(), doubleValue: 0)
    /// The daily goal of Apple Move Time (time units).
    open var appleMoveTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    /// The exercise time that day (time units).
    open var appleExerciseTime = HKQuantity(unit: .minute(), doubleValue: 0)
    /// The daily exercise goal (time units).
    open var appleExerciseTimeGoal = HKQuantity(unit: .minute(), doubleValue: 0)
    /// The hours stood that day (count units).
    open var appleStandHours = HKQuantity(unit: .count(), doubleValue: 0)
    /// The daily goal of stand hours (count units).
    open var appleStandHoursGoal = HKQuantity(unit: .count(), doubleValue: 0)
    /// The daily exercise goal, if set (iOS 16): none for one made by hand.
    open var exerciseTimeGoal: HKQuantity?
    /// The daily stand goal, if set (iOS 16): none for one made by hand.
    open var standHoursGoal: HKQuantity?
    /// What the Move ring measures: active energy.
    open var activityMoveMode = HKActivityMoveMode.activeEnergy
    /// Whether the user paused the rings that day (iOS 18): no.
    open var isPaused = false

    /// An empty summary, every value and goal at zero.
    public override init() { day = nil }

    /// The day the summary is of, in `calendar` (era, year, month and day): a summary made by hand
    /// is of no day, so only the calendar is set.
    open func dateComponents(for calendar: Calendar) -> DateComponents {
        guard let day, let date = (day.calendar ?? calendar).date(from: day) else { return DateComponents(calendar: calendar) }
        var components = calendar.dateComponents([.era, .year, .month, .day], from: date)
        components.calendar = calendar
        return components
    }
}

/// Reads the Activity rings of days (HealthKit's `HKActivitySummaryQuery`): executed in a preview,
/// its handler gets `HKError(.errorHealthDataUnavailable)` at once and no summaries.
open class HKActivitySummaryQuery: HKQuery, @unchecked Sendable {
    private let resultsHandler: @Sendable (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void
    /// Gets later changes to the summaries: never called in a preview.
    open var updateHandler: (@Sendable (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void)?
    /// A query of the summaries matching `predicate` (nil: all); `handler` gets an error in a preview.
    public init(predicate: NSPredicate?,
                resultsHandler handler: @escaping @Sendable (HKActivitySummaryQuery, [HKActivitySummary]?, (any Error)?) -> Void) {
        resultsHandler = handler
        super.init(objectType: HKObjectType.activitySummaryType(), predicate: predicate)
    }
    override func deliverUnavailable() { resultsHandler(self, nil, previewHealthError) }
}

/// Reads the Activity rings of days with Swift concurrency (HealthKit's
/// `HKActivitySummaryQueryDescriptor`): its result fails with `HKError(.errorHealthDataUnavailable)`
/// in a preview.
public struct HKActivitySummaryQueryDescriptor: @unchecked Sendable {
    /// Which summaries (nil: all).
    public var predicate: NSPredicate?
    /// A descriptor of the summaries matching `predicate`.
    public init(predicate: NSPredicate?) { self.predicate = predicate }
    /// Runs the query: fails with `errorHealthDataUnavailable`.
    public func result(for healthStore: HKHealthStore) async throws -> [HKActivitySummary] { throw previewHealthError }
}

extension HKQuery {
    /// Activity summaries from the day of `startDateComponents` to that of `endDateComponents`,
    /// both included (the components should carry a calendar).
    public class func predicate(forActivitySummariesBetweenStart startDateComponents: DateComponents,
                                end endDateComponents: DateComponents) -> NSPredicate {
        NSPredicate { object, _ in
            guard let summary = object as? HKActivitySummary, let day = summary.day.flatMap(dayNumber),
                  let start = dayNumber(startDateComponents), let end = dayNumber(endDateComponents) else { return false }
            return start <= day && day <= end
        }
    }

    /// The activity summary of the day of `dateComponents` (which should carry a calendar).
    public class func predicateForActivitySummary(with dateComponents: DateComponents) -> NSPredicate {
        predicate(forActivitySummariesBetweenStart: dateComponents, end: dateComponents)
    }
}

/// The day of `components` as a number that orders days (year, month, day), or nil if it names none.
private func dayNumber(_ components: DateComponents) -> Int? {
    guard let year = components.year, let month = components.month, let day = components.day else { return nil }
    return (year * 100 + month) * 100 + day
}
#endif
