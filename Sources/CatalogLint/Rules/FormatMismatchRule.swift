import Diagnostics
import L10n

/// `format-mismatch`: a translation's placeholders differ from the base's, or a format is broken.
struct FormatMismatchRule: LintRule {
    let description = RuleDescription(
        id: "format-mismatch",
        summary: "The placeholders differ from the base's: count, types, positions, or a broken specifier.",
        defaultSeverity: .error,
        rationale: """
            `String(format:)` reads its arguments by the placeholders of the translation. A `%d` where \
            the base has `%@`, a placeholder the base does not have, or an invalid one (`% publicacions`, \
            `%$11d`) prints garbage or crashes the app; a dropped placeholder hides a value (a warning); \
            `%d` against `%ld` shows wrong numbers above 2³¹ (a warning). Reordering with positions \
            (`%2$@ … %1$@`) is fine; mixing positional and plain placeholders, or skipping a position, \
            is not. Plural forms may leave out the number ("one file").
            """,
        triggering: [
            .strings(en: "\"n\" = \"%@ items\";\n", pl: "\"n\" = \"%d elementów\";\n"),
            .strings(en: "\"n\" = \"%@ of %@\";\n", pl: "\"n\" = \"%1$@ z %@\";\n"),
            .strings(en: "\"n\" = \"%@ posts\";\n", pl: "\"n\" = \"%@ wpisy %@\";\n"),
            .strings(en: "\"v\" = \"Version %1$@ (%2$lld)\";\n", pl: "\"v\" = \"Wersja %1$@ (%$11d)\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"n\" = \"%1$@ of %2$@\";\n", pl: "\"n\" = \"%2$@: %1$@\";\n"),
            .strings(en: "\"n\" = \"%lld%% done\";\n", pl: "\"n\" = \"%lld%% gotowe\";\n"),
            .strings(en: "\"p\" = \"100% sure\";\n", pl: "\"p\" = \"100 % pewne\";\n"),
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
                ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "jeden plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
            ]),
        ])

    func check(table: LocaleTable, base: LocaleTable?, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        if set.isBase(table) || base == nil || table.locale.isPseudoLanguage {
            return ownProblems(table)
        }
        guard let base else { return [] }
        var findings: [Diagnostic] = []
        for unit in table.units {
            guard let baseUnit = base.unit(for: unit.identity) else {
                findings += ownProblems(of: unit, locale: table.locale)
                continue
            }
            for (text, problem) in Self.compare(unit.value, with: baseUnit.value) {
                findings.append(description.finding(
                    problem.message, file: unit.file, at: text.position, locale: table.locale, key: unit.key, severity: problem.severity))
            }
        }
        return findings
    }

    /// Faults of formats checked on their own (the base, or a translation with no base unit).
    private func ownProblems(_ table: LocaleTable) -> [Diagnostic] {
        table.units.flatMap { ownProblems(of: $0, locale: table.locale) }
    }

    private func ownProblems(of unit: TranslationUnit, locale: LintLocale) -> [Diagnostic] {
        switch unit.value {
        case .text(let text):
            let format = FormatComparison.parse(text.value)
            guard FormatComparison.readsArguments(format), let problem = FormatComparison.ownProblem(format) else { return [] }
            return [description.finding(problem.message, file: unit.file, at: text.position, locale: locale, key: unit.key, severity: problem.severity)]
        case .plural(let plural):
            var findings: [Diagnostic] = []
            if let format = plural.format, let problem = FormatComparison.ownProblem(FormatComparison.parse(format.value)) {
                findings.append(description.finding(problem.message, file: unit.file, at: format.position, locale: locale, key: unit.key, severity: problem.severity))
            }
            for variable in plural.variables {
                let valueType = variable.valueType.flatMap { StringsdictInvalidRule.argumentType($0.value) }
                for form in variable.sortedForms {
                    let parsed = FormatComparison.parse(variable.formText(form.text.value))
                    for problem in FormatComparison.formProblems(baseForms: [parsed], form: parsed, valueType: valueType) {
                        findings.append(description.finding(problem.message, file: unit.file, at: form.text.position, locale: locale, key: unit.key, severity: problem.severity))
                    }
                }
            }
            return findings
        }
    }

    /// The problems of a translation's value against the base's, each with the text it is in.
    static func compare(_ value: UnitValue, with base: UnitValue) -> [(LocatedString, FormatComparison.Problem)] {
        switch (value, base) {
        case (.text(let text), .text(let baseText)):
            return FormatComparison.problems(
                base: FormatComparison.parseBase(baseText.value), translation: FormatComparison.parse(text.value), allowOmissions: false
            ).map { (text, $0) }
        case (.plural(let plural), .plural(let basePlural)):
            return comparePlural(plural, with: basePlural)
        case (.text(let text), .plural(let basePlural)):
            guard let baseText = basePlural.typedFormat else { return [] }
            return FormatComparison.problems(
                base: FormatComparison.parseBase(baseText), translation: FormatComparison.parse(text.value), allowOmissions: true
            ).map { (text, $0) }
        case (.plural(let plural), .text(let baseText)):
            guard let format = plural.format, let typed = plural.typedFormat else { return [] }
            return FormatComparison.problems(
                base: FormatComparison.parseBase(baseText.value), translation: FormatComparison.parse(typed), allowOmissions: true
            ).map { (format, $0) }
        }
    }

    private static func comparePlural(_ plural: PluralValue, with base: PluralValue) -> [(LocatedString, FormatComparison.Problem)] {
        var results: [(LocatedString, FormatComparison.Problem)] = []
        if let format = plural.format, let typed = plural.typedFormat, let baseTyped = base.typedFormat {
            results += FormatComparison.problems(
                base: FormatComparison.parseBase(baseTyped), translation: FormatComparison.parse(typed), allowOmissions: false
            ).map { (format, $0) }
        }
        let baseArguments = base.typedFormat.flatMap(FormatComparison.parseBase)?.arguments ?? []
        for variable in plural.variables {
            guard let baseVariable = base.variables.first(where: { $0.name == variable.name })
                ?? (base.variables.count == 1 && plural.variables.count == 1 ? base.variables.first : nil) else { continue }
            let baseForms = baseVariable.sortedForms.map { FormatComparison.parseBase(baseVariable.formText($0.text.value)) }
            let valueType = (variable.valueType ?? baseVariable.valueType).flatMap { StringsdictInvalidRule.argumentType($0.value) }
            for form in variable.sortedForms {
                results += FormatComparison.formProblems(
                    baseForms: baseForms, baseArguments: baseArguments,
                    form: FormatComparison.parse(variable.formText(form.text.value)), valueType: valueType
                ).map { (form.text, $0) }
            }
        }
        return results
    }
}

extension PluralValue {
    /// The format with each `%#@name@` written as the conversion of its value type (`%#@files@` with
    /// value type `ld` → `%ld`, `%1$#@v@` → `%1$d`), so argument types compare directly; without a
    /// format (a String Catalog plural), the `other` form.
    var typedFormat: String? {
        guard let format else { return variables.first.flatMap { variable in variable.forms[.other].map { variable.formText($0.value) } } }
        var text = format.value
        for variable in variables where text.contains("#@\(variable.name)@") {
            let spec = variable.valueType?.value ?? "d"
            text = text.replacingEvery("#@\(variable.name)@", with: spec.hasPrefix("%") ? String(spec.dropFirst()) : spec)
        }
        return text
    }
}

extension String {
    /// Every occurrence of `target` replaced (without Foundation).
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension StringsdictVariable {
    /// A form's text as a format: String Catalogs write the substitution's own argument as `%arg`,
    /// which stands for its format specifier (`%lld`).
    func formText(_ text: String) -> String {
        guard text.contains("%arg") else { return text }
        let specifier = valueType?.value ?? "@"
        return text.replacingEvery("%arg", with: specifier.hasPrefix("%") ? specifier : "%" + specifier)
    }
}
