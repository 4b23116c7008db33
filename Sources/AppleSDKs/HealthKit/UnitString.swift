#if os(Linux)
@_exported import Foundation

/// Reads HealthKit's unit strings: names of units (`kg`, `count`, `min`, `degC`), joined by `*`
/// and `/` (everything after a `/` is the denominator, as in `mL/kg*min`), raised with `^`
/// (`m/s^2`), and grouped with parentheses (`mL/(kg*min)`).
enum UnitString {
    /// The unit `string` writes, or nil if it names an unknown unit or is malformed.
    static func parse(_ string: String) -> HKUnit? {
        var tokens = tokenize(string)[...]
        guard let unit = quotient(&tokens), tokens.isEmpty else { return nil }
        return unit
    }

    private static func tokenize(_ string: String) -> [String] {
        var tokens: [String] = []
        var name = ""
        for character in string where character != " " {
            if "*/^()·".contains(character) {
                if !name.isEmpty { tokens.append(name) }
                name = ""
                tokens.append(character == "·" ? "*" : String(character))
            } else {
                name.append(character)
            }
        }
        if !name.isEmpty { tokens.append(name) }
        return tokens
    }

    private static func quotient(_ tokens: inout ArraySlice<String>) -> HKUnit? {
        guard var unit = product(&tokens) else { return nil }
        while tokens.first == "/" {
            tokens.removeFirst()
            guard let denominator = product(&tokens) else { return nil }
            unit = unit.unitDivided(by: denominator)
        }
        return unit
    }

    private static func product(_ tokens: inout ArraySlice<String>) -> HKUnit? {
        guard var unit = power(&tokens) else { return nil }
        while tokens.first == "*" {
            tokens.removeFirst()
            guard let next = power(&tokens) else { return nil }
            unit = unit.unitMultiplied(by: next)
        }
        return unit
    }

    private static func power(_ tokens: inout ArraySlice<String>) -> HKUnit? {
        guard let unit = atom(&tokens) else { return nil }
        guard tokens.first == "^" else { return unit }
        tokens.removeFirst()
        guard let exponent = tokens.popFirst().flatMap({ Int($0) }) else { return nil }
        return unit.unitRaised(toPower: exponent)
    }

    private static func atom(_ tokens: inout ArraySlice<String>) -> HKUnit? {
        guard let token = tokens.popFirst() else { return nil }
        if token == "(" {
            guard let unit = quotient(&tokens), tokens.popFirst() == ")" else { return nil }
            return unit
        }
        return named(token)
    }

    /// Units named as a whole.
    private static let whole: [String: HKUnit] = [
        "count": .count(), "%": .percent(), "in": .inch(), "ft": .foot(), "yd": .yard(), "mi": .mile(), "oz": .ounce(),
        "lb": .pound(), "st": .stone(), "min": .minute(), "hr": .hour(), "d": .day(), "kcal": .kilocalorie(),
        "Cal": .largeCalorie(), "cal": .smallCalorie(), "fl_oz_us": .fluidOunceUS(), "fl_oz_imp": .fluidOunceImperial(),
        "cup_us": .cupUS(), "degC": .degreeCelsius(), "degF": .degreeFahrenheit(), "K": .kelvin(), "mmHg": .millimeterOfMercury(),
        "dBASPL": .decibelAWeightedSoundPressureLevel(), "dBHL": .decibelHearingLevel(), "IU": .internationalUnit(),
    ]

    /// Units that take a metric prefix, by symbol.
    private static let prefixable: [String: @Sendable (HKMetricPrefix) -> HKUnit] = [
        "m": HKUnit.meterUnit(with:), "g": HKUnit.gramUnit(with:), "s": HKUnit.secondUnit(with:), "J": HKUnit.jouleUnit(with:),
        "L": HKUnit.literUnit(with:), "l": HKUnit.literUnit(with:), "Pa": HKUnit.pascalUnit(with:),
        "Hz": { HKUnit("\($0.symbol)Hz", dimensions: ["s": -1], factor: $0.factor) },
        "W": { HKUnit("\($0.symbol)W", dimensions: ["J": 1, "s": -1], factor: $0.factor) },
    ]

    private static func named(_ name: String) -> HKUnit? {
        if let unit = whole[name] { return unit }
        if let make = prefixable[name] { return make(.none) }
        // Longer prefixes first, so that "mcg" is micrograms and "dag" decagrams.
        let prefixes = [HKMetricPrefix.micro, .deca] + [.pico, .nano, .milli, .centi, .deci, .hecto, .kilo, .mega, .giga, .tera, .femto]
        for prefix in prefixes where name.hasPrefix(prefix.symbol) {
            if let make = prefixable[String(name.dropFirst(prefix.symbol.count))] { return make(prefix) }
        }
        return nil
    }
}
#endif
