#if os(Linux)
@_exported import Foundation
import StandInCoreLocation

// The weather WeatherKit returns. As on a device, apps cannot make these values (their
// initializers are internal); a preview gets none, as every request throws.

/// All the weather asked for at a location (WeatherKit's `Weather`).
public struct Weather: Sendable, Equatable, Codable {
    /// The current weather.
    public var currentWeather: CurrentWeather
    /// The next hour, minute by minute, where available.
    public var minuteForecast: Forecast<MinuteWeather>?
    /// The hourly forecast.
    public var hourlyForecast: Forecast<HourWeather>
    /// The daily forecast.
    public var dailyForecast: Forecast<DayWeather>
    /// The severe weather alerts, where available.
    public var weatherAlerts: [WeatherAlert]?
    /// Which data sets the location has.
    public var availability: WeatherAvailability
}

/// The conditions now at a location (WeatherKit's `CurrentWeather`).
public struct CurrentWeather: Sendable, Equatable, Codable {
    /// When they were observed.
    public var date: Date
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// The feels-like temperature, with wind and humidity.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0 to 1.
    public var humidity: Double
    /// The sky covered by clouds, 0 to 1.
    public var cloudCover: Double
    /// The condition.
    public var condition: WeatherCondition
    /// The SF Symbol of the condition at this time of day.
    public var symbolName: String
    /// Whether it is daytime.
    public var isDaylight: Bool
    /// The precipitation falling, per hour.
    public var precipitationIntensity: Measurement<UnitSpeed>
    /// The sea level air pressure.
    public var pressure: Measurement<UnitPressure>
    /// How the pressure changes.
    public var pressureTrend: PressureTrend
    /// The UV index.
    public var uvIndex: UVIndex
    /// How far one can see.
    public var visibility: Measurement<UnitLength>
    /// The wind.
    public var wind: Wind
    /// About the data.
    public var metadata: WeatherMetadata
}

/// The weather of one day (WeatherKit's `DayWeather`).
public struct DayWeather: Sendable, Equatable, Codable {
    /// The start of the day.
    public var date: Date
    /// The condition.
    public var condition: WeatherCondition
    /// The SF Symbol of the condition.
    public var symbolName: String
    /// The daytime high.
    public var highTemperature: Measurement<UnitTemperature>
    /// The overnight low.
    public var lowTemperature: Measurement<UnitTemperature>
    /// The form of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    /// The liquid equivalent of all precipitation.
    public var precipitationAmount: Measurement<UnitLength>
    /// The rain.
    public var rainfallAmount: Measurement<UnitLength>
    /// The snow's depth.
    public var snowfallAmount: Measurement<UnitLength>
    /// The solar events.
    public var sun: SunEvents
    /// The lunar events.
    public var moon: MoonEvents
    /// The highest UV index.
    public var uvIndex: UVIndex
    /// The wind.
    public var wind: Wind
}

/// The weather of one hour (WeatherKit's `HourWeather`).
public struct HourWeather: Sendable, Equatable, Codable {
    /// The start of the hour.
    public var date: Date
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// The feels-like temperature.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0 to 1.
    public var humidity: Double
    /// The sky covered by clouds, 0 to 1.
    public var cloudCover: Double
    /// The condition.
    public var condition: WeatherCondition
    /// The SF Symbol of the condition at this hour.
    public var symbolName: String
    /// Whether it is daytime.
    public var isDaylight: Bool
    /// The form of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    /// The liquid equivalent of all precipitation in the hour.
    public var precipitationAmount: Measurement<UnitLength>
    /// The snow's depth in the hour.
    public var snowfallAmount: Measurement<UnitLength>
    /// The sea level air pressure.
    public var pressure: Measurement<UnitPressure>
    /// How the pressure changes.
    public var pressureTrend: PressureTrend
    /// The UV index.
    public var uvIndex: UVIndex
    /// How far one can see.
    public var visibility: Measurement<UnitLength>
    /// The wind.
    public var wind: Wind
}

/// The precipitation of one minute (WeatherKit's `MinuteWeather`).
public struct MinuteWeather: Sendable, Equatable, Codable {
    /// The start of the minute.
    public var date: Date
    /// The form of precipitation.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0 to 1.
    public var precipitationChance: Double
    /// The precipitation falling, per hour.
    public var precipitationIntensity: Measurement<UnitSpeed>
}

/// A minute, hourly or daily forecast (WeatherKit's `Forecast`): a collection of its periods.
public struct Forecast<Element: Codable & Equatable & Sendable>: RandomAccessCollection, Sendable, Equatable, Codable {
    /// The periods, in order.
    public var forecast: [Element]
    /// About the data.
    public var metadata: WeatherMetadata
    /// The first period's position.
    public var startIndex: Int { forecast.startIndex }
    /// The position after the last period.
    public var endIndex: Int { forecast.endIndex }
    /// The period at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast where Element == MinuteWeather {
    /// A summary of the next hour's precipitation.
    public var summary: String { forecast.contains { $0.precipitation != .none } ? "Precipitation expected." : "No precipitation expected." }
}

/// About weather data: where, when, and until when it holds (WeatherKit's `WeatherMetadata`).
public struct WeatherMetadata: Sendable, Equatable, Codable {
    /// When the data was requested.
    public var date: Date
    /// When the data expires.
    public var expirationDate: Date
    /// Where it was requested.
    public var location: CLLocation { CLLocation(latitude: latitude, longitude: longitude) }
    let latitude: CLLocationDegrees
    let longitude: CLLocationDegrees
}

/// A weather alert from a government authority (WeatherKit's `WeatherAlert`).
public struct WeatherAlert: Sendable, Equatable, Codable {
    /// The page with the details (show it for attribution).
    public var detailsURL: URL
    /// Who issued it (show it for attribution).
    public var source: String
    /// The kind of event.
    public var summary: String
    /// The area affected.
    public var region: String?
    /// How severe it is.
    public var severity: WeatherSeverity
    /// About the data.
    public var metadata: WeatherMetadata
}

/// Which data sets a location has (WeatherKit's `WeatherAvailability`).
public struct WeatherAvailability: Sendable, Equatable, Codable {
    /// Whether a data set is available (WeatherKit's `WeatherAvailability.AvailabilityKind`).
    public enum AvailabilityKind: String, Sendable, Equatable, Hashable, Codable {
        /// Available.
        case available
        /// Supported, but not available now.
        case temporarilyUnavailable
        /// Not supported at the location.
        case unsupported
        /// Not known.
        case unknown
    }
    /// The weather alerts.
    public var alertAvailability: AvailabilityKind
    /// The minute forecast.
    public var minuteAvailability: AvailabilityKind
}
#endif
