#if os(Linux)
@_exported import Foundation

/// A weather condition (WeatherKit's `WeatherCondition`), with its English description.
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle,
         freezingRain, frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear,
         mostlyCloudy, partlyCloudy, rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries,
         sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The condition's name, “Mostly Clear”.
    public var description: String {
        switch self {
        case .blowingDust: "Blowing Dust"
        case .blowingSnow: "Blowing Snow"
        case .foggy: "Fog"
        case .freezingDrizzle: "Freezing Drizzle"
        case .freezingRain: "Freezing Rain"
        case .heavyRain: "Heavy Rain"
        case .heavySnow: "Heavy Snow"
        case .isolatedThunderstorms: "Isolated Thunderstorms"
        case .mostlyClear: "Mostly Clear"
        case .mostlyCloudy: "Mostly Cloudy"
        case .partlyCloudy: "Partly Cloudy"
        case .scatteredThunderstorms: "Scattered Thunderstorms"
        case .smoky: "Smoky"
        case .strongStorms: "Strong Storms"
        case .sunFlurries: "Sun Flurries"
        case .sunShowers: "Sun Showers"
        case .tropicalStorm: "Tropical Storm"
        case .wintryMix: "Wintry Mix"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
    /// The name VoiceOver reads.
    public var accessibilityDescription: String { description }
}

/// How the air pressure changes (WeatherKit's `PressureTrend`).
public enum PressureTrend: String, Codable, Hashable, Sendable, CustomStringConvertible {
    case rising, falling, steady
    /// “Rising”, “Falling” or “Steady”.
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The trend VoiceOver reads.
    public var accessibilityDescription: String { description }
}

/// The form of precipitation (WeatherKit's `Precipitation`; the REST API calls it
/// `PrecipitationType`).
public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case none, hail, mixed, rain, sleet, snow
    /// “Rain”, “Wintry Mix”…
    public var description: String {
        switch self {
        case .none: "No Precipitation"
        case .mixed: "Wintry Mix"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
    /// The form VoiceOver reads.
    public var accessibilityDescription: String { description }
}

/// How severe an alert is (WeatherKit's `WeatherSeverity`).
public enum WeatherSeverity: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case minor, moderate, severe, extreme, unknown
    /// “Minor”, “Severe”…
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The severity VoiceOver reads.
    public var accessibilityDescription: String { description }
}

/// The wind (WeatherKit's `Wind`).
public struct Wind: Sendable, Equatable, Codable {
    /// A compass point the wind comes from (WeatherKit's `Wind.CompassDirection`).
    public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast,
             south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
        /// “N”, “NNE”…
        public var abbreviation: String {
            // Each word of the name gives the initials of its compass points: northNortheast → N, NE.
            description.split(separator: " ").map { word in
                word.lowercased().replacingOccurrences(of: "north", with: "N").replacingOccurrences(of: "south", with: "S")
                    .replacingOccurrences(of: "east", with: "E").replacingOccurrences(of: "west", with: "W")
            }.joined()
        }
        /// “North”, “North Northeast”…
        public var description: String {
            rawValue.reduce(into: "") { name, letter in
                if letter.isUppercase { name += " " }
                name.append(name.isEmpty ? Character(letter.uppercased()) : letter)
            }
        }
        /// The direction VoiceOver reads.
        public var accessibilityDescription: String { description }
    }
    /// The compass point the wind comes from.
    public var compassDirection: CompassDirection
    /// The direction it comes from, clockwise from true north.
    public var direction: Measurement<UnitAngle>
    /// The sustained speed.
    public var speed: Measurement<UnitSpeed>
    /// The gusts' speed, if any.
    public var gust: Measurement<UnitSpeed>?
}

/// The UV index (WeatherKit's `UVIndex`).
public struct UVIndex: Sendable, Equatable, Codable {
    /// A risk category (WeatherKit's `UVIndex.ExposureCategory`).
    public enum ExposureCategory: String, CaseIterable, Codable, Comparable, Hashable, Sendable, CustomStringConvertible {
        case low, moderate, high, veryHigh, extreme
        /// The index values of the category.
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: 0...2
            case .moderate: 3...5
            case .high: 6...7
            case .veryHigh: 8...10
            case .extreme: 11...Int.max
            }
        }
        /// “Low”, “Very High”…
        public var description: String { self == .veryHigh ? "Very High" : rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        /// The category VoiceOver reads.
        public var accessibilityDescription: String { description }
        /// Lower risk first.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rangeValue.lowerBound < rhs.rangeValue.lowerBound }
    }
    /// The index.
    public var value: Int
    /// Its risk category.
    public var category: ExposureCategory
}

/// A moon phase (WeatherKit's `MoonPhase`).
public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent
    /// “New”, “Waxing Crescent”…
    public var description: String {
        rawValue.reduce(into: "") { name, letter in
            if letter.isUppercase { name += " " }
            name.append(name.isEmpty ? Character(letter.uppercased()) : letter)
        }
    }
    /// The phase VoiceOver reads.
    public var accessibilityDescription: String { description }
    /// The phase's SF Symbol.
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .waxingCrescent: "moonphase.waxing.crescent"
        case .firstQuarter: "moonphase.first.quarter"
        case .waxingGibbous: "moonphase.waxing.gibbous"
        case .full: "moonphase.full.moon"
        case .waningGibbous: "moonphase.waning.gibbous"
        case .lastQuarter: "moonphase.last.quarter"
        case .waningCrescent: "moonphase.waning.crescent"
        }
    }
}

/// When the sun rises and sets on a day (WeatherKit's `SunEvents`); nil where it does not happen.
public struct SunEvents: Sendable, Equatable, Codable {
    /// The sun 18° below the horizon, rising.
    public var astronomicalDawn: Date?
    /// The sun 12° below the horizon, rising.
    public var nauticalDawn: Date?
    /// The sun 6° below the horizon, rising.
    public var civilDawn: Date?
    /// Sunrise.
    public var sunrise: Date?
    /// The sun at its highest.
    public var solarNoon: Date?
    /// Sunset.
    public var sunset: Date?
    /// The sun 6° below the horizon, setting.
    public var civilDusk: Date?
    /// The sun 12° below the horizon, setting.
    public var nauticalDusk: Date?
    /// The sun 18° below the horizon, setting.
    public var astronomicalDusk: Date?
    /// The sun at its lowest.
    public var solarMidnight: Date?
}

/// When the moon rises and sets on a day, and its phase (WeatherKit's `MoonEvents`).
public struct MoonEvents: Sendable, Equatable, Codable {
    /// The phase.
    public var phase: MoonPhase
    /// Moonrise, if any.
    public var moonrise: Date?
    /// Moonset, if any.
    public var moonset: Date?
}
#endif
