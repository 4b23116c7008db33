import Diagnostics
import L10n
import ToolSupport

/// `stringsdict-invalid`: a `.stringsdict` entry whose structure Foundation cannot use.
struct StringsdictInvalidRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 100

    let description = RuleDescription(
        id: "stringsdict-invalid",
        summary: "A .stringsdict entry is malformed: no format key, undefined or unused variables, missing types, no 'other'.",
        defaultSeverity: .error,
        rationale: """
            Foundation needs `NSStringLocalizedFormatKey`, a definition for every `%#@name@` it refers \
            to, `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey` in each definition, and an \
            `other` form to fall back on; without them it shows the raw format or the key. A value type \
            that differs from the base's reads the number as the wrong type. A definition nothing refers \
            to is dead text (a warning); a value type written with its `%` (`%ld`) is a note: Apple's \
            format is `ld`.
            """,
        triggering: [
            RuleExample([("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%#@files@", forms: ["one": "%d file", "other": "%d files"]))]),
            RuleExample([("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file"]))]),
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "ld", forms: ["one": "%ld file", "other": "%ld files"])),
                ("de.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "@", forms: ["one": "%@ Datei", "other": "%@ Dateien"])),
            ]),
        ],
        nonTriggering: [
            RuleExample([("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%1$#@n@ left", forms: ["one": "%d file", "other": "%d files"]))]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        var findings: [Diagnostic] = []
        for offset in table.units.indices {
            guard case .plural(let plural) = table.units[offset].value, plural.isStringsdict else { continue }
            let unit = table.units[offset]
            var basePlural: PluralValue?
            if !set.isBase(table), let base = pair.base, let baseOffset = pair.counterpart(of: offset),
               case .plural(let value) = base.table.units[baseOffset].value {
                basePlural = value
            }
            for (message, position, severity) in problems(of: plural, unit: unit, base: basePlural) {
                findings.append(description.finding(
                    message, file: unit.file, at: position, locale: table.locale, key: unit.key, severity: severity))
            }
        }
        return findings
    }

    private func problems(of plural: PluralValue, unit: TranslationUnit, base: PluralValue?) -> [(String, TextPosition, Severity?)] {
        var problems: [(String, TextPosition, Severity?)] = []
        guard let format = plural.format else {
            return [("Entry \(QuotedText.value(unit.key)) has no NSStringLocalizedFormatKey; Foundation shows the key instead.", unit.position, nil)]
        }
        let referenced = StringsdictEntry.variableReferences(in: format.value)
            + plural.variables.flatMap(\.nestedReferences)
        let defined = Set(plural.variables.map(\.name))
        for name in uniqued(referenced) where !defined.contains(name) {
            problems.append(("%#@\(name)@ has no definition in \(QuotedText.value(unit.key)); add a '\(name)' dictionary or fix the name.", format.position, nil))
        }
        if let cycle = Self.cycle(in: plural.variables), let first = plural.variables.first(where: { $0.name == cycle[0] }) {
            problems.append(("Variables refer to each other in a cycle (\(cycle.map { "%#@\($0)@" }.joined(separator: " → ")) → %#@\(cycle[0])@); Foundation never finishes resolving them. Break the cycle.", first.position, nil))
        } else if plural.variables.contains(where: { !$0.nestedReferences.isEmpty }) {
            var forms: [String: [(length: Int, references: [String])]] = [:]
            for variable in plural.variables where forms[variable.name] == nil {
                forms[variable.name] = variable.forms.values.map { ($0.value.utf8.count, StringsdictEntry.variableReferences(in: $0.value)) }
            }
            let top = (format.value.utf8.count, StringsdictEntry.variableReferences(in: format.value))
            if let problem = ReferenceGraph.expansionProblem(top: top, forms: forms, naming: "variables") {
                problems.append((problem.prefix(1).uppercased() + problem.dropFirst(), format.position, nil))
            }
        }
        for variable in plural.variables {
            if !referenced.contains(variable.name) {
                problems.append(("Variable '\(variable.name)' is never used by the format \(QuotedText.value(format.value)); remove it or refer to it with %#@\(variable.name)@.", variable.position, .warning))
            }
            problems += variableProblems(variable, base: base?.variables.first { $0.name == variable.name })
        }
        return problems
    }

    private func variableProblems(_ variable: StringsdictVariable, base: StringsdictVariable?) -> [(String, TextPosition, Severity?)] {
        var problems: [(String, TextPosition, Severity?)] = []
        if variable.specType == nil {
            problems.append(("Variable '\(variable.name)' has no NSStringFormatSpecTypeKey (NSStringPluralRuleType).", variable.position, nil))
        }
        guard variable.specType?.value ?? StringsdictKeys.pluralRuleType == StringsdictKeys.pluralRuleType else { return problems }
        if let valueType = variable.valueType {
            if valueType.value.hasPrefix("%") {
                problems.append(("NSStringFormatValueTypeKey is written '\(valueType.value)'; Apple's format is '\(valueType.value.dropFirst())' without the '%'.", valueType.position, .note))
            }
            if let baseType = base?.valueType, let mine = Self.argumentType(valueType.value), let theirs = Self.argumentType(baseType.value), mine != theirs {
                problems.append(("NSStringFormatValueTypeKey is '\(valueType.value)' but the base has '\(baseType.value)'; the count is read as the wrong type.", valueType.position, nil))
            }
        } else {
            problems.append(("Variable '\(variable.name)' has no NSStringFormatValueTypeKey (such as 'd' or 'ld').", variable.position, nil))
        }
        if variable.forms[.other] == nil {
            problems.append(("Variable '\(variable.name)' has no 'other' form, which Foundation falls back on for every count without its own form.", variable.position, nil))
        }
        for member in variable.otherKeys where PluralCategory(rawValue: member.key) != nil {
            problems.append(("The '\(member.key)' form of '\(variable.name)' is not a <string>.", member.keyPosition, nil))
        }
        return problems
    }

    /// The argument type of a value type such as `ld`, `d`, `%lu` or `@`.
    static func argumentType(_ valueType: String) -> ArgumentType? {
        if let known = commonArgumentTypes[valueType] { return known }
        let spec = valueType.hasPrefix("%") ? valueType : "%" + valueType
        return FormatString(spec).placeholders.first?.argumentType
    }

    /// The value types catalogs use, parsed once: every plural variable of every locale has one.
    private static let commonArgumentTypes: [String: ArgumentType] = {
        var types: [String: ArgumentType] = [:]
        for spec in ["d", "i", "u", "ld", "li", "lu", "lld", "llu", "zd", "zu", "f", "lf", "@"] {
            for written in [spec, "%" + spec] {
                types[written] = FormatString("%" + spec).placeholders.first?.argumentType
            }
        }
        return types
    }()

    /// The first cycle of variables whose forms refer to one another (`a` → `b` → `a`), as the
    /// names along it starting from the first variable in it, or nil.
    static func cycle(in variables: [StringsdictVariable]) -> [String]? {
        // A reference (`%#@name@`) needs a `#`: forms without one (nearly all) refer to nothing.
        guard variables.contains(where: { $0.forms.values.contains { $0.value.containsByte(UInt8(ascii: "#")) } }) else { return nil }
        let references = Dictionary(variables.map { ($0.name, $0.nestedReferences) }, uniquingKeysWith: { first, _ in first })
        return ReferenceGraph(references).firstCycle(from: variables.map(\.name))
    }

    private func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
