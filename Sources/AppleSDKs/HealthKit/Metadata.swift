#if os(Linux)
@_exported import Foundation

// Keys of an object's `metadata` (HealthKit's `HKMetadataKey…` constants) and the enumerations
// their values take. A preview stores nothing, so they only label values the app makes itself.

/// Whether the user entered a sample by hand, a Bool (HealthKit's `HKMetadataKeyWasUserEntered`).
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
/// An identifier the app gives a sample, a String (HealthKit's `HKMetadataKeyExternalUUID`).
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
/// Whether a workout was indoors, a Bool (HealthKit's `HKMetadataKeyIndoorWorkout`).
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
/// The name of a food, such as "Banana", a String (HealthKit's `HKMetadataKeyFoodType`).
public let HKMetadataKeyFoodType = "HKFoodType"
/// A string identifying a piece of data across syncs (HealthKit's `HKMetadataKeySyncIdentifier`);
/// it needs `HKMetadataKeySyncVersion` too.
public let HKMetadataKeySyncIdentifier = "HKMetadataKeySyncIdentifier"
/// The version of a synced piece of data, a number (HealthKit's `HKMetadataKeySyncVersion`).
public let HKMetadataKeySyncVersion = "HKMetadataKeySyncVersion"
/// The activity level a heart rate was measured at, an `HKHeartRateMotionContext` raw value
/// (HealthKit's `HKMetadataKeyHeartRateMotionContext`).
public let HKMetadataKeyHeartRateMotionContext = "HKMetadataKeyHeartRateMotionContext"
/// The time zone a sample was recorded in, a time zone name (HealthKit's `HKMetadataKeyTimeZone`).
public let HKMetadataKeyTimeZone = "HKTimeZone"
/// The name of the device that recorded a sample (HealthKit's `HKMetadataKeyDeviceName`).
public let HKMetadataKeyDeviceName = "HKDeviceName"
/// The maker of the device that recorded a sample (HealthKit's `HKMetadataKeyDeviceManufacturerName`).
public let HKMetadataKeyDeviceManufacturerName = "HKDeviceManufacturerName"
/// The brand of a workout, such as a class's name (HealthKit's `HKMetadataKeyWorkoutBrandName`).
public let HKMetadataKeyWorkoutBrandName = "HKWorkoutBrandName"
/// Whether a workout was done in a group, a Bool (HealthKit's `HKMetadataKeyGroupFitness`).
public let HKMetadataKeyGroupFitness = "HKGroupFitness"
/// Whether a workout was coached, a Bool (HealthKit's `HKMetadataKeyCoachedWorkout`).
public let HKMetadataKeyCoachedWorkout = "HKCoachedWorkout"
/// A workout's average speed, an `HKQuantity` (HealthKit's `HKMetadataKeyAverageSpeed`).
public let HKMetadataKeyAverageSpeed = "HKAverageSpeed"
/// A workout's top speed, an `HKQuantity` (HealthKit's `HKMetadataKeyMaximumSpeed`).
public let HKMetadataKeyMaximumSpeed = "HKMaximumSpeed"
/// The height climbed in a workout, an `HKQuantity` (HealthKit's `HKMetadataKeyElevationAscended`).
public let HKMetadataKeyElevationAscended = "HKElevationAscended"
/// The height descended in a workout, an `HKQuantity` (HealthKit's `HKMetadataKeyElevationDescended`).
public let HKMetadataKeyElevationDescended = "HKElevationDescended"
/// A swimming workout's lap length, an `HKQuantity` (HealthKit's `HKMetadataKeyLapLength`).
public let HKMetadataKeyLapLength = "HKLapLength"
/// Where a swimming workout was, an `HKWorkoutSwimmingLocationType` raw value (HealthKit's
/// `HKMetadataKeySwimmingLocationType`).
public let HKMetadataKeySwimmingLocationType = "HKSwimmingLocationType"
/// The stroke of a swimming sample, an `HKSwimmingStrokeStyle` raw value (HealthKit's
/// `HKMetadataKeySwimmingStrokeStyle`).
public let HKMetadataKeySwimmingStrokeStyle = "HKSwimmingStrokeStyle"
/// The temperature during a workout, an `HKQuantity` (HealthKit's `HKMetadataKeyWeatherTemperature`).
public let HKMetadataKeyWeatherTemperature = "HKWeatherTemperature"
/// The humidity during a workout, an `HKQuantity` in percent (HealthKit's `HKMetadataKeyWeatherHumidity`).
public let HKMetadataKeyWeatherHumidity = "HKWeatherHumidity"
/// A workout's average intensity in METs, an `HKQuantity` (HealthKit's `HKMetadataKeyAverageMETs`).
public let HKMetadataKeyAverageMETs = "HKAverageMETs"
/// When a blood glucose sample was taken relative to a meal, an `HKBloodGlucoseMealTime` raw value
/// (HealthKit's `HKMetadataKeyBloodGlucoseMealTime`).
public let HKMetadataKeyBloodGlucoseMealTime = "HKBloodGlucoseMealTime"

/// The activity level a heart rate was measured at (HealthKit's `HKHeartRateMotionContext`).
public enum HKHeartRateMotionContext: Int, Sendable {
    /// Not known.
    case notSet = 0
    /// Still for at least five minutes before.
    case sedentary
    /// Moving.
    case active
}

/// When a blood glucose sample was taken relative to a meal (HealthKit's `HKBloodGlucoseMealTime`).
public enum HKBloodGlucoseMealTime: Int, Sendable {
    /// Before a meal.
    case preprandial = 1
    /// After a meal.
    case postprandial
}

/// The stroke of a swimming sample (HealthKit's `HKSwimmingStrokeStyle`).
public enum HKSwimmingStrokeStyle: Int, Sendable {
    case unknown = 0, mixed, freestyle, backstroke, breaststroke, butterfly, kickboard
}
#endif
