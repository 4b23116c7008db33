#if os(Linux)
@_exported import Foundation

/// Whether a workout is indoors or outdoors (HealthKit's `HKWorkoutSessionLocationType`).
public enum HKWorkoutSessionLocationType: Int, Sendable {
    /// Not known.
    case unknown = 1
    /// Indoors.
    case indoor
    /// Outdoors.
    case outdoor
}

/// Where a swimming workout is (HealthKit's `HKWorkoutSwimmingLocationType`).
public enum HKWorkoutSwimmingLocationType: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// In a pool.
    case pool
    /// In open water.
    case openWater
}

/// What a workout is: its activity and where it happens (HealthKit's `HKWorkoutConfiguration`).
open class HKWorkoutConfiguration: NSObject, @unchecked Sendable {
    /// The kind of workout: `.other` until set.
    open var activityType = HKWorkoutActivityType.other
    /// Indoors or outdoors: unknown until set.
    open var locationType = HKWorkoutSessionLocationType.unknown
    /// Where a swim is: unknown until set.
    open var swimmingLocationType = HKWorkoutSwimmingLocationType.unknown
    /// The pool's lap length, for pool swims.
    open var lapLength: HKQuantity?
    /// A configuration.
    public override init() {}
}

/// Builds a workout from samples and saves it (HealthKit's `HKWorkoutBuilder`). In a preview the app
/// has not been given access to share workouts, so every step (beginning and ending collection,
/// adding samples and metadata, finishing) fails with `HKError(.errorAuthorizationNotDetermined)`,
/// delivered at once: the builder keeps no start date, end date or metadata, and finishes no workout.
open class HKWorkoutBuilder: NSObject, @unchecked Sendable {
    /// The device the workout is recorded on.
    public let device: HKDevice?
    /// What the workout is.
    public let workoutConfiguration: HKWorkoutConfiguration
    /// When collection began: never, in a preview.
    open var startDate: Date? { nil }
    /// When collection ended: never, in a preview.
    open var endDate: Date? { nil }
    /// The metadata saved with the workout: none, in a preview.
    open var metadata: [String: Any] { [:] }
    /// The workout's active time so far, in seconds: 0.
    open var elapsedTime: TimeInterval { 0 }

    /// A builder saving to `healthStore` a workout of `configuration` recorded on `device`.
    public init(healthStore: HKHealthStore, configuration: HKWorkoutConfiguration, device: HKDevice?) {
        self.device = device
        workoutConfiguration = configuration
    }

    /// The workout's active time at `date`, in seconds: 0.
    open func elapsedTime(at date: Date) -> TimeInterval { 0 }
    /// The statistics of the samples of `quantityType` added: none.
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }

    /// Begins collecting at `startDate`: throws `errorAuthorizationNotDetermined`.
    open func beginCollection(at startDate: Date) async throws { throw previewNotDeterminedError }
    /// Begins collecting at `startDate`: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func beginCollection(withStart startDate: Date, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewNotDeterminedError)
    }
    /// Adds samples to the workout: throws `errorAuthorizationNotDetermined`.
    open func addSamples(_ samples: [HKSample]) async throws { throw previewNotDeterminedError }
    /// Adds samples to the workout: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func add(_ samples: [HKSample], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewNotDeterminedError)
    }
    /// Adds metadata to the workout: throws `errorAuthorizationNotDetermined`.
    open func addMetadata(_ metadata: [String: Any]) async throws { throw previewNotDeterminedError }
    /// Adds metadata to the workout: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func addMetadata(_ metadata: [String: Any], completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewNotDeterminedError)
    }
    /// Ends collecting at `endDate`: throws `errorAuthorizationNotDetermined`.
    open func endCollection(at endDate: Date) async throws { throw previewNotDeterminedError }
    /// Ends collecting at `endDate`: `completion` gets `false` and `errorAuthorizationNotDetermined`.
    open func endCollection(withEnd endDate: Date, completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewNotDeterminedError)
    }
    /// Makes and saves the workout: throws `errorAuthorizationNotDetermined`.
    open func finishWorkout() async throws -> HKWorkout? { throw previewNotDeterminedError }
    /// Makes and saves the workout: `completion` gets no workout and `errorAuthorizationNotDetermined`.
    open func finishWorkout(completion: @escaping @Sendable (HKWorkout?, (any Error)?) -> Void) {
        completion(nil, previewNotDeterminedError)
    }
    /// Throws the workout away.
    open func discardWorkout() {}
}
#endif
