#if os(Linux)
@_exported import Foundation

/// No limit on a query's results (HealthKit's `HKObjectQueryNoLimit`).
public let HKObjectQueryNoLimit = 0
/// Sorts samples by start date (HealthKit's `HKSampleSortIdentifierStartDate`).
public let HKSampleSortIdentifierStartDate = "startDate"
/// Sorts samples by end date (HealthKit's `HKSampleSortIdentifierEndDate`).
public let HKSampleSortIdentifierEndDate = "endDate"

/// How a date predicate bounds samples (HealthKit's `HKQueryOptions`).
public struct HKQueryOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Samples start on or after the start date.
    public static let strictStartDate = Self(rawValue: 1)
    /// Samples end on or before the end date.
    public static let strictEndDate = Self(rawValue: 2)
}

/// What statistics a query computes (HealthKit's `HKStatisticsOptions`).
public struct HKStatisticsOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Separately for each source.
    public static let separateBySource = Self(rawValue: 1 << 0)
    /// The average of discrete samples.
    public static let discreteAverage = Self(rawValue: 1 << 1)
    /// The minimum of discrete samples.
    public static let discreteMin = Self(rawValue: 1 << 2)
    /// The maximum of discrete samples.
    public static let discreteMax = Self(rawValue: 1 << 3)
    /// The sum of cumulative samples.
    public static let cumulativeSum = Self(rawValue: 1 << 4)
    /// The most recent sample.
    public static let mostRecent = Self(rawValue: 1 << 5)
    /// The time covered by samples.
    public static let duration = Self(rawValue: 1 << 6)
}

/// Statistics of samples over an interval (HealthKit's `HKStatistics`): never delivered in a preview.
open class HKStatistics: NSObject, @unchecked Sendable {
    /// The type.
    public let quantityType: HKQuantityType
    /// The interval's start.
    public let startDate: Date
    /// The interval's end.
    public let endDate: Date
    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
    }
    /// The sum: none.
    open func sumQuantity() -> HKQuantity? { nil }
    /// The average: none.
    open func averageQuantity() -> HKQuantity? { nil }
    /// The minimum: none.
    open func minimumQuantity() -> HKQuantity? { nil }
    /// The maximum: none.
    open func maximumQuantity() -> HKQuantity? { nil }
    /// The most recent amount: none.
    open func mostRecentQuantity() -> HKQuantity? { nil }
    /// The time covered: none.
    open func duration() -> HKQuantity? { nil }
    /// The sources: none.
    open var sources: [HKSource]? { nil }
}

/// Statistics over consecutive intervals (HealthKit's `HKStatisticsCollection`): empty.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    /// Every interval's statistics: none.
    open func statistics() -> [HKStatistics] { [] }
    /// The statistics of the interval holding `date`: none.
    open func statistics(for date: Date) -> HKStatistics? { nil }
    /// Calls `block` for each interval from `startDate` to `endDate` with statistics: never.
    open func enumerateStatistics(from startDate: Date, to endDate: Date,
                                  with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {}
    /// The sources: none.
    open func sources() -> Set<HKSource> { [] }
}

/// A question to the health store (HealthKit's `HKQuery`): executed in a preview, it fails at once
/// with `HKError(.errorHealthDataUnavailable)` and delivers no results.
open class HKQuery: NSObject, @unchecked Sendable {
    /// The type asked about.
    public let objectType: HKObjectType?
    /// The predicate.
    public let predicate: NSPredicate?
    /// The sample type asked about.
    open var sampleType: HKSampleType? { objectType as? HKSampleType }
    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Calls the query's handler with `errorHealthDataUnavailable` (what executing it does in a preview).
    func deliverUnavailable() {}

    /// Samples between two dates.
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            let start = startDate ?? .distantPast, end = endDate ?? .distantFuture
            let startsIn = options.contains(.strictStartDate) ? sample.startDate >= start : sample.endDate > start
            let endsIn = options.contains(.strictEndDate) ? sample.endDate <= end : sample.startDate < end
            return startsIn && endsIn
        }
    }
    /// Objects from `source`.
    public class func predicateForObjects(from source: HKSource) -> NSPredicate { NSPredicate(value: true) }
    /// Objects with a value for `key` in their metadata.
    public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
    }
    /// The object of `uuid`.
    public class func predicateForObject(with uuid: UUID) -> NSPredicate { NSPredicate { object, _ in (object as? HKObject)?.uuid == uuid } }
    /// Workouts of `workoutActivityType`.
    public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
    }
}

/// Asks for samples (HealthKit's `HKSampleQuery`).
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    /// The most results it returns (`HKObjectQueryNoLimit` for all).
    public let limit: Int
    /// How the results are sorted.
    public let sortDescriptors: [NSSortDescriptor]?
    /// A query of up to `limit` samples of `sampleType`; `resultsHandler` gets an error in a preview.
    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.resultsHandler = resultsHandler
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        super.init(objectType: sampleType, predicate: predicate)
    }
    override func deliverUnavailable() { resultsHandler(self, nil, previewHealthError) }
}

/// Asks for statistics of quantity samples (HealthKit's `HKStatisticsQuery`).
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let completionHandler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    /// A query of `options` over samples of `quantityType`; `handler` gets an error in a preview.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        completionHandler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }
    override func deliverUnavailable() { completionHandler(self, nil, previewHealthError) }
}

/// Asks for statistics over consecutive intervals (HealthKit's `HKStatisticsCollectionQuery`).
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// Where intervals are anchored.
    public let anchorDate: Date
    /// The statistics computed.
    public let options: HKStatisticsOptions
    /// The intervals' length.
    public let intervalComponents: DateComponents
    /// Gets the first results: an error in a preview.
    open var initialResultsHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Gets updates: never called in a preview.
    open var statisticsUpdateHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// A query of `options` over intervals of `intervalComponents` from `anchorDate`.
    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.options = options
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }
    override func deliverUnavailable() { initialResultsHandler?(self, nil, previewHealthError) }
}

/// Where an anchored query continues from (HealthKit's `HKQueryAnchor`).
open class HKQueryAnchor: NSObject, @unchecked Sendable {
    let value: Int
    /// An anchor of a stored value.
    public init(fromValue value: Int) { self.value = value }
}

/// A deleted object (HealthKit's `HKDeletedObject`).
open class HKDeletedObject: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let uuid: UUID
    init(uuid: UUID) { self.uuid = uuid }
}

/// Asks for samples added and deleted since an anchor (HealthKit's `HKAnchoredObjectQuery`).
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    private let resultsHandler: @Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
    /// Gets later changes: never called in a preview.
    open var updateHandler: (@Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?
    /// A query of samples of `type` since `anchor`; `handler` gets an error in a preview.
    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
                resultsHandler handler: @escaping @Sendable (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void) {
        resultsHandler = handler
        super.init(objectType: type, predicate: predicate)
    }
    override func deliverUnavailable() { resultsHandler(self, nil, nil, nil, previewHealthError) }
}

/// What an observer query's handler calls when done (HealthKit's `HKObserverQueryCompletionHandler`).
public typealias HKObserverQueryCompletionHandler = @Sendable () -> Void

/// Watches for new samples (HealthKit's `HKObserverQuery`).
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    private let updateHandler: @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
    /// A query watching samples of `sampleType`; `updateHandler` gets an error in a preview.
    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }
    override func deliverUnavailable() { updateHandler(self, {}, previewHealthError) }
}
#endif
