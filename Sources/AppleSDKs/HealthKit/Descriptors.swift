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
