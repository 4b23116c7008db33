#if os(Linux)
@_exported import Foundation

/// A lock's state (HomeKit's `HMCharacteristicValueLockMechanismState`).
public enum HMCharacteristicValueLockMechanismState: Int, Sendable { case unsecured = 0, secured, jammed, unknown }

/// A lock's state asked for (HomeKit's `HMCharacteristicValueTargetLockMechanismState`).
public enum HMCharacteristicValueTargetLockMechanismState: Int, Sendable { case unsecured = 0, secured }

/// A door's state (HomeKit's `HMCharacteristicValueDoorState`).
public enum HMCharacteristicValueDoorState: Int, Sendable { case open = 0, closed, opening, closing, stopped }

/// A door's state asked for (HomeKit's `HMCharacteristicValueTargetDoorState`).
public enum HMCharacteristicValueTargetDoorState: Int, Sendable { case open = 0, closed }

/// A thermostat's mode (HomeKit's `HMCharacteristicValueHeatingCooling`).
public enum HMCharacteristicValueHeatingCooling: Int, Sendable { case off = 0, heat, cool, auto }

/// Whether a thermostat heats or cools now (HomeKit's `HMCharacteristicValueCurrentHeatingCooling`).
public enum HMCharacteristicValueCurrentHeatingCooling: Int, Sendable { case off = 0, heat, cool }

/// The temperature units shown (HomeKit's `HMCharacteristicValueTemperatureUnit`).
public enum HMCharacteristicValueTemperatureUnit: Int, Sendable { case celsius = 0, fahrenheit }

/// Whether a contact sensor is closed (HomeKit's `HMCharacteristicValueContactState`).
public enum HMCharacteristicValueContactState: Int, Sendable { case detected = 0, none }

/// Whether a battery is low (HomeKit's `HMCharacteristicValueBatteryStatus`).
public enum HMCharacteristicValueBatteryStatus: Int, Sendable { case normal = 0, low }

/// Whether a battery charges (HomeKit's `HMCharacteristicValueChargingState`).
public enum HMCharacteristicValueChargingState: Int, Sendable { case none = 0, inProgress, notChargeable }

/// Whether a covering moves (HomeKit's `HMCharacteristicValuePositionState`).
public enum HMCharacteristicValuePositionState: Int, Sendable { case closing = 0, opening, stopped }

/// Whether a device is active (HomeKit's `HMCharacteristicValueActivationState`).
public enum HMCharacteristicValueActivationState: Int, Sendable { case inactive = 0, active }

/// The air quality (HomeKit's `HMCharacteristicValueAirQuality`).
public enum HMCharacteristicValueAirQuality: Int, Sendable { case unknown = 0, excellent, good, fair, inferior, poor }

/// Whether someone is there (HomeKit's `HMCharacteristicValueOccupancyStatus`).
public enum HMCharacteristicValueOccupancyStatus: Int, Sendable { case notOccupied = 0, occupied }

/// Whether smoke is found (HomeKit's `HMCharacteristicValueSmokeDetectionStatus`).
public enum HMCharacteristicValueSmokeDetectionStatus: Int, Sendable { case none = 0, detected }

/// Whether a leak is found (HomeKit's `HMCharacteristicValueLeakStatus`).
public enum HMCharacteristicValueLeakStatus: Int, Sendable { case none = 0, detected }

/// A button press (HomeKit's `HMCharacteristicValueInputEvent`).
public enum HMCharacteristicValueInputEvent: Int, Sendable { case singlePress = 0, doublePress, longPress }
#endif
