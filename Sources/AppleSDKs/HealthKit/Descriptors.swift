#if os(Linux)
@_exported import Foundation
import SwiftUI

/// Which samples a query descriptor reads (HealthKit's `HKSamplePredicate`).
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    /// The sample type.
    public let sampleType: HKSampleType
    /// The predicate, or nil for all samples of the type.
    public let nsPredicate: NSPredicate?
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    /// Quantity samples of `type`.
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKCategorySample {
    /// Category samples of `type`.
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKWorkout {
    /// Workouts.
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        HKSamplePredicate(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKSample {
    /// Samples of `type`.
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

/// Reads samples with Swift concurrency (HealthKit's `HKSampleQueryDescriptor`): its result fails
/// with `HKError(.errorHealthDataUnavailable)` in a preview.
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    /// Which samples.
    public let predicates: [HKSamplePredicate<Sample>]
    /// Their order.
    public let sortDescriptors: [SortDescriptor<Sample>]
    /// The most results, or nil for all.
    public let limit: Int?
    /// A descriptor.
    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }
    /// Runs the query: fails with `errorHealthDataUnavailable`.
    public func result(for healthStore: HKHealthStore) async throws -> [Sample] { throw previewHealthError }
}

/// Computes statistics with Swift concurrency (HealthKit's `HKStatisticsQueryDescriptor`): its
/// result fails with `HKError(.errorHealthDataUnavailable)` in a preview.
public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
    /// Which samples.
    public let predicate: HKSamplePredicate<HKQuantitySample>
    /// What to compute.
    public let options: HKStatisticsOptions
    /// A descriptor.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        self.predicate = predicate
        self.options = options
    }
    /// Runs the query: fails with `errorHealthDataUnavailable`.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? { throw previewHealthError }
}

/// Computes statistics over intervals with Swift concurrency (HealthKit's
/// `HKStatisticsCollectionQueryDescriptor`): its result fails with `HKError(.errorHealthDataUnavailable)`
/// in a preview.
public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
    /// Which samples.
    public let predicate: HKSamplePredicate<HKQuantitySample>
    /// What to compute.
    public let options: HKStatisticsOptions
    /// Where intervals are anchored.
    public let anchorDate: Date
    /// The intervals' length.
    public let intervalComponents: DateComponents
    /// A descriptor.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = [], anchorDate: Date,
                intervalComponents: DateComponents) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }
    /// Runs the query: fails with `errorHealthDataUnavailable`.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection { throw previewHealthError }
}

/// Reads the samples added and deleted since an anchor with Swift concurrency (HealthKit's
/// `HKAnchoredObjectQueryDescriptor`): in a preview its result fails with
/// `HKError(.errorHealthDataUnavailable)`, and its long-running results end at once without an
/// element, so a view model's `for try await` loop finishes instead of hanging the preview.
public struct HKAnchoredObjectQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    /// Which samples.
    public var predicates: [HKSamplePredicate<Sample>]
    /// Where the previous query stopped, or nil for everything.
    public var anchor: HKQueryAnchor?
    /// The most samples, or nil for all.
    public var limit: Int?
    /// A descriptor of the samples matching `predicates` since `anchor`.
    public init(predicates: [HKSamplePredicate<Sample>], anchor: HKQueryAnchor?, limit: Int? = nil) {
        self.predicates = predicates
        self.anchor = anchor
        self.limit = limit
    }

    /// What the query found (HealthKit's `HKAnchoredObjectQueryDescriptor.Result`).
    public struct Result: @unchecked Sendable {
        /// The samples added.
        public let addedSamples: [Sample]
        /// The objects deleted.
        public let deletedObjects: [HKDeletedObject]
        /// Where to continue from.
        public let newAnchor: HKQueryAnchor
    }

    /// The changes as they happen (HealthKit's `HKAnchoredObjectQueryDescriptor.Results`): none in a preview.
    public struct Results: AsyncSequence, Sendable {
        /// A set of changes.
        public typealias Element = Result
        /// Iterates the changes (HealthKit's `HKAnchoredObjectQueryDescriptor.Results.Iterator`).
        public struct Iterator: AsyncIteratorProtocol {
            /// The next changes: none, the sequence ends.
            public mutating func next() async throws -> Result? { nil }
        }
        /// An iterator.
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }

    /// Runs the query once: fails with `errorHealthDataUnavailable`.
    public func result(for healthStore: HKHealthStore) async throws -> Result { throw previewHealthError }
    /// Runs the query and keeps watching: the results end at once in a preview.
    public func results(for healthStore: HKHealthStore) -> Results { Results() }
}

nonisolated extension View {
    /// Asks for permission to share and read health data when `trigger` changes (HealthKit's
    /// SwiftUI `healthDataAccessRequest(store:shareTypes:readTypes:trigger:completion:)`): nothing
    /// changes the trigger in a preview, so no sheet shows and `completion` is not called.
    @preconcurrency public func healthDataAccessRequest(store: HKHealthStore, shareTypes: Set<HKSampleType>, readTypes: Set<HKObjectType>? = nil,
                                                        trigger: some Equatable,
                                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        self
    }
    /// Asks for permission to read health data when `trigger` changes: no sheet shows in a preview.
    @preconcurrency public func healthDataAccessRequest(store: HKHealthStore, readTypes: Set<HKObjectType>, trigger: some Equatable,
                                                        completion: @escaping @Sendable (Result<Bool, any Error>) -> Void) -> some View {
        self
    }
}
#endif
