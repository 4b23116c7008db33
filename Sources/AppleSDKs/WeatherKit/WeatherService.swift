#if os(Linux)
@_exported import Foundation
// `import WeatherKit` brings `CLLocation`, which its API takes.
@_exported import StandInCoreLocation

/// An error WeatherKit returns (WeatherKit's `WeatherError`).
public enum WeatherError: LocalizedError, Sendable {
    /// The app may not use WeatherKit: what a preview gets, as it runs unsigned and without
    /// the WeatherKit capability.
    case permissionDenied
    /// Something else failed.
    case unknown

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "Permission denied."
        case .unknown: "An unknown error occurred."
        }
    }
    /// Why it failed.
    public var failureReason: String? {
        switch self {
        case .permissionDenied: "The app is not allowed to use WeatherKit."
        case .unknown: nil
        }
    }
    /// What to read for help: nothing.
    public var helpAnchor: String? { nil }
    /// How to recover: nothing to suggest.
    public var recoverySuggestion: String? { nil }
}

/// Gets weather data (WeatherKit's `WeatherService`): a preview reaches no weather service, so
/// every request and the attribution throw `WeatherError.permissionDenied` (a view shows its
/// error state).
public final class WeatherService: Sendable {
    /// The shared service.
    public static let shared = WeatherService()
    /// A service.
    public init() {}

    /// The weather at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.permissionDenied }

    /// One data set at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather<T: Sendable>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.permissionDenied
    }

    /// Two data sets at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather<T1: Sendable, T2: Sendable>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                                    _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw WeatherError.permissionDenied
    }

    /// Three data sets at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather<T1: Sendable, T2: Sendable, T3: Sendable>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>
    ) async throws -> (T1, T2, T3) {
        throw WeatherError.permissionDenied
    }

    /// Four data sets at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather<T1: Sendable, T2: Sendable, T3: Sendable, T4: Sendable>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
        _ dataSet4: WeatherQuery<T4>
    ) async throws -> (T1, T2, T3, T4) {
        throw WeatherError.permissionDenied
    }

    /// Five data sets at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather<T1: Sendable, T2: Sendable, T3: Sendable, T4: Sendable, T5: Sendable>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
        _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>
    ) async throws -> (T1, T2, T3, T4, T5) {
        throw WeatherError.permissionDenied
    }

    /// Six data sets at `location`: throws `WeatherError.permissionDenied` in a preview.
    public func weather<T1: Sendable, T2: Sendable, T3: Sendable, T4: Sendable, T5: Sendable, T6: Sendable>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
        _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>, _ dataSet6: WeatherQuery<T6>
    ) async throws -> (T1, T2, T3, T4, T5, T6) {
        throw WeatherError.permissionDenied
    }

    /// The attribution apps must show (the Apple Weather mark and legal page): throws
    /// `WeatherError.permissionDenied` in a preview.
    public var attribution: WeatherAttribution {
        get async throws { throw WeatherError.permissionDenied }
    }
}

/// A data set to request (WeatherKit's `WeatherQuery`), such as `.current` or `.daily`.
public struct WeatherQuery<T>: Sendable {
    /// Which data set, and the dates asked for.
    let dataSet: String
    let interval: DateInterval?

    init(_ dataSet: String, interval: DateInterval? = nil) {
        self.dataSet = dataSet
        self.interval = interval
    }
}

extension WeatherQuery where T == CurrentWeather {
    /// The current weather.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery("current") }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    /// The next hour, minute by minute (nil where not available).
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery("minute") }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery("hourly") }
    /// The hours from `startDate` (included) to `endDate` (excluded).
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<T> {
        WeatherQuery("hourly", interval: DateInterval(start: min(startDate, endDate), end: max(startDate, endDate)))
    }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The daily forecast: ten days from today.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery("daily") }
    /// The days whose midnight is from `startDate` (included) to `endDate` (excluded).
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<T> {
        WeatherQuery("daily", interval: DateInterval(start: min(startDate, endDate), end: max(startDate, endDate)))
    }
}

extension WeatherQuery where T == [WeatherAlert]? {
    /// The severe weather alerts (nil where not available).
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery("alerts") }
}

extension WeatherQuery where T == WeatherAvailability {
    /// Which data sets the location has.
    public static var availability: WeatherQuery<WeatherAvailability> { WeatherQuery("availability") }
}

/// What apps must show of the weather data's provider (WeatherKit's `WeatherAttribution`); a
/// preview gets none, as `WeatherService.attribution` throws.
public struct WeatherAttribution: Sendable {
    /// The provider's name.
    public var serviceName: String
    /// The legal attribution page.
    public var legalPageURL: URL
    /// The combined “Apple Weather” mark for light backgrounds.
    public var combinedMarkLightURL: URL
    /// The combined “Apple Weather” mark for dark backgrounds.
    public var combinedMarkDarkURL: URL
    /// The square Apple Weather mark.
    public var squareMarkURL: URL
    /// The legal attribution as text, for apps that cannot show the page.
    public let legalAttributionText: String
}
#endif
