import Foundation
import StandInAppleFoundation
import SwiftUI
import Testing

/// `Measurement.formatted`, `.measurement(width:usage:)` and `MeasurementFormatter` write as on
/// Apple platforms, in the render's locale.
@Suite struct MeasurementFormattingTests {
    private let distance = Measurement(value: 5, unit: UnitLength.kilometers)

    @Test func aMeasurementAsProvidedKeepsItsUnitInEveryWidth() {
        #expect(inLocale("en") { distance.formatted(.measurement(width: .abbreviated, usage: .asProvided)) } == "5 km")
        #expect(inLocale("en") { distance.formatted(.measurement(width: .wide, usage: .asProvided)) } == "5 kilometers")
        #expect(inLocale("de") { distance.formatted(.measurement(width: .wide, usage: .asProvided)) } == "5 Kilometer")
    }

    @Test func theGeneralUsageConvertsToTheLocalesUnit() {
        let miles = inLocale("en-US") { distance.formatted() }
        #expect(miles.hasSuffix("mi"), "\(miles)")
        #expect(inLocale("de-DE") { distance.formatted() } == "5 km")
        let warm = Measurement(value: 20, unit: UnitTemperature.celsius)
        #expect(inLocale("en-US") { warm.formatted(.measurement(width: .abbreviated, usage: .weather)) } == "68°F")
    }

    @Test func aLiquidIsWrittenInTheLocalesUnitForDrinks() {
        let glass = Measurement(value: 250, unit: UnitVolume.milliliters)
        #expect(inLocale("de") { glass.formatted(.measurement(width: .abbreviated, usage: .liquid)) } == "250\u{A0}ml")
        // ICU's preference for fluids in the United States: cups.
        #expect(inLocale("en-US") { glass.formatted(.measurement(width: .abbreviated, usage: .liquid)) } == "1.1 c")
    }

    @Test func anExplicitLocaleWins() {
        let style = Measurement<UnitMass>.FormatStyle(width: .wide, locale: Locale(identifier: "fr_FR"), usage: .asProvided)
        // French puts a no-break space between the number and the unit.
        #expect(inLocale("en") { style.format(Measurement(value: 2, unit: UnitMass.kilograms)) } == "2\u{A0}kilogrammes")
    }

    @Test func aMeasurementFormatterWritesInItsStyle() {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .long
        #expect(inLocale("en") { formatter.string(from: Measurement(value: 3, unit: UnitVolume.liters)) } == "3 liters")
    }

    @Test func aUnitICUDoesNotKnowIsWrittenWithItsSymbol() {
        let custom = UnitLength(symbol: "furlong", converter: UnitConverterLinear(coefficient: 201.168))
        #expect(inLocale("en") { Measurement(value: 2, unit: custom).formatted() } == "2 furlong")
    }
}
