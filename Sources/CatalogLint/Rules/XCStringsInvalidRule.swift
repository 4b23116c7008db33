import Diagnostics
import L10n
import ToolSupport

/// `xcstrings-invalid`: a String Catalog entry whose structure Xcode and Foundation do not
/// understand: substitutions not defined or never used, or referring to each other in a cycle;
/// an `argNum` out of range; unknown states, plural categories or devices.
struct XCStringsInvalidRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 110

    let description = RuleDescription(
        id: "xcstrings-invalid",
        summary: "A String Catalog entry is malformed: substitutions, argNum, states, categories or devices.",
        defaultSeverity: .error,
        rationale: """
            A `%#@name@` with no substitution of that name shows the raw placeholder; a substitution \
            that nothing refers to is dead text; substitutions that refer to each other in a cycle can \
            never be expanded. `argNum` says which argument a substitution formats: it counts from 1 \
            and cannot exceed the arguments the string has, or the count is read from memory that was \
            never passed. Plural cases other than CLDR's `zero one two few many other` and devices other \
            than `iphone ipad ipod mac applewatch appletv applevision other` are never selected, and a \
            `state` or `extractionState` Xcode does not know is dropped or misread by tools (warnings). \
            The `.stringsdict` equivalents are `stringsdict-invalid`'s.
            """,
        triggering: [
            RuleExample([("Localizable.xcstrings", #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld items": {"localizations": {
                  "en": {"stringUnit": {"state": "translated", "value": "%#@ghost@"}}}}}}
                """#)]),
            RuleExample([("Localizable.xcstrings", #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld of %@": {"localizations": {
                  "en": {"stringUnit": {"state": "translated", "value": "%#@n@ of %@"}, "substitutions": {"n": {
                    "argNum": 7, "formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg item"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}}}}}}}}
                """#)]),
            RuleExample([("Localizable.xcstrings", #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"Hello": {"localizations": {
                  "pl": {"stringUnit": {"state": "done", "value": "Cześć"}}}}}}
                """#)]),
            RuleExample([("Localizable.xcstrings", #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
                  "en": {"variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
                    "several": {"stringUnit": {"state": "translated", "value": "%lld files"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}}}}}}
                """#)]),
            // a refers to b and b to a: one finding for the cycle.
            RuleExample([("Localizable.xcstrings", #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld": {"localizations": {
                  "en": {"stringUnit": {"state": "translated", "value": "%#@a@"}, "substitutions": {
                    "a": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%#@b@"}}}}},
                    "b": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%#@a@"}}}}}}}}}}}
                """#)]),
        ],
        nonTriggering: [
            RuleExample([("Localizable.xcstrings", #"""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld of %@": {"extractionState": "manual", "localizations": {
                  "en": {"stringUnit": {"state": "translated", "value": "%#@n@ of %@"}, "substitutions": {"n": {
                    "argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                      "one": {"stringUnit": {"state": "translated", "value": "%arg item"}},
                      "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}}}},
                  "de": {"variations": {"device": {
                    "mac": {"stringUnit": {"state": "translated", "value": "%lld von %@"}},
                    "other": {"stringUnit": {"state": "needs_review", "value": "%lld von %@"}}}}}}}}}
                """#)]),
        ])

    /// The `state` values Xcode writes.
    static let knownStates: Set<String> = ["translated", "needs_review", "new", "stale"]
    /// The `extractionState` values Xcode writes.
    static let knownExtractionStates: Set<String> = ["manual", "extracted_with_value", "stale", "migrated"]
    /// The device cases Xcode offers.
    static let knownDevices: Set<String> = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other"]

    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard let catalog = file.stringCatalog else { return [] }
        var findings: [Diagnostic] = []
        var locales: [String: LintLocale] = [:]
        // Only the entries the loader found could fault (nil: it did not look, so every entry).
        for entryIndex in file.stringCatalogEntriesToCheck ?? Array(catalog.strings.indices) {
            let entry = catalog.strings[entryIndex]
            if let state = entry.extractionState, !Self.knownExtractionStates.contains(state) {
                findings.append(description.finding(
                    "Key \(QuotedText.value(entry.key)) has the extractionState '\(state)', which Xcode does not write (\(Self.list(Self.knownExtractionStates))).",
                    file: file.path, at: entry.position, key: entry.key, severity: .warning))
            }
            // By index: each translation is read where it is, not copied.
            for index in entry.localizations.indices where !Self.isPlain(entry.localizations, at: index) {
                var problems: [(String, TextPosition, Severity?)] = []
                // A translation may read an argument only the source's text passes; the source
                // vouches for no argument of its own.
                let source = entry.localizations[index].language == catalog.sourceLanguage ? nil
                    : entry.localizations.last { $0.language == catalog.sourceLanguage }?.content
                checkContent(entry.localizations[index].content, key: entry.key, source: source, at: entry.localizations[index].position, into: &problems)
                guard !problems.isEmpty else { continue }
                let localization = entry.localizations[index]
                let locale = locales[localization.language] ?? LintLocale(localization.language)
                locales[localization.language] = locale
                for (message, position, severity) in problems {
                    findings.append(description.finding(
                        "\(QuotedText.value(entry.key)) (\(locale)): \(message)", file: file.path, at: position, locale: locale, key: entry.key, severity: severity))
                }
            }
        }
        return findings
    }

    /// Whether `entry` may have a fault to report: an `extractionState` Xcode does not write, or a
    /// translation that is not plain. The loader asks it once per entry while it reads the catalog.
    static func mayFault(_ entry: XCStringsEntry) -> Bool {
        if let state = entry.extractionState, !knownExtractionStates.contains(state) { return true }
        return entry.localizations.indices.contains { !isPlain(entry.localizations, at: $0) }
    }

    /// Whether the translation at `index` is a plain string unit (nearly all are): no variations,
    /// no substitutions, a state Xcode writes and no `#` that could refer to a substitution, so
    /// `checkContent` has nothing to report. Its fields are read where they are, not copied.
    private static func isPlain(_ localizations: [XCStringsLocalization], at index: Int) -> Bool {
        guard localizations[index].content.variations == nil, localizations[index].content.substitutions == nil else { return false }
        if let state = localizations[index].content.stringUnit?.state, state != "translated", !knownStates.contains(state) { return false }
        return !(localizations[index].content.stringUnit?.value.containsByte(UInt8(ascii: "#")) ?? false)
    }

    /// The faults of one localization's content (or one case of a variation, recursively).
    private func checkContent(_ content: XCStringsContent, key: String, source: XCStringsContent?, at position: TextPosition,
                              into problems: inout [(String, TextPosition, Severity?)]) {
        if let unit = content.stringUnit, let state = unit.state, state != "translated", !Self.knownStates.contains(state) {
            problems.append(("the state '\(state)' is not one Xcode writes (\(Self.list(Self.knownStates))).", unit.position, .warning))
        }
        for variation in content.variations?.plural ?? [] {
            if variation.category == nil {
                problems.append(("the plural case '\(variation.name)' is not a CLDR category (zero, one, two, few, many, other), so it is never selected.", variation.position, .warning))
            }
            checkContent(variation.content, key: key, source: source, at: variation.position, into: &problems)
        }
        for variation in content.variations?.device ?? [] {
            if !Self.knownDevices.contains(variation.name) {
                problems.append(("the device '\(variation.name)' is not one Xcode knows (\(Self.list(Self.knownDevices))), so it is never selected.", variation.position, .warning))
            }
            checkContent(variation.content, key: key, source: source, at: variation.position, into: &problems)
        }
        checkSubstitutions(content, key: key, source: source, at: position, into: &problems)
    }

    private func checkSubstitutions(_ content: XCStringsContent, key: String, source: XCStringsContent?, at position: TextPosition,
                                    into problems: inout [(String, TextPosition, Severity?)]) {
        let substitutions = content.substitutions ?? []
        let value = content.stringUnit?.value ?? ""
        // Most values refer to no substitution: no `#` at all.
        guard !substitutions.isEmpty || value.containsByte(UInt8(ascii: "#")) else { return }
        let topReferences = StringsdictEntry.variableReferences(in: value)
        guard !substitutions.isEmpty || !topReferences.isEmpty else { return }
        var references: [String: [String]] = [:]
        for substitution in substitutions {
            var names: [String] = []
            for variation in substitution.variations?.plural ?? [] {
                names += StringsdictEntry.variableReferences(in: variation.content.stringUnit?.value ?? "")
                if variation.category == nil {
                    problems.append(("the plural case '\(variation.name)' of the substitution '\(substitution.name)' is not a CLDR category, so it is never selected.", variation.position, .warning))
                }
                if let state = variation.content.stringUnit?.state, state != "translated", !Self.knownStates.contains(state) {
                    problems.append(("the state '\(state)' is not one Xcode writes (\(Self.list(Self.knownStates))).", variation.content.stringUnit?.position ?? variation.position, .warning))
                }
            }
            references[substitution.name] = names
        }
        let defined = Set(substitutions.map(\.name))
        let unitPosition = content.stringUnit?.valuePosition ?? position
        var reported: Set<String> = []
        for name in topReferences + substitutions.flatMap({ references[$0.name] ?? [] }) where !defined.contains(name) && reported.insert(name).inserted {
            problems.append(("%#@\(name)@ has no substitution of that name; add one or fix the name.", unitPosition, nil))
        }
        let used = Set(topReferences + references.values.flatMap { $0 })
        // The arguments the code passes (the key's, the value's, and those the source language's
        // text and substitutions read) are counted only for an argNum above 1 (rare): any string
        // with an argument has a first, and parsing them for every entry with substitutions cost
        // more than the rest of the rule.
        lazy var argumentCount = Self.argumentCount(key: key, value: value, substitutions: substitutions, source: source)
        for substitution in substitutions {
            if !used.contains(substitution.name) {
                problems.append(("the substitution '\(substitution.name)' is never used; refer to it with %#@\(substitution.name)@ or remove it.", substitution.position, .warning))
            }
            if let argNum = substitution.argNum {
                if argNum < 1 {
                    problems.append(("the substitution '\(substitution.name)' has argNum \(argNum); arguments count from 1.", substitution.position, nil))
                } else if argNum > 1, argumentCount > 0, argNum > argumentCount {
                    problems.append(("the substitution '\(substitution.name)' has argNum \(argNum), but the string has only \(argumentCount) argument\(argumentCount == 1 ? "" : "s"); the count is read from memory that was never passed.", substitution.position, nil))
                }
            }
        }
        if let cycle = Self.firstCycle(in: references) {
            problems.append(("the substitutions \(cycle.map { "'\($0)'" }.joined(separator: " → ")) refer to each other in a cycle, which can never be expanded.",
                             substitutions.first { $0.name == cycle[0] }?.position ?? unitPosition, nil))
        } else if !references.values.allSatisfy(\.isEmpty), let problem = Self.expansionProblem(value: value, topReferences: topReferences, substitutions: substitutions) {
            problems.append((problem, unitPosition, nil))
        }
    }

    /// The most arguments the code passes to a string of `key`: what the key, the value, its
    /// substitutions' forms (`%2$d user`), the source language's text and the source's
    /// substitutions read.
    private static func argumentCount(key: String, value: String, substitutions: [XCStringsSubstitution], source: XCStringsContent?) -> Int {
        var count = ParsedFormat(key)?.arguments.map(\.position).max() ?? 0
        count = max(count, ParsedFormat(value)?.arguments.map(\.position).max() ?? 0)
        for substitution in substitutions {
            for variation in substitution.variations?.plural ?? [] {
                guard let form = variation.content.stringUnit?.value else { continue }
                count = max(count, ParsedFormat(form)?.placeholders.compactMap(\.position).max() ?? 0)
            }
        }
        if let text = source?.stringUnit?.value {
            count = max(count, ParsedFormat(text)?.arguments.map(\.position).max() ?? 0)
        }
        let sourceArguments: [Int] = source?.substitutions?.compactMap(\.argNum) ?? []
        return max(count, sourceArguments.max() ?? 0)
    }

    /// The first cycle among the references (names in order, the first repeated at the end),
    /// from the names in sorted order; the walk keeps its own stack, so any chain ends.
    static func firstCycle(in references: [String: [String]]) -> [String]? {
        ReferenceGraph(references).firstCycle(from: references.keys.sorted()).map { $0 + [$0[0]] }
    }

    /// What is wrong with expanding the substitutions, when their forms refer to each other so
    /// much that lookup and render would stop at `ExpansionLimits`: too deep, or too long.
    static func expansionProblem(value: String, topReferences: [String], substitutions: [XCStringsSubstitution]) -> String? {
        var forms: [String: [(length: Int, references: [String])]] = [:]
        for substitution in substitutions {
            forms[substitution.name] = (substitution.variations?.plural ?? []).map { variation in
                let text = variation.content.stringUnit?.value ?? ""
                return (text.utf8.count, StringsdictEntry.variableReferences(in: text))
            }
        }
        return ReferenceGraph.expansionProblem(top: (value.utf8.count, topReferences), forms: forms, naming: "substitutions")
    }

    private static func list(_ values: Set<String>) -> String {
        values.sorted().joined(separator: ", ")
    }
}
