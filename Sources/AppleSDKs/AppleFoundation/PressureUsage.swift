#if os(Linux)
@_exported import Foundation

extension MeasurementFormatUnitUsage where UnitType == UnitPressure {
    /// Air pressure in a weather forecast (Foundation's `barometric`): the locale's unit for it,
    /// inches of mercury in the United States and hectopascals in most other places.
    public static var barometric: Self { Self(icuUsage: "baromtrc") }
}
#endif
