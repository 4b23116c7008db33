#if os(Linux)
@_exported import Foundation

/// Whether the app may share a type of data (HealthKit's `HKAuthorizationStatus`).
public enum HKAuthorizationStatus: Int, Sendable { case notDetermined = 0, sharingDenied, sharingAuthorized }

/// Whether asking for authorization would show a sheet (HealthKit's `HKAuthorizationRequestStatus`).
public enum HKAuthorizationRequestStatus: Int, Sendable { case unknown = 0, shouldRequest, unnecessary }

/// A HealthKit error (HealthKit's `HKError`).
public struct HKError: Error, Hashable, Sendable {
    /// What went wrong (HealthKit's `HKError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument, errorAuthorizationDenied
        case errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled, errorAnotherWorkoutSessionStarted
        case errorUserExitedWorkoutSession, errorRequiredAuthorizationDenied, errorNoData, errorWorkoutActivityNotAllowed
        case errorDataSizeExceeded, errorBackgroundWorkoutSessionNotAllowed, errorNotPermissibleForGuestUserMode

        /// Whether `error` is a HealthKit error of this code (for `catch HKError.errorNoData`).
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? HKError)?.code == match }
    }

    /// The error's code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain.
    public static let errorDomain = "com.apple.healthkit"

    /// HealthKit is not available on the device (what every request fails with in a preview).
    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    /// HealthKit is restricted on the device.
    public static let errorHealthDataRestricted = Code.errorHealthDataRestricted
    /// An argument was invalid.
    public static let errorInvalidArgument = Code.errorInvalidArgument
    /// The user did not allow sharing.
    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    /// The app has not asked for authorization.
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
    /// The database is locked.
    public static let errorDatabaseInaccessible = Code.errorDatabaseInaccessible
    /// The user canceled.
    public static let errorUserCanceled = Code.errorUserCanceled
    /// There is no data.
    public static let errorNoData = Code.errorNoData
}

/// The error a preview's health store fails with.
let previewHealthError = HKError(.errorHealthDataUnavailable)

/// Identifies a type of quantity samples (HealthKit's `HKQuantityTypeIdentifier`).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> Self { Self("HKQuantityTypeIdentifier" + name) }
    /// Steps.
    public static let stepCount = named("StepCount")
    /// Walking and running distance.
    public static let distanceWalkingRunning = named("DistanceWalkingRunning")
    /// Cycling distance.
    public static let distanceCycling = named("DistanceCycling")
    /// Swimming distance.
    public static let distanceSwimming = named("DistanceSwimming")
    /// Wheelchair distance.
    public static let distanceWheelchair = named("DistanceWheelchair")
    /// Flights of stairs climbed.
    public static let flightsClimbed = named("FlightsClimbed")
    /// Active energy.
    public static let activeEnergyBurned = named("ActiveEnergyBurned")
    /// Resting energy.
    public static let basalEnergyBurned = named("BasalEnergyBurned")
    /// Exercise minutes.
    public static let appleExerciseTime = named("AppleExerciseTime")
    /// Stand minutes.
    public static let appleStandTime = named("AppleStandTime")
    /// Time in daylight.
    public static let timeInDaylight = named("TimeInDaylight")
    /// Heart rate.
    public static let heartRate = named("HeartRate")
    /// Resting heart rate.
    public static let restingHeartRate = named("RestingHeartRate")
    /// Walking heart rate average.
    public static let walkingHeartRateAverage = named("WalkingHeartRateAverage")
    /// Heart rate variability.
    public static let heartRateVariabilitySDNN = named("HeartRateVariabilitySDNN")
    /// Blood oxygen.
    public static let oxygenSaturation = named("OxygenSaturation")
    /// Breaths per minute.
    public static let respiratoryRate = named("RespiratoryRate")
    /// Body temperature.
    public static let bodyTemperature = named("BodyTemperature")
    /// Systolic blood pressure.
    public static let bloodPressureSystolic = named("BloodPressureSystolic")
    /// Diastolic blood pressure.
    public static let bloodPressureDiastolic = named("BloodPressureDiastolic")
    /// Blood glucose.
    public static let bloodGlucose = named("BloodGlucose")
    /// VO₂ max.
    public static let vo2Max = named("VO2Max")
    /// Weight.
    public static let bodyMass = named("BodyMass")
    /// Height.
    public static let height = named("Height")
    /// Body mass index.
    public static let bodyMassIndex = named("BodyMassIndex")
    /// Body fat percentage.
    public static let bodyFatPercentage = named("BodyFatPercentage")
    /// Lean body mass.
    public static let leanBodyMass = named("LeanBodyMass")
    /// Waist circumference.
    public static let waistCircumference = named("WaistCircumference")
    /// Walking speed.
    public static let walkingSpeed = named("WalkingSpeed")
    /// Walking step length.
    public static let walkingStepLength = named("WalkingStepLength")
    /// Running speed.
    public static let runningSpeed = named("RunningSpeed")
    /// Dietary energy.
    public static let dietaryEnergyConsumed = named("DietaryEnergyConsumed")
    /// Water.
    public static let dietaryWater = named("DietaryWater")
    /// Protein.
    public static let dietaryProtein = named("DietaryProtein")
    /// Carbohydrates.
    public static let dietaryCarbohydrates = named("DietaryCarbohydrates")
    /// Total fat.
    public static let dietaryFatTotal = named("DietaryFatTotal")
    /// Sugar.
    public static let dietarySugar = named("DietarySugar")
    /// Fiber.
    public static let dietaryFiber = named("DietaryFiber")
    /// Caffeine.
    public static let dietaryCaffeine = named("DietaryCaffeine")
    /// Environmental sound levels.
    public static let environmentalAudioExposure = named("EnvironmentalAudioExposure")
    /// Headphone sound levels.
    public static let headphoneAudioExposure = named("HeadphoneAudioExposure")
}

/// Identifies a type of category samples (HealthKit's `HKCategoryTypeIdentifier`).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sleep.
    public static let sleepAnalysis = Self("HKCategoryTypeIdentifierSleepAnalysis")
    /// Mindful minutes.
    public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
    /// Stand hours.
    public static let appleStandHour = Self("HKCategoryTypeIdentifierAppleStandHour")
    /// High heart rate notifications.
    public static let highHeartRateEvent = Self("HKCategoryTypeIdentifierHighHeartRateEvent")
    /// Menstrual flow.
    public static let menstrualFlow = Self("HKCategoryTypeIdentifierMenstrualFlow")
    /// Toothbrushing.
    public static let toothbrushingEvent = Self("HKCategoryTypeIdentifierToothbrushingEvent")
}

/// Identifies a characteristic of the user (HealthKit's `HKCharacteristicTypeIdentifier`).
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Biological sex.
    public static let biologicalSex = Self("HKCharacteristicTypeIdentifierBiologicalSex")
    /// Blood type.
    public static let bloodType = Self("HKCharacteristicTypeIdentifierBloodType")
    /// Date of birth.
    public static let dateOfBirth = Self("HKCharacteristicTypeIdentifierDateOfBirth")
}

/// A sleep stage, the value of a sleep sample (HealthKit's `HKCategoryValueSleepAnalysis`).
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0, asleepUnspecified, awake, asleepCore, asleepDeep, asleepREM
    /// Every asleep stage.
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}

/// The value of a category sample without one (HealthKit's `HKCategoryValue`).
public enum HKCategoryValue: Int, Sendable { case notApplicable = 0 }

/// A biological sex (HealthKit's `HKBiologicalSex`).
public enum HKBiologicalSex: Int, Sendable { case notSet = 0, female, male, other }

/// How a quantity type's samples combine (HealthKit's `HKQuantityAggregationStyle`).
public enum HKQuantityAggregationStyle: Int, Sendable {
    case cumulative = 0, discreteArithmetic, discreteTemporallyWeighted, discreteEquivalentContinuousLevel
}

/// A type of health data (HealthKit's `HKObjectType`); types are equal by identifier.
open class HKObjectType: NSObject, @unchecked Sendable {
    /// The identifier.
    public let identifier: String
    init(identifier: String) { self.identifier = identifier }

    /// Equal to a type of the same class and identifier.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }
    /// The identifier's hash.
    open override var hash: Int { identifier.hashValue }
    /// The identifier.
    open override var description: String { identifier }

    /// The quantity type of `identifier`.
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    /// The category type of `identifier`.
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    /// The characteristic type of `identifier`.
    public class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
        HKCharacteristicType(identifier: identifier.rawValue)
    }
    /// The workout type.
    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    /// The activity rings' type.
    public class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
}

/// A type of samples (HealthKit's `HKSampleType`).
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A type of quantity samples, such as steps (HealthKit's `HKQuantityType`).
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier`.
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }

    /// How its samples combine: summed for counts, distances, energy, time and nutrients.
    open var aggregationStyle: HKQuantityAggregationStyle {
        let cumulative = ["StepCount", "Distance", "FlightsClimbed", "EnergyBurned", "AppleExerciseTime", "AppleStandTime",
                          "TimeInDaylight", "Dietary"]
        if identifier.hasSuffix("AudioExposure") { return .discreteEquivalentContinuousLevel }
        return cumulative.contains { identifier.contains($0) } ? .cumulative : .discreteArithmetic
    }

    /// Whether its samples can be measured in `unit`.
    open func `is`(compatibleWith unit: HKUnit) -> Bool {
        HKUnit.sample(for: HKQuantityTypeIdentifier(identifier)).map { $0.isCompatible(with: unit) } ?? true
    }
}

/// A type of category samples, such as sleep (HealthKit's `HKCategoryType`).
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The type of `identifier`.
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// A characteristic of the user, such as date of birth (HealthKit's `HKCharacteristicType`).
open class HKCharacteristicType: HKObjectType, @unchecked Sendable {}

/// The type of workouts (HealthKit's `HKWorkoutType`).
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The type of activity ring summaries (HealthKit's `HKActivitySummaryType`).
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}
#endif
