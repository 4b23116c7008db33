#if os(Linux)
import Foundation
import SwiftUI

// `Measurement.formatted(…)`, `.measurement(width:usage:)` and `MeasurementFormatter`, which
// Apple platforms have and swift-corelibs-foundation lacks: written by ICU's unit formatter in
// the locale the app set or, left at the default, the render's.

/// What a measurement is for, which picks the unit the locale prefers for it (Foundation's
/// `MeasurementFormatUnitUsage`): `.general` converts to the locale's usual unit (kilometres
/// shown as miles in the United States), `.asProvided` keeps the measurement's own.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// ICU's name for the usage, nil to keep the unit as provided.
    let icuUsage: String?

    /// The locale's usual unit for the dimension.
    public static var general: Self { Self(icuUsage: "default") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(icuUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's height.
    public static var personHeight: Self { Self(icuUsage: "person-height") }
    /// A distance on a road.
    public static var road: Self { Self(icuUsage: "road") }
    /// Rainfall.
    public static var rainfall: Self { Self(icuUsage: "rainfall") }
    /// Snowfall.
    public static var snowfall: Self { Self(icuUsage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// The weather's temperature.
    public static var weather: Self { Self(icuUsage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy.
    public static var food: Self { Self(icuUsage: "food") }
    /// Energy of a workout.
    public static var workout: Self { Self(icuUsage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// A liquid's volume (a drink, a recipe).
    public static var liquid: Self { Self(icuUsage: "fluid") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speed.
    public static var wind: Self { Self(icuUsage: "wind") }
}

extension Measurement where UnitType: Dimension {
    /// How a measurement is written (Foundation's `Measurement.FormatStyle`).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit's name is.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let skeleton: String
            /// "5 kilometers".
            public static var wide: UnitWidth { UnitWidth(skeleton: "unit-width-full-name") }
            /// "5 km".
            public static var abbreviated: UnitWidth { UnitWidth(skeleton: "unit-width-short") }
            /// "5km".
            public static var narrow: UnitWidth { UnitWidth(skeleton: "unit-width-narrow") }
        }

        /// How long the unit's name is.
        public var width: UnitWidth
        /// The locale; the render's when left at the process's.
        public var locale: Locale
        /// What the measurement is for.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is written; ICU's shortest form when nil.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        /// A style.
        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// `measurement` written in the style.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            MeasurementText.string(measurement.value, unit: measurement.unit, width: width.skeleton, usage: usage?.icuUsage,
                                   locale: FormatterLocale.identifier(locale))
        }

        /// The style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement written in `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement written abbreviated, in the locale's usual unit.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement written with its unit (`.measurement(width: .wide)`).
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// Writes measurements (Foundation's `MeasurementFormatter`, which swift-corelibs-foundation
/// marks unavailable).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// Which unit is written.
    public struct UnitOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1)
        /// The unit as it is, not a larger or smaller one.
        public static let naturalScale = UnitOptions(rawValue: 2)
        /// Temperatures without the scale's letter.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    /// How long the unit's name is.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// Which unit is written.
    open var unitOptions: UnitOptions = []
    /// The locale; the render's when left unset.
    open var locale: Locale!
    /// The number formatter, kept for the app (ICU writes the number).
    open var numberFormatter: NumberFormatter! = NumberFormatter()

    /// A formatter.
    public override init() { super.init() }

    /// A formatter decoded from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `measurement` written in the formatter's style.
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        let width = switch unitStyle {
        case .short: "unit-width-narrow"
        case .long: "unit-width-full-name"
        default: "unit-width-short"
        }
        return MeasurementText.string(measurement.value, unit: measurement.unit, width: width,
                                      usage: unitOptions.contains(.providedUnit) ? nil : "default", locale: FormatterLocale.identifier(locale))
    }

    /// `unit`'s name in the formatter's style.
    open func string(from unit: Unit) -> String { unit.symbol }

    /// The object's measurement written, or "" for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }
}

/// A measurement written by ICU: its unit's ICU name found from its dimension and symbol; a unit
/// ICU does not know is written as the number and the unit's symbol.
enum MeasurementText {
    static func string(_ value: Double, unit: Unit, width: String, usage: String?, locale: LocaleIdentifier) -> String {
        guard let name = icuName(of: unit) else {
            let number = (try? NumberFormatting.cached(locale: locale))?.string(value) ?? "\(value)"
            return number + " " + unit.symbol
        }
        let base = "measure-unit/\(name) \(width)"
        if let usage, let formatter = try? NumberFormatting.cached(locale: locale, style: .skeleton(base + " usage/\(usage)")) {
            return formatter.string(value)
        }
        return (try? NumberFormatting.cached(locale: locale, style: .skeleton(base)))?.string(value) ?? "\(value) \(unit.symbol)"
    }

    /// ICU's name of `unit` ("length-kilometer"), nil for a unit it has none for.
    static func icuName(of unit: Unit) -> String? {
        let kind = ObjectIdentifier(type(of: unit))
        return names.first { $0.kind == kind && $0.symbol == unit.symbol }?.name
    }

    private static func entries<D: Dimension>(_ pairs: [(D, String)]) -> [(kind: ObjectIdentifier, symbol: String, name: String)] {
        pairs.map { (ObjectIdentifier(D.self), $0.0.symbol, $0.1) }
    }

    private static let names: [(kind: ObjectIdentifier, symbol: String, name: String)] =
        entries([(UnitLength.kilometers, "length-kilometer"), (UnitLength.meters, "length-meter"), (UnitLength.centimeters, "length-centimeter"),
                 (UnitLength.millimeters, "length-millimeter"), (UnitLength.micrometers, "length-micrometer"),
                 (UnitLength.nanometers, "length-nanometer"), (UnitLength.miles, "length-mile"), (UnitLength.feet, "length-foot"),
                 (UnitLength.inches, "length-inch"), (UnitLength.yards, "length-yard"), (UnitLength.nauticalMiles, "length-nautical-mile"),
                 (UnitLength.lightyears, "length-light-year")])
        + entries([(UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
                   (UnitMass.pounds, "mass-pound"), (UnitMass.ounces, "mass-ounce"), (UnitMass.stones, "mass-stone"),
                   (UnitMass.metricTons, "mass-tonne")])
        + entries([(UnitDuration.hours, "duration-hour"), (UnitDuration.minutes, "duration-minute"), (UnitDuration.seconds, "duration-second"),
                   (UnitDuration.milliseconds, "duration-millisecond")])
        + entries([(UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
                   (UnitTemperature.kelvin, "temperature-kelvin")])
        + entries([(UnitSpeed.metersPerSecond, "speed-meter-per-second"), (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"),
                   (UnitSpeed.milesPerHour, "speed-mile-per-hour"), (UnitSpeed.knots, "speed-knot")])
        + entries([(UnitVolume.liters, "volume-liter"), (UnitVolume.milliliters, "volume-milliliter"), (UnitVolume.cubicMeters, "volume-cubic-meter"),
                   (UnitVolume.fluidOunces, "volume-fluid-ounce"), (UnitVolume.cups, "volume-cup"), (UnitVolume.gallons, "volume-gallon"),
                   (UnitVolume.pints, "volume-pint"), (UnitVolume.quarts, "volume-quart"), (UnitVolume.tablespoons, "volume-tablespoon"),
                   (UnitVolume.teaspoons, "volume-teaspoon")])
        + entries([(UnitEnergy.kilocalories, "energy-kilocalorie"), (UnitEnergy.calories, "energy-calorie"), (UnitEnergy.kilojoules, "energy-kilojoule"),
                   (UnitEnergy.joules, "energy-joule"), (UnitEnergy.kilowattHours, "energy-kilowatt-hour")])
        + entries([(UnitArea.squareMeters, "area-square-meter"), (UnitArea.squareKilometers, "area-square-kilometer"), (UnitArea.hectares, "area-hectare"),
                   (UnitArea.acres, "area-acre"), (UnitArea.squareFeet, "area-square-foot")])
        + entries([(UnitPressure.hectopascals, "pressure-hectopascal"), (UnitPressure.millibars, "pressure-millibar"),
                   (UnitPressure.inchesOfMercury, "pressure-inch-ofhg"), (UnitPressure.bars, "pressure-bar")])
        + entries([(UnitInformationStorage.bytes, "digital-byte"), (UnitInformationStorage.kilobytes, "digital-kilobyte"),
                   (UnitInformationStorage.megabytes, "digital-megabyte"), (UnitInformationStorage.gigabytes, "digital-gigabyte"),
                   (UnitInformationStorage.terabytes, "digital-terabyte"), (UnitInformationStorage.bits, "digital-bit")])
        + entries([(UnitAngle.degrees, "angle-degree"), (UnitAngle.radians, "angle-radian")])
        + entries([(UnitPower.watts, "power-watt"), (UnitPower.kilowatts, "power-kilowatt")])
        + entries([(UnitFrequency.hertz, "frequency-hertz")])
        + entries([(UnitFuelEfficiency.litersPer100Kilometers, "consumption-liter-per-100-kilometer"),
                   (UnitFuelEfficiency.milesPerGallon, "consumption-mile-per-gallon")])
}
#endif
