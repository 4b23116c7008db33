import L10n

/// Turns one language's content of a String Catalog entry into units: a plain unit, plural
/// variations (with or without substitutions), and one unit per device case.
enum StringCatalogUnits {
    static func units(of content: XCStringsContent, key: String, file: String, position: TextPosition,
                      variant: String? = nil) -> [TranslationUnit] {
        if let devices = content.variations?.device, variant == nil {
            return devices.flatMap { device in
                units(of: device.content, key: key, file: file, position: device.position, variant: device.name)
            }
        }
        let unit = TranslationUnit(
            key: key, variant: variant, file: file, position: position,
            value: value(of: content, position: position), comment: nil, state: state(of: content))
        return [unit]
    }

    private static func value(of content: XCStringsContent, position: TextPosition) -> UnitValue {
        if let substitutions = content.substitutions, !substitutions.isEmpty {
            let format = content.stringUnit.map { LocatedString($0.value, at: $0.valuePosition) }
            let variables = substitutions.map { substitution in
                StringsdictVariable(
                    name: substitution.name, position: substitution.position,
                    specType: LocatedString(StringsdictKeys.pluralRuleType, at: substitution.position),
                    valueType: substitution.formatSpecifier.map { LocatedString($0, at: substitution.position) },
                    forms: forms(of: substitution.variations))
            }
            return .plural(PluralValue(format: format, variables: variables, isStringsdict: false))
        }
        if let variations = content.variations, variations.plural != nil {
            let variable = StringsdictVariable(
                name: "", position: variations.position, specType: nil, valueType: nil, forms: forms(of: variations))
            return .plural(PluralValue(format: nil, variables: [variable], isStringsdict: false))
        }
        if let unit = content.stringUnit {
            return .text(LocatedString(unit.value, at: unit.valuePosition))
        }
        return .text(LocatedString("", at: position))
    }

    /// The plural forms of variations by category (cases that are not categories are ignored here).
    private static func forms(of variations: XCStringsVariations?) -> [PluralCategory: LocatedString] {
        var forms: [PluralCategory: LocatedString] = [:]
        for variation in variations?.plural ?? [] {
            guard let category = variation.category, let unit = variation.content.stringUnit else { continue }
            forms[category] = LocatedString(unit.value, at: unit.valuePosition)
        }
        return forms
    }

    /// The least finished state among the content's units (`new` before `needs_review` before `stale`).
    private static func state(of content: XCStringsContent) -> String? {
        var states: [String] = []
        collectStates(content, into: &states)
        for worst in ["new", "needs_review", "stale"] where states.contains(worst) { return worst }
        return states.first
    }

    private static func collectStates(_ content: XCStringsContent, into states: inout [String]) {
        if let state = content.stringUnit?.state { states.append(state) }
        for variation in (content.variations?.plural ?? []) + (content.variations?.device ?? []) {
            collectStates(variation.content, into: &states)
        }
        for substitution in content.substitutions ?? [] {
            for variation in substitution.variations?.plural ?? [] { collectStates(variation.content, into: &states) }
        }
    }
}
