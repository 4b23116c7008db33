import Diagnostics
import L10n

/// `format-mismatch`: a translation's placeholders differ from the base's, or a format is broken.
struct FormatMismatchRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 90

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
            // Each plural form keeps the placeholders of the base's form: the '%' of %2$@ was lost.
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%1$#@n@", forms: ["one": "%1$d post on %2$@", "other": "%1$d posts on %2$@"])),
                ("tr.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%1$#@n@", forms: ["one": "%1$d gönderi, 2$@", "other": "%1$d gönderi ve 2$@"])),
            ]),
            // The 'other' form must show the count where the base's does.
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
                ("fi.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "Yksi tiedosto", "other": "tiedostoa"])),
            ]),
            .strings(en: "\"n\" = \"%@ of %@\";\n", pl: "\"n\" = \"%1$@ z %@\";\n"),
            .strings(en: "\"n\" = \"%@ posts\";\n", pl: "\"n\" = \"%@ wpisy %@\";\n"),
            .strings(en: "\"v\" = \"Version %1$@ (%2$lld)\";\n", pl: "\"v\" = \"Wersja %1$@ (%$11d)\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"n\" = \"%1$@ of %2$@\";\n", pl: "\"n\" = \"%2$@: %1$@\";\n"),
            // Storyboard texts are never formats.
            RuleExample([
                ("en.lproj/Main.strings", "\"Lbh-J2-qVU.title\" = \"%-a of the display\";\n"),
                ("hu.lproj/Main.strings", "\"Lbh-J2-qVU.title\" = \"%-a a kijelzõnek\";\n"),
            ]),
            .strings(en: "\"n\" = \"%lld%% done\";\n", pl: "\"n\" = \"%lld%% gotowe\";\n"),
            .strings(en: "\"p\" = \"100% sure\";\n", pl: "\"p\" = \"100 % pewne\";\n"),
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
                ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "jeden plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let base = pair.base, !pair.isBase, !table.locale.isPseudoLanguage else {
            return table.units.filter { !Self.isInterfaceText($0, base: pair.base) }.flatMap { ownProblems(of: $0, locale: table.locale) }
        }
        var findings: [Diagnostic] = []
        for offset in table.units.indices {
            // Texts of storyboards and XIBs are shown as they are, never passed to String(format:).
            guard let baseOffset = pair.counterpart(of: offset) else {
                if Self.isInterfaceText(table.units[offset], base: base) { continue }
                findings += ownProblems(of: table.units[offset], locale: table.locale)
                continue
            }
            if base.facts[baseOffset].isInterfaceText { continue }
            let problems = Self.compare(table.units[offset].value, with: base.table.units[baseOffset].value, formats: base.facts[baseOffset].formats)
            guard !problems.isEmpty else { continue }
            let unit = table.units[offset]
            for (text, problem) in problems {
                findings.append(description.finding(
                    problem.message, file: unit.file, at: text.position, locale: table.locale, key: unit.key, severity: problem.severity))
            }
        }
        return findings
    }

    /// Whether `unit` is the text of a storyboard or XIB object (`Lbh-J2-qVU.title`): Xcode's
    /// generated id shape, or an id of the base's interface file, or Xcode's `ObjectID` comment.
    static func isInterfaceText(_ unit: TranslationUnit, base: BaseTable?) -> Bool {
        isInterfaceText(unit, hasInterfaceFile: !(base?.implicitKeys.objectIDs.isEmpty ?? true) || base?.implicitKeys.acceptsAnyInterfaceKey == true)
    }

    /// The same, knowing whether the table's base is an interface file.
    static func isInterfaceText(_ unit: TranslationUnit, hasInterfaceFile: Bool) -> Bool {
        guard InterfaceBuilderKey.objectID(of: unit.key) != nil else { return false }
        return hasInterfaceFile || InterfaceBuilderKey.hasGeneratedObjectID(unit.key) || InterfaceBuilderKey.isInterfaceComment(unit.comment)
    }

    /// Faults of a format checked on its own (in the base, or a translation with no base unit).
    private func ownProblems(of unit: TranslationUnit, locale: LintLocale) -> [Diagnostic] {
        switch unit.value {
        case .text(let text):
            let format = ParsedFormat(text.value)
            guard format.readsArguments, let problem = FormatComparison.ownProblem(format) else { return [] }
            return [description.finding(problem.message, file: unit.file, at: text.position, locale: locale, key: unit.key, severity: problem.severity)]
        case .plural(let plural):
            var findings: [Diagnostic] = []
            if let format = plural.format, let problem = FormatComparison.ownProblem(ParsedFormat(format.value)) {
                findings.append(description.finding(problem.message, file: unit.file, at: format.position, locale: locale, key: unit.key, severity: problem.severity))
            }
            for variable in plural.variables {
                let valueType = variable.valueType.flatMap { StringsdictInvalidRule.argumentType($0.value) }
                for form in variable.sortedForms {
                    let parsed = ParsedFormat(variable.formText(form.text.value))
                    let positional = FormatComparison.positionalPlaceholders(baseForms: [parsed])
                    for problem in FormatComparison.formProblems(positional: positional, form: parsed, valueType: valueType) {
                        findings.append(description.finding(problem.message, file: unit.file, at: form.text.position, locale: locale, key: unit.key, severity: problem.severity))
                    }
                }
            }
            return findings
        }
    }

    /// The problems of a translation's value against the base's, each with the text it is in;
    /// `formats` are the base value's, parsed once for all locales.
    static func compare(_ value: UnitValue, with base: UnitValue, formats: BaseFormats) -> [(LocatedString, FormatComparison.Problem)] {
        switch (value, base) {
        case (.text(let text), .text(let baseText)):
            // An empty translation is empty-value's finding, not a dropped placeholder (against a
            // base without placeholders it has no problem anyway: asked only when the base has some).
            if formats.format.readsArguments, text.value.isBlank { return [] }
            // A copy of the base's text (left untranslated) has the base's parse.
            return FormatComparison.problems(
                base: formats.format, translation: text.value == baseText.value ? formats.format : ParsedFormat(text.value), allowOmissions: false
            ).map { (text, $0) }
        case (.plural(let plural), .plural(let basePlural)):
            return comparePlural(plural, with: basePlural, formats: formats)
        case (.text(let text), .plural):
            guard formats.hasTypedFormat else { return [] }
            return FormatComparison.problems(
                base: formats.format, translation: ParsedFormat(text.value), allowOmissions: true
            ).map { (text, $0) }
        case (.plural(let plural), .text):
            guard let format = plural.format, let typed = plural.typedFormat else { return [] }
            return FormatComparison.problems(
                base: formats.format, translation: ParsedFormat(typed), allowOmissions: true
            ).map { (format, $0) }
        }
    }

    private static func comparePlural(_ plural: PluralValue, with base: PluralValue, formats: BaseFormats) -> [(LocatedString, FormatComparison.Problem)] {
        var results: [(LocatedString, FormatComparison.Problem)] = []
        // A `.stringsdict` value type that differs from the base's is stringsdict-invalid's finding:
        // the format is compared as if it had the base's, so the one fault is reported once.
        let typed = plural.isStringsdict ? plural.typedFormat(valueTypesFrom: base) : plural.typedFormat
        if let format = plural.format, let typed, formats.hasTypedFormat {
            let parsed = typed == formats.typedFormat ? formats.format : ParsedFormat(typed)
            // A `%#@name@` with no definition is reported by stringsdict-invalid or xcstrings-invalid.
            if !(parsed?.placeholders.contains(where: { $0.argumentType == .pluralVariable }) ?? false) {
                results += FormatComparison.problems(base: formats.format, translation: parsed, allowOmissions: false).map { (format, $0) }
            }
        }
        // A broken format (`%#@v1@ %#@v1@` for `%1$d %#@v1@`) is the fault; what its forms then
        // leave out follows from it.
        let formatIsBroken = !results.isEmpty
        // Parsed only when a form leaves something out (rare).
        var shownOutside: Set<Int>?
        for variable in plural.variables {
            guard let baseIndex = base.variables.firstIndex(where: { $0.name == variable.name })
                ?? (base.variables.count == 1 && plural.variables.count == 1 ? 0 : nil) else { continue }
            let baseVariable = base.variables[baseIndex]
            var valueType = (variable.valueType ?? baseVariable.valueType).flatMap { StringsdictInvalidRule.argumentType($0.value) }
            // A String Catalog plural of the whole string has no value type: its count is read as
            // the base's `other` form reads it (its first integer).
            if valueType == nil, plural.format == nil, let baseOther = baseVariable.forms[.other]?.value {
                valueType = FormatString(baseOther).arguments.first { $0.type.family == .integer }?.type
            }
            let baseForms = baseIndex < formats.formArguments.count ? formats.formArguments[baseIndex] : [:]
            let baseParsed = baseIndex < formats.parsedForms.count ? formats.parsedForms[baseIndex] : [:]
            for form in variable.sortedForms {
                let text = variable.formText(form.text.value)
                // A form that copies the base's form of its category has the base's parse.
                let parsed: ParsedFormat?
                if let known = baseParsed[form.category], known.text == text { parsed = known.format } else { parsed = ParsedFormat(text) }
                let problems = FormatComparison.formProblems(positional: formats.variables[baseIndex], form: parsed, valueType: valueType)
                results += problems.map { (form.text, $0) }
                // A form with a broken placeholder has one finding: the broken placeholder.
                guard problems.isEmpty, !formatIsBroken else { continue }
                let baseCategory = baseForms[form.category] != nil ? form.category : PluralCategory.other
                guard let baseArguments = baseForms[baseCategory] else { continue }
                let countPosition = baseArguments.countPosition
                let arguments = PluralFormArguments(parsed, countPosition: countPosition, wholeString: plural.format == nil)
                var omissions = arguments.omissions(from: baseArguments, category: form.category, baseCategory: baseCategory, text: text,
                                                    shownOutside: [])
                if !omissions.isEmpty {
                    let outside = shownOutside ?? PluralFormArguments.shownOutside(plural.format.flatMap { ParsedFormat($0.value) })
                    shownOutside = outside
                    if !outside.isEmpty {
                        omissions = arguments.omissions(from: baseArguments, category: form.category, baseCategory: baseCategory, text: text,
                                                        shownOutside: outside)
                    }
                }
                results += omissions.map { (form.text, $0) }
            }
        }
        return results
    }
}

extension PluralValue {
    /// The format with each `%#@name@` written as the conversion of its value type (`%#@files@` with
    /// value type `ld` → `%ld`, `%1$#@v@` → `%1$d`), so argument types compare directly; without a
    /// format (a String Catalog plural), the `other` form.
    var typedFormat: String? { typedFormat(valueTypesFrom: nil) }

    /// The typed format, taking each variable's value type from the same-named variable of `base`
    /// when it has one.
    func typedFormat(valueTypesFrom base: PluralValue?) -> String? {
        guard let format else { return variables.first.flatMap { variable in variable.forms[.other].map { variable.formText($0.value) } } }
        var text = format.value
        for variable in variables {
            let reference = "#@\(variable.name)@"
            guard text.containsText(reference) else { continue }
            let baseType = base?.variables.first { $0.name == variable.name }?.valueType
            let spec = (baseType ?? variable.valueType)?.value ?? "d"
            text = text.replacingEvery(reference, with: spec.hasPrefix("%") ? String(spec.dropFirst()) : spec)
        }
        return text
    }
}

extension String {
    /// Whether `target` occurs in the text.
    func containsText(_ target: String) -> Bool {
        if let found = asciiRanges(of: target, limit: 1) { return !found.isEmpty }
        // An ASCII target in a text that is not (a translation's form): without its bytes there is
        // no match, which answers nearly every form; bytes found with ASCII on both sides are a
        // match; else (a character outside ASCII beside them could join one of theirs) the
        // general search decides.
        if let answer = asciiTargetMatch(target), !answer.isUndecided { return answer.found }
        return contains(target)
    }

    /// What the bytes say about an ASCII `target`: not found, found with ASCII on both sides, or
    /// undecided; nil when the target is not ASCII.
    private func asciiTargetMatch(_ target: String) -> (found: Bool, isUndecided: Bool)? {
        let needle = Array(target.utf8)
        guard let first = needle.first, needle.allSatisfy({ $0 < 0x80 }) else { return nil }
        var text = self
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return (false, false) }
            var undecided = false
            for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                var matches = true
                for offset in 1..<needle.count where bytes[start + offset] != needle[offset] {
                    matches = false
                    break
                }
                guard matches else { continue }
                let end = start + needle.count
                if (start == 0 || bytes[start - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80) { return (true, false) }
                undecided = true
            }
            return (false, undecided)
        }
    }

    /// Every occurrence of `target` replaced.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        if let found = asciiRanges(of: target, limit: .max) {
            guard !found.isEmpty else { return self }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + found.count * replacement.utf8.count)
            var copied = utf8.startIndex
            for range in found {
                bytes += utf8[copied..<range.lowerBound]
                bytes += replacement.utf8
                copied = range.upperBound
            }
            bytes += utf8[copied...]
            return String(decoding: bytes, as: UTF8.self)
        }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Where `target` occurs, found byte by byte, when both are ASCII (where bytes and characters
    /// are one and the same, so the answer is the general search's); nil otherwise.
    private func asciiRanges(of target: String, limit: Int) -> [Range<String.UTF8View.Index>]? {
        let needle = Array(target.utf8)
        guard let first = needle.first, needle.allSatisfy({ $0 < 0x80 }), utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var found: [Range<String.UTF8View.Index>] = []
        var start = utf8.startIndex
        while found.count < limit, let candidate = utf8[start...].firstIndex(of: first) {
            guard let end = utf8.index(candidate, offsetBy: needle.count, limitedBy: utf8.endIndex) else { break }
            if utf8[candidate..<end].elementsEqual(needle) {
                found.append(candidate..<end)
                start = end
            } else {
                start = utf8.index(after: candidate)
            }
        }
        return found
    }
}

extension StringsdictVariable {
    /// A form's text as a format: String Catalogs write the substitution's own argument as `%arg`,
    /// which stands for its format specifier (`%lld`).
    func formText(_ text: String) -> String {
        guard text.containsText("%arg") else { return text }
        let specifier = valueType?.value ?? "@"
        return text.replacingEvery("%arg", with: specifier.hasPrefix("%") ? specifier : "%" + specifier)
    }
}
