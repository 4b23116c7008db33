#if os(Linux)
@_exported import Foundation
import StandInCoreLocation
import StandInUIKit
import SwiftUI

/// Writes distances for people (MapKit's `MKDistanceFormatter`), really: in the formatter's locale
/// (the render's when left unset), by Foundation's `MeasurementFormatter` (ICU's unit formatter).
/// The unit is the locale's for roads — kilometres and metres, miles and feet in the United
/// States, miles and yards in the United Kingdom — unless `units` says otherwise, and the number
/// is rounded as Maps rounds it: metres and yards to 10, feet to 50, kilometres and miles to a
/// tenth below 10 and to a whole number above. `.default` spells imperial units out ("150 feet")
/// and abbreviates metric ones ("40 m"), as MapKit does in English.
open class MKDistanceFormatter: Formatter, @unchecked Sendable {
    /// Which units a formatter writes (MapKit's `MKDistanceFormatter.Units`).
    public enum Units: UInt, Sendable, Hashable {
        /// The locale's.
        case `default`
        /// Kilometres and metres.
        case metric
        /// Miles and feet.
        case imperial
        /// Miles and yards.
        case imperialWithYards
    }

    /// How units are written (MapKit's `MKDistanceFormatter.DistanceUnitStyle`).
    public enum DistanceUnitStyle: UInt, Sendable, Hashable {
        /// As the locale's language writes them.
        case `default`
        /// Abbreviated ("km", "ft").
        case abbreviated
        /// Spelled out ("kilometers", "feet").
        case full
    }

    /// The locale the distances are written in; the render's when nil.
    open var locale: Locale!
    /// Which units are written.
    open var units = Units.default
    /// How the units are written.
    open var unitStyle = DistanceUnitStyle.default

    /// A formatter in the render's locale, with its units.
    public override init() { super.init() }

    /// A formatter decoded from an archive.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `distance` (in metres) written for people, as `string(fromDistance:)` in MapKit.
    open func string(fromDistance distance: CLLocationDistance) -> String {
        let (value, unit) = Self.rounded(abs(distance), in: resolvedUnits)
        let formatter = MeasurementFormatter()
        formatter.locale = locale
        formatter.unitOptions = .providedUnit
        let spelledOut = unitStyle == .full || (unitStyle == .default && unit != .meters && unit != .kilometers)
        formatter.unitStyle = spelledOut ? .long : .medium
        return formatter.string(from: Measurement(value: value, unit: unit))
    }

    /// The distance in metres a string such as "1.5 km" or "350 ft" writes; 0 when it writes none
    /// (MapKit's `distance(from:)`). The decimal and grouping separators are the formatter's locale's.
    open func distance(from distance: String) -> CLLocationDistance {
        let separator = displayLocale.decimalSeparator ?? ".", grouping = displayLocale.groupingSeparator ?? ","
        let number = distance.prefix { $0.isNumber || $0.isWhitespace || [separator, grouping].contains(String($0)) }
        let digits = number.filter { !$0.isWhitespace && String($0) != grouping }.replacingOccurrences(of: separator, with: ".")
        guard let value = Double(digits) else { return 0 }
        let word = distance.dropFirst(number.count).trimmingCharacters(in: .whitespaces).lowercased()
        let metres: [(prefix: String, metres: Double)] = [("km", 1000), ("kilomet", 1000), ("mi", 1609.344), ("ft", 0.3048),
                                                          ("feet", 0.3048), ("foot", 0.3048), ("yd", 0.9144), ("yard", 0.9144), ("m", 1)]
        return value * (metres.first { word.hasPrefix($0.prefix) }?.metres ?? 1)
    }

    /// Distances given as numbers are written; anything else is not.
    open override func string(for obj: Any?) -> String? {
        guard let metres = obj as? CLLocationDistance else { return nil }
        return string(fromDistance: metres)
    }

    /// The locale written in: the one set, else the render's.
    private var displayLocale: Locale {
        guard let locale, locale.identifier != Locale.current.identifier else { return RenderLocale.current }
        return locale
    }

    /// The units written: those set, else the locale's for roads.
    private var resolvedUnits: Units {
        guard units == .default else { return units }
        switch displayLocale.measurementSystem {
        case .us: return .imperial
        case .uk: return .imperialWithYards
        default: return .metric
        }
    }

    /// `metres` in the unit `units` writes it in, rounded as Maps rounds it.
    static func rounded(_ metres: Double, in units: Units) -> (Double, UnitLength) {
        func round(_ value: Double, to step: Double) -> Double { (value / step).rounded() * step }
        switch units {
        case .imperial, .imperialWithYards:
            let miles = metres / 1609.344
            if miles >= 0.1 { return (round(miles, to: miles < 9.95 ? 0.1 : 1), .miles) }
            return units == .imperial ? (round(metres / 0.3048, to: 50), .feet) : (round(metres / 0.9144, to: 10), .yards)
        case .metric, .default:
            let rounded = round(metres, to: 10)
            if rounded < 1000 { return (rounded, .meters) }
            let kilometres = metres / 1000
            return (round(kilometres, to: kilometres < 9.95 ? 0.1 : 1), .kilometers)
        }
    }
}
#endif
