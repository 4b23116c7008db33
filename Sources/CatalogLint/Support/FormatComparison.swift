import Diagnostics
import L10n
import ToolSupport

/// Compares the placeholders of a translation with its base's: what `format-mismatch` reports.
/// Arguments are matched by position (`%2$@` and the second plain placeholder are both argument 2),
/// so reordering with positions is fine, while a changed type, an extra argument or (outside
/// plural forms) a dropped one is not.
enum FormatComparison {
    /// One difference, with the severity it deserves (nil: the rule's default).
    struct Problem: Sendable, Hashable {
        var message: String
        var severity: Severity?
        /// Whether the problem is a placeholder that reads an argument the base never passes.
        var readsPastTheBase = false
    }

    /// A fault of the format itself (an invalid conversion, mixed positional and plain, a skipped
    /// or conflicting position), or nil.
    static func ownProblem(_ format: ParsedFormat?) -> Problem? {
        guard let issue = format?.issues.first else { return nil }
        switch issue.kind {
        case .skippedPosition, .mixedPositionalAndSequential:
            // Foundation numbers plain placeholders on their own, so these still read the right
            // arguments when the types agree: worth fixing, not a crash.
            return Problem(message: issue.description.prefix(1).uppercased() + issue.description.dropFirst(), severity: .warning)
        default: break
        }
        return Problem(message: issue.description.prefix(1).uppercased() + issue.description.dropFirst(), severity: nil)
    }

    /// The differences between `translation` and `base`; `allowOmissions` for plural forms, which
    /// may leave out the number (`one`: "one file").
    static func problems(base: ParsedFormat?, translation: ParsedFormat?, allowOmissions: Bool) -> [Problem] {
        guard base.readsArguments || translation.readsArguments else { return [] }
        if let own = ownProblem(translation) {
            if own.severity == nil || translation?.mixesPlainAndPositional == true { return [own] }
            // A skipped position is one fault: not also a dropped argument of the base, and when a
            // later position reads past the base's arguments, that is the finding.
            var skipped: Set<Int> = []
            for issue in translation?.issues ?? [] {
                if case .skippedPosition(let position) = issue.kind { skipped.insert(position) }
            }
            let rest = problems(base: base, translation: translation, allowOmissions: allowOmissions, ignoringDrops: skipped)
            return rest.contains(where: \.readsPastTheBase) ? rest : [own] + rest
        }
        // How Foundation numbers plain placeholders among positional ones is not defined, so a base
        // that mixes them cannot be compared argument by argument.
        if base?.mixesPlainAndPositional == true { return [] }
        return problems(base: base, translation: translation, allowOmissions: allowOmissions, ignoringDrops: [])
    }

    private static func problems(base: ParsedFormat?, translation: ParsedFormat?, allowOmissions: Bool, ignoringDrops: Set<Int>) -> [Problem] {
        let expectedInOrder = base.readsArguments ? base?.arguments ?? [] : []
        let expected = base.readsArguments ? base : nil
        let foundInOrder = expectedInOrder.isEmpty
            ? (translation?.arguments ?? []).filter { !$0.placeholder.flags.contains(" ") } : translation?.arguments ?? []
        var problems: [Problem] = []
        // Placeholders the base has no argument for: one finding for them all, however many.
        var unmatched: [FormatArgumentSlot] = []
        // Work done, for the tests that check it grows in step with the placeholders.
        var steps = 0
        defer { WorkCounter.add(steps) }
        for slot in foundInOrder {
            let position = slot.position
            steps += 1
            guard let wanted = expected?.slot(at: position, steps: &steps) else {
                unmatched.append(slot)
                continue
            }
            if wanted.type.family != slot.type.family {
                problems.append(Problem(
                    message: "Argument \(position) is \(slot.placeholder.text) (\(describe(slot.type))) but the base has \(wanted.placeholder.text) (\(describe(wanted.type))); the value is read as the wrong type.",
                    severity: nil))
            } else if wanted.type != slot.type, wanted.type.family == .integer {
                problems.append(Problem(
                    message: "Argument \(position) is \(slot.placeholder.text) but the base has \(wanted.placeholder.text); a 64-bit value read as 32-bit (or the reverse) shows a wrong number.",
                    severity: .warning))
            }
        }
        if let problem = unmatchedProblem(unmatched, baseArguments: expectedInOrder.count) { problems.append(problem) }
        if !allowOmissions {
            // Every dropped argument in one finding: a translation that lost its placeholders is one fault.
            // Both lists ascend by position (arguments are sorted), so one merge-like pass finds them.
            var dropped: [FormatArgumentSlot] = []
            var found = foundInOrder.startIndex
            for slot in expectedInOrder {
                while found < foundInOrder.endIndex, foundInOrder[found].position < slot.position {
                    found += 1
                    steps += 1
                }
                steps += 1
                let isFound = found < foundInOrder.endIndex && foundInOrder[found].position == slot.position
                if !isFound && !ignoringDrops.contains(slot.position) { dropped.append(slot) }
            }
            if !dropped.isEmpty {
                let list = listed(dropped) { "\($0.placeholder.text) (argument \($0.position))" }
                problems.append(Problem(
                    message: "Drops \(list) of the base; \(dropped.count == 1 ? "the value is" : "those values are") never shown.",
                    severity: .warning))
            }
        }
        return problems
    }

    /// One finding for the placeholders that have no argument in the base, nil when there are none.
    private static func unmatchedProblem(_ slots: [FormatArgumentSlot], baseArguments: Int) -> Problem? {
        guard let first = slots.first else { return nil }
        if baseArguments == 0 {
            let list = listed(slots) { $0.placeholder.text }
            let shown = slots.count == 1 ? "'\(first.placeholder.text)'" : "them"
            return Problem(
                message: "Has \(list) but the base has no placeholders; used as a format \(slots.count == 1 ? "this reads" : "these read") memory that was never passed, otherwise it shows \(shown) as is.",
                severity: .warning)
        }
        let list = listed(slots) { "\($0.placeholder.text) as argument \($0.position)" }
        return Problem(
            message: "Uses \(list), but the base passes only \(baseArguments) argument\(baseArguments == 1 ? "" : "s"); \(slots.count == 1 ? "this reads" : "these read") memory that was never passed and can crash.",
            severity: nil, readsPastTheBase: true)
    }

    /// `a`, `a and b`, `a, b and c`; past five, the first five and how many more.
    static func listed<Item>(_ items: [Item], limit: Int = 5, _ name: (Item) -> String) -> String {
        let names = items.prefix(limit).map(name)
        let more = items.count - names.count
        if more > 0 { return names.joined(separator: ", ") + " and \(more) more" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The differences in one plural form. In a form, a plain placeholder (`%ld`) is the variable's
    /// own count and must match its value type, while positional ones (`%1$@`) read the format's
    /// arguments and must match a positional placeholder of the base's forms. Forms may leave any
    /// of them out, and mixing the two kinds is normal there.
    /// `positional` comes from `positionalPlaceholders(baseForms:baseArguments:)`.
    static func formProblems(positional: [Int: FormatPlaceholder], form: ParsedFormat?, valueType: ArgumentType?) -> [Problem] {
        guard let form else { return [] }
        // `%n` is how Qt writes a plural's count; to String(format:) it shows nothing and writes
        // to memory, so it is the form's fault even when the form has no other placeholder.
        if form.issues.contains(where: { if case .writesToMemory = $0.kind { true } else { false } }) {
            return [Problem(message: "Uses '%n', which shows nothing and writes to memory (it is how Qt writes the count); write the count as the base does, e.g. %d.",
                            severity: nil)]
        }
        guard !form.placeholders.isEmpty else { return [] }
        if let issue = form.issues.first(where: \.isFaultInPluralForm) {
            return [Problem(message: issue.description.prefix(1).uppercased() + issue.description.dropFirst(), severity: nil)]
        }
        var problems: [Problem] = []
        for placeholder in form.placeholders {
            if let position = placeholder.position {
                guard let wanted = positional[position] else {
                    problems.append(Problem(
                        message: "Uses \(placeholder.text), but no form of the base reads argument \(position); this reads memory that was never passed and can crash.",
                        severity: nil))
                    continue
                }
                if wanted.argumentType.family != placeholder.argumentType.family {
                    problems.append(Problem(
                        message: "Argument \(position) is \(placeholder.text) (\(describe(placeholder.argumentType))) but the base has \(wanted.text) (\(describe(wanted.argumentType))); the value is read as the wrong type.",
                        severity: nil))
                }
            } else if let valueType, placeholder.variable == nil, placeholder.argumentType.family != valueType.family {
                // A nested `%#@name@` is another variable, not the count: stringsdict-invalid checks it.
                problems.append(Problem(
                    message: "Uses \(placeholder.text) (\(describe(placeholder.argumentType))) for the count, whose value type is \(describe(valueType)); the count is read as the wrong type.",
                    severity: nil))
            }
        }
        return problems
    }

    /// The positional placeholders a plural form may use: those of the base's forms, then the
    /// arguments of the base's format, each position taken by its first placeholder.
    static func positionalPlaceholders(baseForms: [ParsedFormat?], baseArguments: [FormatArgumentSlot] = []) -> [Int: FormatPlaceholder] {
        var positional: [Int: FormatPlaceholder] = [:]
        for base in baseForms {
            for placeholder in base?.placeholders ?? [] {
                if let position = placeholder.position, positional[position] == nil { positional[position] = placeholder }
            }
        }
        for slot in baseArguments where positional[slot.position] == nil { positional[slot.position] = slot.placeholder }
        return positional
    }

    private static func describe(_ type: ArgumentType) -> String {
        switch type.family {
        case .object: "an object"
        case .integer: "an integer"
        case .floatingPoint: "a floating-point number"
        case .character: "a character"
        case .cString: "a C string"
        case .pointer: "a pointer"
        case .pluralVariable: "a plural variable"
        }
    }
}

extension FormatIssue {
    /// Whether the issue is a fault inside a plural form, where mixing plain and positional
    /// placeholders and leaving positions out are normal.
    var isFaultInPluralForm: Bool {
        switch kind {
        case .mixedPositionalAndSequential, .skippedPosition: false
        default: true
        }
    }
}
