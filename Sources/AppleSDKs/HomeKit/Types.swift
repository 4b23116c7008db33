#if os(Linux)
@_exported import Foundation

/// A service of the accessory's identity (HomeKit's `HMServiceTypeAccessoryInformation`).
public let HMServiceTypeAccessoryInformation = "0000003E-0000-1000-8000-0026BB765291"
/// A service of a light (HomeKit's `HMServiceTypeLightbulb`).
public let HMServiceTypeLightbulb = "00000043-0000-1000-8000-0026BB765291"
/// A service of a switch (HomeKit's `HMServiceTypeSwitch`).
public let HMServiceTypeSwitch = "00000049-0000-1000-8000-0026BB765291"
/// A service of a power outlet (HomeKit's `HMServiceTypeOutlet`).
public let HMServiceTypeOutlet = "00000047-0000-1000-8000-0026BB765291"
/// A service of a thermostat (HomeKit's `HMServiceTypeThermostat`).
public let HMServiceTypeThermostat = "0000004A-0000-1000-8000-0026BB765291"
/// A service of a lock (HomeKit's `HMServiceTypeLockMechanism`).
public let HMServiceTypeLockMechanism = "00000045-0000-1000-8000-0026BB765291"
/// A service of a garage door opener (HomeKit's `HMServiceTypeGarageDoorOpener`).
public let HMServiceTypeGarageDoorOpener = "00000041-0000-1000-8000-0026BB765291"
/// A service of a door (HomeKit's `HMServiceTypeDoor`).
public let HMServiceTypeDoor = "00000081-0000-1000-8000-0026BB765291"
/// A service of a window (HomeKit's `HMServiceTypeWindow`).
public let HMServiceTypeWindow = "0000008B-0000-1000-8000-0026BB765291"
/// A service of a window covering (HomeKit's `HMServiceTypeWindowCovering`).
public let HMServiceTypeWindowCovering = "0000008C-0000-1000-8000-0026BB765291"
/// A service of a fan (HomeKit's `HMServiceTypeFan`).
public let HMServiceTypeFan = "00000040-0000-1000-8000-0026BB765291"
/// A service of a temperature sensor (HomeKit's `HMServiceTypeTemperatureSensor`).
public let HMServiceTypeTemperatureSensor = "0000008A-0000-1000-8000-0026BB765291"
/// A service of a humidity sensor (HomeKit's `HMServiceTypeHumiditySensor`).
public let HMServiceTypeHumiditySensor = "00000082-0000-1000-8000-0026BB765291"
/// A service of a motion sensor (HomeKit's `HMServiceTypeMotionSensor`).
public let HMServiceTypeMotionSensor = "00000085-0000-1000-8000-0026BB765291"
/// A service of a contact sensor (HomeKit's `HMServiceTypeContactSensor`).
public let HMServiceTypeContactSensor = "00000080-0000-1000-8000-0026BB765291"
/// A service of an occupancy sensor (HomeKit's `HMServiceTypeOccupancySensor`).
public let HMServiceTypeOccupancySensor = "00000086-0000-1000-8000-0026BB765291"
/// A service of a light sensor (HomeKit's `HMServiceTypeLightSensor`).
public let HMServiceTypeLightSensor = "00000084-0000-1000-8000-0026BB765291"
/// A service of a leak sensor (HomeKit's `HMServiceTypeLeakSensor`).
public let HMServiceTypeLeakSensor = "00000083-0000-1000-8000-0026BB765291"
/// A service of a smoke sensor (HomeKit's `HMServiceTypeSmokeSensor`).
public let HMServiceTypeSmokeSensor = "00000087-0000-1000-8000-0026BB765291"
/// A service of a carbon monoxide sensor (HomeKit's `HMServiceTypeCarbonMonoxideSensor`).
public let HMServiceTypeCarbonMonoxideSensor = "0000007F-0000-1000-8000-0026BB765291"
/// A service of an air quality sensor (HomeKit's `HMServiceTypeAirQualitySensor`).
public let HMServiceTypeAirQualitySensor = "0000008D-0000-1000-8000-0026BB765291"
/// A service of a battery (HomeKit's `HMServiceTypeBattery`).
public let HMServiceTypeBattery = "00000096-0000-1000-8000-0026BB765291"
/// A service of a security system (HomeKit's `HMServiceTypeSecuritySystem`).
public let HMServiceTypeSecuritySystem = "0000007E-0000-1000-8000-0026BB765291"
/// A service of a programmable button (HomeKit's `HMServiceTypeStatelessProgrammableSwitch`).
public let HMServiceTypeStatelessProgrammableSwitch = "00000089-0000-1000-8000-0026BB765291"
/// A service of a doorbell (HomeKit's `HMServiceTypeDoorbell`).
public let HMServiceTypeDoorbell = "00000121-0000-1000-8000-0026BB765291"
/// A service of a speaker (HomeKit's `HMServiceTypeSpeaker`).
public let HMServiceTypeSpeaker = "00000113-0000-1000-8000-0026BB765291"
/// A service of an air purifier (HomeKit's `HMServiceTypeAirPurifier`).
public let HMServiceTypeAirPurifier = "000000BB-0000-1000-8000-0026BB765291"
/// A service of a heater or cooler (HomeKit's `HMServiceTypeHeaterCooler`).
public let HMServiceTypeHeaterCooler = "000000BC-0000-1000-8000-0026BB765291"
/// A service of a valve (HomeKit's `HMServiceTypeValve`).
public let HMServiceTypeValve = "000000D0-0000-1000-8000-0026BB765291"
/// A service of a television (HomeKit's `HMServiceTypeTelevision`).
public let HMServiceTypeTelevision = "000000D8-0000-1000-8000-0026BB765291"

/// Whether it is on (Bool) (HomeKit's `HMCharacteristicTypePowerState`).
public let HMCharacteristicTypePowerState = "00000025-0000-1000-8000-0026BB765291"
/// A light's brightness, in percent (HomeKit's `HMCharacteristicTypeBrightness`).
public let HMCharacteristicTypeBrightness = "00000008-0000-1000-8000-0026BB765291"
/// A light's hue, in degrees (HomeKit's `HMCharacteristicTypeHue`).
public let HMCharacteristicTypeHue = "00000013-0000-1000-8000-0026BB765291"
/// A light's saturation, in percent (HomeKit's `HMCharacteristicTypeSaturation`).
public let HMCharacteristicTypeSaturation = "0000002F-0000-1000-8000-0026BB765291"
/// A light's color temperature, in mireds (HomeKit's `HMCharacteristicTypeColorTemperature`).
public let HMCharacteristicTypeColorTemperature = "000000CE-0000-1000-8000-0026BB765291"
/// The current temperature, in °C (HomeKit's `HMCharacteristicTypeCurrentTemperature`).
public let HMCharacteristicTypeCurrentTemperature = "00000011-0000-1000-8000-0026BB765291"
/// The temperature to reach, in °C (HomeKit's `HMCharacteristicTypeTargetTemperature`).
public let HMCharacteristicTypeTargetTemperature = "00000035-0000-1000-8000-0026BB765291"
/// Whether it heats or cools now (`HMCharacteristicValueCurrentHeatingCooling`) (HomeKit's `HMCharacteristicTypeCurrentHeatingCooling`).
public let HMCharacteristicTypeCurrentHeatingCooling = "0000000F-0000-1000-8000-0026BB765291"
/// The heating or cooling mode asked for (`HMCharacteristicValueHeatingCooling`) (HomeKit's `HMCharacteristicTypeTargetHeatingCooling`).
public let HMCharacteristicTypeTargetHeatingCooling = "00000033-0000-1000-8000-0026BB765291"
/// The units shown (`HMCharacteristicValueTemperatureUnit`) (HomeKit's `HMCharacteristicTypeTemperatureUnits`).
public let HMCharacteristicTypeTemperatureUnits = "00000036-0000-1000-8000-0026BB765291"
/// The temperature above which it cools (HomeKit's `HMCharacteristicTypeCoolingThreshold`).
public let HMCharacteristicTypeCoolingThreshold = "0000000D-0000-1000-8000-0026BB765291"
/// The temperature below which it heats (HomeKit's `HMCharacteristicTypeHeatingThreshold`).
public let HMCharacteristicTypeHeatingThreshold = "00000012-0000-1000-8000-0026BB765291"
/// The current relative humidity, in percent (HomeKit's `HMCharacteristicTypeCurrentRelativeHumidity`).
public let HMCharacteristicTypeCurrentRelativeHumidity = "00000010-0000-1000-8000-0026BB765291"
/// The relative humidity to reach, in percent (HomeKit's `HMCharacteristicTypeTargetRelativeHumidity`).
public let HMCharacteristicTypeTargetRelativeHumidity = "00000034-0000-1000-8000-0026BB765291"
/// A lock's state (`HMCharacteristicValueLockMechanismState`) (HomeKit's `HMCharacteristicTypeCurrentLockMechanismState`).
public let HMCharacteristicTypeCurrentLockMechanismState = "0000001D-0000-1000-8000-0026BB765291"
/// A lock's state asked for (`HMCharacteristicValueTargetLockMechanismState`) (HomeKit's `HMCharacteristicTypeTargetLockMechanismState`).
public let HMCharacteristicTypeTargetLockMechanismState = "0000001E-0000-1000-8000-0026BB765291"
/// A door's state (`HMCharacteristicValueDoorState`) (HomeKit's `HMCharacteristicTypeCurrentDoorState`).
public let HMCharacteristicTypeCurrentDoorState = "0000000E-0000-1000-8000-0026BB765291"
/// A door's state asked for (`HMCharacteristicValueTargetDoorState`) (HomeKit's `HMCharacteristicTypeTargetDoorState`).
public let HMCharacteristicTypeTargetDoorState = "00000032-0000-1000-8000-0026BB765291"
/// Whether something blocks a door (HomeKit's `HMCharacteristicTypeObstructionDetected`).
public let HMCharacteristicTypeObstructionDetected = "00000024-0000-1000-8000-0026BB765291"
/// A covering's position, in percent (HomeKit's `HMCharacteristicTypeCurrentPosition`).
public let HMCharacteristicTypeCurrentPosition = "0000006D-0000-1000-8000-0026BB765291"
/// A covering's position asked for, in percent (HomeKit's `HMCharacteristicTypeTargetPosition`).
public let HMCharacteristicTypeTargetPosition = "0000007C-0000-1000-8000-0026BB765291"
/// Whether a covering moves (`HMCharacteristicValuePositionState`) (HomeKit's `HMCharacteristicTypePositionState`).
public let HMCharacteristicTypePositionState = "00000072-0000-1000-8000-0026BB765291"
/// Whether motion is seen (HomeKit's `HMCharacteristicTypeMotionDetected`).
public let HMCharacteristicTypeMotionDetected = "00000022-0000-1000-8000-0026BB765291"
/// Whether someone is there (HomeKit's `HMCharacteristicTypeOccupancyDetected`).
public let HMCharacteristicTypeOccupancyDetected = "00000071-0000-1000-8000-0026BB765291"
/// Whether a contact sensor is closed (`HMCharacteristicValueContactState`) (HomeKit's `HMCharacteristicTypeContactState`).
public let HMCharacteristicTypeContactState = "0000006A-0000-1000-8000-0026BB765291"
/// The light level, in lux (HomeKit's `HMCharacteristicTypeCurrentLightLevel`).
public let HMCharacteristicTypeCurrentLightLevel = "0000006B-0000-1000-8000-0026BB765291"
/// Whether a leak is found (HomeKit's `HMCharacteristicTypeLeakDetected`).
public let HMCharacteristicTypeLeakDetected = "00000070-0000-1000-8000-0026BB765291"
/// Whether smoke is found (HomeKit's `HMCharacteristicTypeSmokeDetected`).
public let HMCharacteristicTypeSmokeDetected = "00000076-0000-1000-8000-0026BB765291"
/// The air quality (`HMCharacteristicValueAirQuality`) (HomeKit's `HMCharacteristicTypeAirQuality`).
public let HMCharacteristicTypeAirQuality = "00000095-0000-1000-8000-0026BB765291"
/// The battery's charge, in percent (HomeKit's `HMCharacteristicTypeBatteryLevel`).
public let HMCharacteristicTypeBatteryLevel = "00000068-0000-1000-8000-0026BB765291"
/// Whether the battery is low (`HMCharacteristicValueBatteryStatus`) (HomeKit's `HMCharacteristicTypeStatusLowBattery`).
public let HMCharacteristicTypeStatusLowBattery = "00000079-0000-1000-8000-0026BB765291"
/// Whether the battery charges (`HMCharacteristicValueChargingState`) (HomeKit's `HMCharacteristicTypeChargingState`).
public let HMCharacteristicTypeChargingState = "0000008F-0000-1000-8000-0026BB765291"
/// Whether something draws power from an outlet (HomeKit's `HMCharacteristicTypeOutletInUse`).
public let HMCharacteristicTypeOutletInUse = "00000026-0000-1000-8000-0026BB765291"
/// Whether it is active (`HMCharacteristicValueActivationState`) (HomeKit's `HMCharacteristicTypeActive`).
public let HMCharacteristicTypeActive = "000000B0-0000-1000-8000-0026BB765291"
/// Whether it works (HomeKit's `HMCharacteristicTypeStatusActive`).
public let HMCharacteristicTypeStatusActive = "00000075-0000-1000-8000-0026BB765291"
/// A fan's speed, in percent (HomeKit's `HMCharacteristicTypeRotationSpeed`).
public let HMCharacteristicTypeRotationSpeed = "00000029-0000-1000-8000-0026BB765291"
/// The volume, in percent (HomeKit's `HMCharacteristicTypeVolume`).
public let HMCharacteristicTypeVolume = "00000119-0000-1000-8000-0026BB765291"
/// Whether it is muted (HomeKit's `HMCharacteristicTypeMute`).
public let HMCharacteristicTypeMute = "0000011A-0000-1000-8000-0026BB765291"
/// A button press (`HMCharacteristicValueInputEvent`) (HomeKit's `HMCharacteristicTypeInputEvent`).
public let HMCharacteristicTypeInputEvent = "00000073-0000-1000-8000-0026BB765291"
/// Makes the accessory identify itself (HomeKit's `HMCharacteristicTypeIdentify`).
public let HMCharacteristicTypeIdentify = "00000014-0000-1000-8000-0026BB765291"
/// The name (HomeKit's `HMCharacteristicTypeName`).
public let HMCharacteristicTypeName = "00000023-0000-1000-8000-0026BB765291"
/// The maker (HomeKit's `HMCharacteristicTypeManufacturer`).
public let HMCharacteristicTypeManufacturer = "00000020-0000-1000-8000-0026BB765291"
/// The model (HomeKit's `HMCharacteristicTypeModel`).
public let HMCharacteristicTypeModel = "00000021-0000-1000-8000-0026BB765291"
/// The serial number (HomeKit's `HMCharacteristicTypeSerialNumber`).
public let HMCharacteristicTypeSerialNumber = "00000030-0000-1000-8000-0026BB765291"
/// The firmware's version (HomeKit's `HMCharacteristicTypeFirmwareVersion`).
public let HMCharacteristicTypeFirmwareVersion = "00000052-0000-1000-8000-0026BB765291"

/// The value can be read (HomeKit's `HMCharacteristicPropertyReadable`).
public let HMCharacteristicPropertyReadable = "HMCharacteristicPropertyReadable"
/// The value can be written (HomeKit's `HMCharacteristicPropertyWritable`).
public let HMCharacteristicPropertyWritable = "HMCharacteristicPropertyWritable"
/// Changes can be notified (HomeKit's `HMCharacteristicPropertySupportsEventNotification`).
public let HMCharacteristicPropertySupportsEventNotification = "HMCharacteristicPropertySupportsEventNotification"
/// Hidden from the reader (HomeKit's `HMCharacteristicPropertyHidden`).
public let HMCharacteristicPropertyHidden = "HMCharacteristicPropertyHidden"

/// A value's format: bool (HomeKit's `HMCharacteristicMetadataFormatBool`).
public let HMCharacteristicMetadataFormatBool = "bool"
/// A value's format: int (HomeKit's `HMCharacteristicMetadataFormatInt`).
public let HMCharacteristicMetadataFormatInt = "int"
/// A value's format: float (HomeKit's `HMCharacteristicMetadataFormatFloat`).
public let HMCharacteristicMetadataFormatFloat = "float"
/// A value's format: string (HomeKit's `HMCharacteristicMetadataFormatString`).
public let HMCharacteristicMetadataFormatString = "string"
/// A value's format: uint8 (HomeKit's `HMCharacteristicMetadataFormatUInt8`).
public let HMCharacteristicMetadataFormatUInt8 = "uint8"
/// A value's format: uint16 (HomeKit's `HMCharacteristicMetadataFormatUInt16`).
public let HMCharacteristicMetadataFormatUInt16 = "uint16"
/// A value's format: uint32 (HomeKit's `HMCharacteristicMetadataFormatUInt32`).
public let HMCharacteristicMetadataFormatUInt32 = "uint32"
/// A value's format: uint64 (HomeKit's `HMCharacteristicMetadataFormatUInt64`).
public let HMCharacteristicMetadataFormatUInt64 = "uint64"
/// A value's format: data (HomeKit's `HMCharacteristicMetadataFormatData`).
public let HMCharacteristicMetadataFormatData = "data"
/// A value's format: tlv8 (HomeKit's `HMCharacteristicMetadataFormatTLV8`).
public let HMCharacteristicMetadataFormatTLV8 = "tlv8"
/// A value's format: array (HomeKit's `HMCharacteristicMetadataFormatArray`).
public let HMCharacteristicMetadataFormatArray = "array"
/// A value's format: dict (HomeKit's `HMCharacteristicMetadataFormatDictionary`).
public let HMCharacteristicMetadataFormatDictionary = "dict"
/// A value's units: celsius (HomeKit's `HMCharacteristicMetadataUnitsCelsius`).
public let HMCharacteristicMetadataUnitsCelsius = "celsius"
/// A value's units: fahrenheit (HomeKit's `HMCharacteristicMetadataUnitsFahrenheit`).
public let HMCharacteristicMetadataUnitsFahrenheit = "fahrenheit"
/// A value's units: percentage (HomeKit's `HMCharacteristicMetadataUnitsPercentage`).
public let HMCharacteristicMetadataUnitsPercentage = "percentage"
/// A value's units: arcdegrees (HomeKit's `HMCharacteristicMetadataUnitsArcDegree`).
public let HMCharacteristicMetadataUnitsArcDegree = "arcdegrees"
/// A value's units: seconds (HomeKit's `HMCharacteristicMetadataUnitsSeconds`).
public let HMCharacteristicMetadataUnitsSeconds = "seconds"
/// A value's units: lux (HomeKit's `HMCharacteristicMetadataUnitsLux`).
public let HMCharacteristicMetadataUnitsLux = "lux"
/// A value's units: ppm (HomeKit's `HMCharacteristicMetadataUnitsPartsPerMillion`).
public let HMCharacteristicMetadataUnitsPartsPerMillion = "ppm"
/// A value's units: micrograms/m^3 (HomeKit's `HMCharacteristicMetadataUnitsMicrogramsPerCubicMeter`).
public let HMCharacteristicMetadataUnitsMicrogramsPerCubicMeter = "micrograms/m^3"
#endif
