#if os(Linux)
@_exported import Foundation

/// How often background delivery wakes the app (HealthKit's `HKUpdateFrequency`).
public enum HKUpdateFrequency: Int, Sendable { case immediate = 1, hourly, daily, weekly }

/// The user's biological sex, as stored (HealthKit's `HKBiologicalSexObject`).
open class HKBiologicalSexObject: NSObject, @unchecked Sendable {
    /// The sex: not set.
    open var biologicalSex: HKBiologicalSex { .notSet }
}

/// The app's access to health data (HealthKit's `HKHealthStore`): a preview's device has no
/// Health data, as an iPad. `isHealthDataAvailable()` is false, every type's authorization is
/// `.notDetermined`, and requests, saves and queries fail with `HKError(.errorHealthDataUnavailable)`,
/// delivered at once; reading the user's characteristics (blood type, date of birth, …) throws
/// `HKError(.errorAuthorizationNotDetermined)`.
open class HKHealthStore: NSObject, @unchecked Sendable {
    /// Whether the device has Health data: no.
    open class func isHealthDataAvailable() -> Bool { false }

    /// A store.
    public override init() {}

    /// Whether the device has health records: no.
    open func supportsHealthRecords() -> Bool { false }

    /// Whether the app may share `type`: not determined.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Asks to share and read types: fails with `errorHealthDataUnavailable`.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw previewHealthError
    }

    /// Asks to share and read types: `completion` gets `false` and `errorHealthDataUnavailable`.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewHealthError)
    }

    /// Whether asking would show a sheet: fails with `errorHealthDataUnavailable`.
    open func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>,
                                            read typesToRead: Set<HKObjectType>) async throws -> HKAuthorizationRequestStatus {
        throw previewHealthError
    }

    /// Whether asking would show a sheet: `completion` gets `.unknown` and `errorHealthDataUnavailable`.
    open func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                               completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void) {
        completion(.unknown, previewHealthError)
    }

    /// Runs `query`: its handler gets `errorHealthDataUnavailable` at once, and no results.
    open func execute(_ query: HKQuery) { query.deliverUnavailable() }
    /// Stops `query`.
    open func stop(_ query: HKQuery) {}

    /// Saves `object`: fails with `errorHealthDataUnavailable`.
    open func save(_ object: HKObject) async throws { throw previewHealthError }
    /// Saves `objects`: fails with `errorHealthDataUnavailable`.
    open func save(_ objects: [HKObject]) async throws { throw previewHealthError }
    /// Saves `object`: `completion` gets `false` and `errorHealthDataUnavailable`.
    open func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewHealthError)
    }
    /// Saves `objects`: `completion` gets `false` and `errorHealthDataUnavailable`.
    open func save(_ objects: [HKObject], withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewHealthError)
    }
    /// Deletes `object`: fails with `errorHealthDataUnavailable`.
    open func delete(_ object: HKObject) async throws { throw previewHealthError }
    /// Deletes `objects`: fails with `errorHealthDataUnavailable`.
    open func delete(_ objects: [HKObject]) async throws { throw previewHealthError }
    /// Deletes `object`: `completion` gets `false` and `errorHealthDataUnavailable`.
    open func delete(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewHealthError)
    }

    /// Wakes the app for new samples of `type`: fails with `errorHealthDataUnavailable`.
    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws { throw previewHealthError }
    /// Wakes the app for new samples of `type`: `completion` gets `false` and `errorHealthDataUnavailable`.
    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                       withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(false, previewHealthError)
    }
    /// Stops background delivery of `type`.
    open func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completion(true, nil)
    }
    /// Stops every background delivery.
    open func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) { completion(true, nil) }

    /// The units the user prefers for `quantityTypes`: fails with `errorHealthDataUnavailable`.
    open func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] { throw previewHealthError }
    /// The units the user prefers: `completion` gets none and `errorHealthDataUnavailable`.
    open func preferredUnits(for quantityTypes: Set<HKQuantityType>,
                             completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void) {
        completion([:], previewHealthError)
    }

    // The user's characteristics: the app was never given access in a preview, so each read throws
    // `HKError(.errorAuthorizationNotDetermined)`, as HealthKit does before the user was asked.

    /// The user's date of birth: throws `errorAuthorizationNotDetermined`.
    open func dateOfBirthComponents() throws -> DateComponents { throw previewNotDeterminedError }
    /// The user's biological sex: throws `errorAuthorizationNotDetermined`.
    open func biologicalSex() throws -> HKBiologicalSexObject { throw previewNotDeterminedError }
    /// The user's blood type: throws `errorAuthorizationNotDetermined`.
    open func bloodType() throws -> HKBloodTypeObject { throw previewNotDeterminedError }
    /// Whether the user uses a wheelchair: throws `errorAuthorizationNotDetermined`.
    open func wheelchairUse() throws -> HKWheelchairUseObject { throw previewNotDeterminedError }
    /// The user's skin type: throws `errorAuthorizationNotDetermined`.
    open func fitzpatrickSkinType() throws -> HKFitzpatrickSkinTypeObject { throw previewNotDeterminedError }
    /// What the user's Move ring measures: throws `errorAuthorizationNotDetermined`.
    open func activityMoveMode() throws -> HKActivityMoveModeObject { throw previewNotDeterminedError }
    /// The earliest date the app may read samples from: a fixed date.
    open func earliestPermittedSampleDate() -> Date { Date(timeIntervalSinceReferenceDate: 0) }
}
#endif
