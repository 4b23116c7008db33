#if os(Linux)
@_exported import Foundation

/// A metric prefix (HealthKit's `HKMetricPrefix`).
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var symbol: String { ["", "p", "n", "mc", "m", "c", "d", "da", "h", "k", "M", "G", "T", "f"][rawValue] }
    var factor: Double { [1, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 1e-1, 1e1, 1e2, 1e3, 1e6, 1e9, 1e12, 1e-15][rawValue] }
}

/// A unit of measure (HealthKit's `HKUnit`), made from its factory methods or from a unit string
/// such as `"count/min"` or `"mL/kg*min"`. Units of the same dimension convert into each other;
/// two units are equal when their unit strings are.
public final class HKUnit: NSObject, @unchecked Sendable {
    /// The unit's string, such as `"count/min"`.
    public let unitString: String
    let dimensions: [String: Int]
    let factor: Double
    let offset: Double

    init(_ unitString: String, dimensions: [String: Int], factor: Double, offset: Double = 0) {
        self.unitString = unitString
        self.dimensions = dimensions.filter { $0.value != 0 }
        self.factor = factor
        self.offset = offset
    }

    /// The unit written as `string` (`"count/min"`, `"kg"`, `"mL/kg*min"`, `"degC"`); a string that
    /// names no known unit makes a unit of its own kind.
    public convenience init(from string: String) {
        let unit = UnitString.parse(string) ?? HKUnit(string, dimensions: [string: 1], factor: 1)
        self.init(unit.unitString, dimensions: unit.dimensions, factor: unit.factor, offset: unit.offset)
    }

    /// Equal to a unit of the same string.
    public override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
    /// The string's hash.
    public override var hash: Int { unitString.hashValue }
    /// The unit's string.
    public override var description: String { unitString }

    /// Whether the unit has no dimension and no scale (the null unit).
    public func isNull() -> Bool { dimensions.isEmpty && factor == 1 && unitString.isEmpty }

    func isCompatible(with other: HKUnit) -> Bool { dimensions == other.dimensions }

    /// This unit times `unit`.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit(Self.grouped(unitString) + "*" + Self.grouped(unit.unitString), dimensions: dimensions.merging(unit.dimensions, uniquingKeysWith: +),
               factor: factor * unit.factor)
    }
    /// This unit divided by `unit`: everything after the `/` of the string is the denominator.
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(unitString + "/" + Self.grouped(unit.unitString), dimensions: dimensions.merging(unit.dimensions.mapValues { -$0 }, uniquingKeysWith: +),
               factor: factor / unit.factor)
    }
    /// This unit to the power of `power`.
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(Self.grouped(unitString, alsoProducts: true) + "^\(power)", dimensions: dimensions.mapValues { $0 * power },
               factor: pow(factor, Double(power)))
    }
    /// One over this unit.
    public func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

    private static func grouped(_ string: String, alsoProducts: Bool = false) -> String {
        string.contains("/") || (alsoProducts && string.contains("*")) ? "(\(string))" : string
    }

    // MARK: Factory methods

    static func base(_ symbol: String, _ dimension: String, _ factor: Double = 1, power: Int = 1, offset: Double = 0) -> HKUnit {
        HKUnit(symbol, dimensions: [dimension: power], factor: factor, offset: offset)
    }
    /// A count of things.
    public static func count() -> HKUnit { HKUnit("count", dimensions: [:], factor: 1) }
    /// A fraction, where 1 is 100 %.
    public static func percent() -> HKUnit { HKUnit("%", dimensions: [:], factor: 1) }
    /// Meters.
    public static func meter() -> HKUnit { meterUnit(with: .none) }
    /// Meters with a prefix.
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { base(prefix.symbol + "m", "m", prefix.factor) }
    /// Inches.
    public static func inch() -> HKUnit { base("in", "m", 0.0254) }
    /// Feet.
    public static func foot() -> HKUnit { base("ft", "m", 0.3048) }
    /// Yards.
    public static func yard() -> HKUnit { base("yd", "m", 0.9144) }
    /// Miles.
    public static func mile() -> HKUnit { base("mi", "m", 1609.344) }
    /// Grams.
    public static func gram() -> HKUnit { gramUnit(with: .none) }
    /// Grams with a prefix.
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { base(prefix.symbol + "g", "g", prefix.factor) }
    /// Ounces.
    public static func ounce() -> HKUnit { base("oz", "g", 28.349523125) }
    /// Pounds.
    public static func pound() -> HKUnit { base("lb", "g", 453.59237) }
    /// Stones.
    public static func stone() -> HKUnit { base("st", "g", 6350.29318) }
    /// Seconds.
    public static func second() -> HKUnit { secondUnit(with: .none) }
    /// Seconds with a prefix.
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { base(prefix.symbol + "s", "s", prefix.factor) }
    /// Minutes.
    public static func minute() -> HKUnit { base("min", "s", 60) }
    /// Hours.
    public static func hour() -> HKUnit { base("hr", "s", 3600) }
    /// Days.
    public static func day() -> HKUnit { base("d", "s", 86400) }
    /// Joules.
    public static func joule() -> HKUnit { jouleUnit(with: .none) }
    /// Joules with a prefix.
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { base(prefix.symbol + "J", "J", prefix.factor) }
    /// Kilocalories.
    public static func kilocalorie() -> HKUnit { base("kcal", "J", 4184) }
    /// Food calories (kilocalories).
    public static func largeCalorie() -> HKUnit { base("Cal", "J", 4184) }
    /// Calories.
    public static func smallCalorie() -> HKUnit { base("cal", "J", 4.184) }
    /// Liters.
    public static func liter() -> HKUnit { literUnit(with: .none) }
    /// Liters with a prefix.
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { base(prefix.symbol + "L", "L", prefix.factor) }
    /// US fluid ounces.
    public static func fluidOunceUS() -> HKUnit { base("fl_oz_us", "L", 0.0295735295625) }
    /// Imperial fluid ounces.
    public static func fluidOunceImperial() -> HKUnit { base("fl_oz_imp", "L", 0.0284130625) }
    /// US cups.
    public static func cupUS() -> HKUnit { base("cup_us", "L", 0.2365882365) }
    /// Degrees Celsius.
    public static func degreeCelsius() -> HKUnit { base("degC", "K", 1, offset: 273.15) }
    /// Degrees Fahrenheit.
    public static func degreeFahrenheit() -> HKUnit { base("degF", "K", 5.0 / 9, offset: 273.15 - 32 * 5.0 / 9) }
    /// Kelvin.
    public static func kelvin() -> HKUnit { base("K", "K") }
    /// Pascals.
    public static func pascal() -> HKUnit { pascalUnit(with: .none) }
    /// Pascals with a prefix.
    public static func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { base(prefix.symbol + "Pa", "Pa", prefix.factor) }
    /// Millimeters of mercury.
    public static func millimeterOfMercury() -> HKUnit { base("mmHg", "Pa", 133.322387415) }
    /// Hertz.
    public static func hertz() -> HKUnit { base("Hz", "s", power: -1) }
    /// Watts.
    public static func watt() -> HKUnit { HKUnit("W", dimensions: ["J": 1, "s": -1], factor: 1) }
    /// A-weighted decibels of sound pressure.
    public static func decibelAWeightedSoundPressureLevel() -> HKUnit { base("dBASPL", "dBASPL") }
    /// Decibels of hearing level.
    public static func decibelHearingLevel() -> HKUnit { base("dBHL", "dBHL") }
    /// International units.
    public static func internationalUnit() -> HKUnit { base("IU", "IU") }

    /// The unit a quantity type's samples are usually in, to tell compatible units.
    static func sample(for identifier: HKQuantityTypeIdentifier) -> HKUnit? {
        let name = identifier.rawValue
        if name.contains("Distance") || name.hasSuffix("Height") || name.hasSuffix("Circumference") || name.hasSuffix("StepLength") { return .meter() }
        if name.contains("Energy") { return .kilocalorie() }
        if name.hasSuffix("Time") || name.hasSuffix("Daylight") { return .minute() }
        if name.hasSuffix("Mass") { return .gram() }
        if name.contains("HeartRate") && !name.hasSuffix("SDNN") || name.hasSuffix("RespiratoryRate") { return .count().unitDivided(by: .minute()) }
        if name.hasSuffix("Temperature") { return .degreeCelsius() }
        if name.contains("BloodPressure") { return .millimeterOfMercury() }
        if name.hasSuffix("Water") { return .liter() }
        if name.hasSuffix("Speed") { return .meter().unitDivided(by: .second()) }
        if name.hasSuffix("AudioExposure") { return .decibelAWeightedSoundPressureLevel() }
        if name.hasSuffix("StepCount") || name.hasSuffix("Climbed") || name.hasSuffix("Index") || name.hasSuffix("Percentage")
            || name.hasSuffix("Saturation") { return .count() }
        return nil
    }
}

/// An amount in a unit (HealthKit's `HKQuantity`).
public final class HKQuantity: NSObject, @unchecked Sendable {
    private let unit: HKUnit
    private let value: Double

    /// `value` of `unit`.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// Whether the amount can be read in `unit`.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The amount in `unit` (its own value when `unit` is of another dimension).
    public func doubleValue(for unit: HKUnit) -> Double {
        guard self.unit.isCompatible(with: unit) else { return value }
        return (value * self.unit.factor + self.unit.offset - unit.offset) / unit.factor
    }

    /// How the amount compares with `quantity`.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    /// Equal to the same amount in a unit of the same string.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity else { return false }
        return other.unit == unit && other.value == value
    }
    /// The amount's hash.
    public override var hash: Int { value.hashValue ^ unit.hash }
    /// The amount and unit, such as `"1234 count"`.
    public override var description: String { "\(value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)) \(unit.unitString)" }
}
#endif
