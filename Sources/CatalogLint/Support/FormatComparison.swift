import Diagnostics
import L10n
import Synchronization

/// Compares the placeholders of a translation with its base's: what `format-mismatch` reports.
/// Arguments are matched by position (`%2$@` and the second plain placeholder are both argument 2),
/// so reordering with positions is fine, while a changed type, an extra argument or (outside
/// plural forms) a dropped one is not.
enum FormatComparison {
    /// One difference, with the severity it deserves (nil: the rule's default).
    struct Problem: Sendable, Hashable {
        var message: String
        var severity: Severity?
    }

    /// The parsed format of `text`, or nil when it has no `%` at all (the common, cheap case).
    static func parse(_ text: String) -> FormatString? {
        text.utf8.contains(UInt8(ascii: "%")) ? FormatString(text) : nil
    }

    /// Like `parse`, remembering the result: base texts are compared with every locale, so each is
    /// parsed once instead of once per locale.
    static func parseBase(_ text: String) -> FormatString? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
        if let cached = baseCache.withLock({ $0[text] }) { return cached }
        let parsed = FormatString(text)
        baseCache.withLock { $0[text] = parsed }
        return parsed
    }

    private static let baseCache = Mutex<[String: FormatString]>([:])

    /// Whether the text is meant as a format: it has a placeholder other than the ones with a space
    /// flag (`100% sure` parses as `% s`, but is a percent sign before a word).
    static func readsArguments(_ format: FormatString?) -> Bool {
        format?.placeholders.contains { !$0.flags.contains(" ") } ?? false
    }

    /// A fault of the format itself (an invalid conversion, mixed positional and plain, a skipped
    /// or conflicting position), or nil.
    static func ownProblem(_ format: FormatString?) -> Problem? {
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
    static func problems(base: FormatString?, translation: FormatString?, allowOmissions: Bool) -> [Problem] {
        guard readsArguments(base) || readsArguments(translation) else { return [] }
        if let own = ownProblem(translation) {
            if own.severity == nil || mixesPlainAndPositional(translation) { return [own] }
            return [own] + problems(base: base, translation: translation, allowOmissions: allowOmissions, checkingOwnFaults: false)
        }
        // How Foundation numbers plain placeholders among positional ones is not defined, so a base
        // that mixes them cannot be compared argument by argument.
        if mixesPlainAndPositional(base) { return [] }
        return problems(base: base, translation: translation, allowOmissions: allowOmissions, checkingOwnFaults: false)
    }

    private static func problems(base: FormatString?, translation: FormatString?, allowOmissions: Bool, checkingOwnFaults: Bool) -> [Problem] {
        let expected = readsArguments(base) ? slots(base) : [:]
        let found = expected.isEmpty ? slots(translation).filter { !$0.value.placeholder.flags.contains(" ") } : slots(translation)
        var problems: [Problem] = []
        for (position, slot) in found.sorted(by: { $0.key < $1.key }) {
            guard let wanted = expected[position] else {
                if expected.isEmpty {
                    problems.append(Problem(
                        message: "Has \(slot.placeholder.text) but the base has no placeholders; used as a format this reads memory that was never passed, otherwise it shows '\(slot.placeholder.text)' as is.",
                        severity: .warning))
                    continue
                }
                problems.append(Problem(
                    message: "Uses \(slot.placeholder.text) as argument \(position), but the base passes only \(expected.count) argument\(expected.count == 1 ? "" : "s"); this reads memory that was never passed and can crash.",
                    severity: nil))
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
        if !allowOmissions {
            for (position, slot) in expected.sorted(by: { $0.key < $1.key }) where found[position] == nil {
                problems.append(Problem(
                    message: "Drops \(slot.placeholder.text) (argument \(position)) of the base; the value is never shown.",
                    severity: .warning))
            }
        }
        return problems
    }

    private static func mixesPlainAndPositional(_ format: FormatString?) -> Bool {
        format?.issues.contains { if case .mixedPositionalAndSequential = $0.kind { true } else { false } } ?? false
    }

    /// The differences in one plural form. In a form, a plain placeholder (`%ld`) is the variable's
    /// own count and must match its value type, while positional ones (`%1$@`) read the format's
    /// arguments and must match a positional placeholder of the base's forms. Forms may leave any
    /// of them out, and mixing the two kinds is normal there.
    static func formProblems(baseForms: [FormatString?], baseArguments: [FormatArgumentSlot] = [], form: FormatString?,
                             valueType: ArgumentType?) -> [Problem] {
        guard let form, !form.placeholders.isEmpty else { return [] }
        if let issue = form.issues.first(where: \.isFaultInPluralForm) {
            return [Problem(message: issue.description.prefix(1).uppercased() + issue.description.dropFirst(), severity: nil)]
        }
        var positional: [Int: FormatPlaceholder] = [:]
        for base in baseForms {
            for placeholder in base?.placeholders ?? [] {
                if let position = placeholder.position, positional[position] == nil { positional[position] = placeholder }
            }
        }
        for slot in baseArguments where positional[slot.position] == nil { positional[slot.position] = slot.placeholder }
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
            } else if let valueType, placeholder.argumentType.family != valueType.family {
                problems.append(Problem(
                    message: "Uses \(placeholder.text) (\(describe(placeholder.argumentType))) for the count, whose value type is \(describe(valueType)); the count is read as the wrong type.",
                    severity: nil))
            }
        }
        return problems
    }

    private static func slots(_ format: FormatString?) -> [Int: FormatArgumentSlot] {
        var slots: [Int: FormatArgumentSlot] = [:]
        for slot in format?.arguments ?? [] { slots[slot.position] = slot }
        return slots
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
