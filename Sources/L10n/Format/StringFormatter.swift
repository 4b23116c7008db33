import Foundation

/// Fills format strings with arguments the way Foundation's `String(format:locale:)` does for a
/// locale: numbers in the locale's digits and decimal separator (grouped only with the `'` flag),
/// dates in its date format, width, precision and flags honoured.
public struct StringFormatter: Sendable {
    /// The locale whose conventions are used.
    public let locale: LocaleIdentifier
    /// Resolves a nested localized key (`Text` in `Text`); by default the key itself, filled with
    /// its own arguments.
    public var resolveNested: @Sendable (LocalizedStringKey) -> String
    /// Resolves a `%#@var@` variable (a plural rule) to text; nil when it cannot.
    public var resolveVariable: @Sendable (VariableReference) -> String?

    /// What the widths, precisions and variables of one value may add, shared by the formatters
    /// of its nested forms; nil: each call to `format` has a fresh `FormatBudget` of its own, and
    /// passing it adds a `limitExceeded` mismatch.
    public var budget: FormatBudget?

    /// A formatter for `locale`.
    public init(locale: LocaleIdentifier,
                resolveNested: (@Sendable (LocalizedStringKey) -> String)? = nil,
                resolveVariable: @escaping @Sendable (VariableReference) -> String? = { _ in nil },
                budget: FormatBudget? = nil) {
        self.locale = locale
        self.resolveNested = resolveNested ?? { nested in StringFormatter(locale: locale).format(nested.key, nested.arguments).text }
        self.resolveVariable = resolveVariable
        self.budget = budget
    }

    /// `format` filled with `arguments`. Sequential placeholders read from `firstPosition` on: a
    /// plural form chosen for a `%#@var@` at argument 2 reads its `%d` from argument 2.
    public func format(_ format: FormatString, _ arguments: [FormatArgument], firstPosition: Int = 1) -> FormattedString {
        var mismatches = format.issues.map { FormatMismatch.malformedFormat($0) }
        let budget = self.budget ?? FormatBudget()
        var used = Set<Int>()
        var next = firstPosition
        var text = ""
        func argument(_ explicit: Int?, _ type: ArgumentType) -> (Int, FormatArgument?) {
            let position: Int
            if let explicit {
                position = explicit
            } else {
                position = next
                next += 1
            }
            used.insert(position)
            guard position >= 1, position <= arguments.count else {
                mismatches.append(.missingArgument(position: position, expected: type))
                return (position, nil)
            }
            return (position, arguments[position - 1])
        }
        /// A width or precision, signed as written or passed (a `*` reads an `int` argument),
        /// its size clamped to `FormatParser.largestAmount`.
        func amount(_ amount: FormatAmount?) -> Int? {
            switch amount {
            case .fixed(let value): return value
            case .argument(let position):
                let (_, value) = argument(position, .int32)
                let largest = Int64(FormatParser.largestAmount)
                if case .int(let number) = value { return Int(clamping: max(-largest, min(number, largest))) }
                return nil
            case nil: return nil
            }
        }
        for segment in format.segments {
            // Past the budget nothing more is added: the text stays within the format's own size
            // and `ExpansionLimits.characters`, and the mismatch (or the lookup's error) says so.
            guard budget.exceeded == nil else { break }
            switch segment {
            case .literal(let literal):
                text += literal
            case .placeholder(let placeholder):
                // As C does: a negative `*` width is the `-` flag with its size, a negative `*`
                // precision is no precision at all.
                var flags = placeholder.flags
                var width = amount(placeholder.width)
                if let signed = width, signed < 0 {
                    width = -signed
                    if !flags.contains("-") { flags += "-" }
                }
                let precision = amount(placeholder.precision).flatMap { $0 < 0 ? nil : $0 }
                let (position, value) = argument(placeholder.position, placeholder.argumentType)
                guard let value else {
                    text += placeholder.text
                    continue
                }
                if !fits(value, placeholder.argumentType) {
                    mismatches.append(.wrongType(position: position, expected: placeholder.argumentType, given: value.family))
                }
                let body = render(value, placeholder, position: position, arguments: arguments, precision: precision,
                                  budget: budget, mismatches: &mismatches)
                // What a placeholder writes counts too: `%.40e` is 5 bytes of format and 46 of text.
                guard budget.take(characters: body.utf8.count) == body.utf8.count else { break }
                text += pad(body, width: width, flags: flags, budget: budget)
            }
        }
        let unused = (1...max(arguments.count, 1)).filter { $0 <= arguments.count && !used.contains($0) }
        if !unused.isEmpty && firstPosition == 1 { mismatches.append(.unusedArguments(positions: unused)) }
        if self.budget == nil, let limit = budget.exceeded { mismatches.append(.limitExceeded(limit)) }
        return FormattedString(text: text, mismatches: mismatches)
    }

    /// `format` parsed and filled with `arguments`.
    public func format(_ format: String, _ arguments: [FormatArgument]) -> FormattedString {
        self.format(FormatString(format), arguments)
    }

    private func fits(_ value: FormatArgument, _ type: ArgumentType) -> Bool {
        switch type.family {
        case .object, .cString: value.family == .object
        case .integer, .character: value.family == .integer
        case .floatingPoint: value.family == .floatingPoint
        case .pointer: value.family == .integer
        case .pluralVariable: value.family == .integer || value.family == .floatingPoint
        }
    }

    private func render(_ value: FormatArgument, _ placeholder: FormatPlaceholder, position: Int, arguments: [FormatArgument],
                        precision: Int?, budget: FormatBudget, mismatches: inout [FormatMismatch]) -> String {
        let grouped = placeholder.flags.contains("'")
        switch placeholder.conversion {
        case "#":
            let reference = VariableReference(name: placeholder.variable ?? "", position: position, arguments: arguments)
            if let resolved = resolveVariable(reference) { return resolved }
            mismatches.append(.unresolvedVariable(placeholder.variable ?? ""))
            return number(value, fractionDigits: nil, grouped: false)
        case "d", "i", "D", "u", "U":
            return number(value, fractionDigits: 0, grouped: grouped, minimumDigits: precision)
        case "f", "F":
            return number(value, fractionDigits: precision ?? 6, grouped: grouped)
        case "e", "E", "g", "G", "a", "A":
            // Digits past the first few dozen are zeros nobody reads: what they add is budgeted.
            let digits = precision.map { $0 <= Self.freePrecision ? $0 : Self.freePrecision + budget.take(characters: $0 - Self.freePrecision) }
            let raw = String(format: "%\(digits.map { ".\($0)" } ?? "")\(placeholder.conversion)", doubleValue(value))
            return localizeDigits(raw)
        case "x", "X", "o", "O", "p":
            let radix = placeholder.conversion == "o" || placeholder.conversion == "O" ? 8 : 16
            let digits = String(integerBits(value), radix: radix, uppercase: placeholder.conversion == "X")
            return placeholder.conversion == "p" ? "0x" + digits : digits
        case "c", "C":
            return Unicode.Scalar(UInt32(truncatingIfNeeded: integerBits(value))).map { String(Character($0)) } ?? "\u{FFFD}"
        default:
            return string(value)
        }
    }

    private func string(_ value: FormatArgument) -> String {
        switch value {
        case .string(let text): return text
        case .localized(let key): return resolveNested(key)
        case .date(let date, let dateStyle, let timeStyle):
            let kind = DateFormatting.Kind.styles(date: dateStyle, time: timeStyle)
            return (try? DateFormatting.cached(locale: locale, kind: kind))?.string(from: date) ?? String(describing: date)
        case .int, .uint, .double:
            return number(value, fractionDigits: nil, grouped: false)
        }
    }

    private func number(_ value: FormatArgument, fractionDigits: Int?, grouped: Bool, minimumDigits: Int? = nil) -> String {
        var skeleton = fractionDigits.map { $0 == 0 ? "precision-integer" : "." + String(repeating: "0", count: min($0, 30)) } ?? ""
        if !grouped { skeleton += (skeleton.isEmpty ? "" : " ") + "group-off" }
        if let minimumDigits, minimumDigits > 1 {
            skeleton += " integer-width/+" + String(repeating: "0", count: min(minimumDigits, 30))
        }
        let formatter = try? NumberFormatting.cached(locale: locale, style: .skeleton(skeleton))
        switch value {
        case .int(let number): return formatter?.string(decimal: String(number)) ?? String(number)
        case .uint(let number): return formatter?.string(decimal: String(number)) ?? String(number)
        case .double(let number):
            if fractionDigits == 0 { return formatter?.string(decimal: String(Int64(clamping: number))) ?? String(number) }
            return formatter?.string(number) ?? String(number)
        default: return string(value)
        }
    }

    private func doubleValue(_ value: FormatArgument) -> Double {
        switch value {
        case .double(let number): number
        case .int(let number): Double(number)
        case .uint(let number): Double(number)
        default: 0
        }
    }

    private func integerBits(_ value: FormatArgument) -> UInt64 {
        switch value {
        case .int(let number): UInt64(bitPattern: number)
        case .uint(let number): number
        case .double(let number): UInt64(bitPattern: Int64(clamping: number))
        default: 0
        }
    }

    private func localizeDigits(_ text: String) -> String {
        guard let system = try? NumberingSystem(locale: locale), system.digits.count == 10, system.name != "latn" else { return text }
        return String(text.map { character in
            if let digit = character.wholeNumberValue, character.isASCII { return system.digits[digit] }
            return character
        })
    }

    /// The precision of `%e`, `%g` and `%a` that is not counted against the budget.
    private static let freePrecision = 40

    /// `body` padded to `width`; the padding is taken from `budget`, so it stops where the budget does.
    private func pad(_ body: String, width: Int?, flags: String, budget: FormatBudget) -> String {
        guard let width, width > 0 else { return body }
        let length = body.count
        guard length < width else { return body }
        let fill = String(repeating: flags.contains("0") && !flags.contains("-") ? "0" : " ", count: budget.take(characters: width - length))
        return flags.contains("-") ? body + fill : fill + body
    }
}

/// A `%#@name@` variable met while formatting: its name, the argument position it reads, and all
/// the arguments (a chosen plural form may read others, e.g. `%2$@`).
public struct VariableReference: Sendable, Hashable {
    /// The variable's name.
    public var name: String
    /// The 1-based position of the argument that selects the plural form.
    public var position: Int
    /// Every argument of the format.
    public var arguments: [FormatArgument]

    /// The selecting argument.
    public var argument: FormatArgument? { position >= 1 && position <= arguments.count ? arguments[position - 1] : nil }
}

extension Int {
    /// An `Int` from an `Int64`, clamped to this platform's range.
    init(clamping value: Int64) { self = Int(truncatingIfNeeded: Swift.max(Int64(Int.min), Swift.min(Int64(Int.max), value))) }
}

extension Int64 {
    /// An `Int64` from a double, clamped, with NaN as 0.
    init(clamping value: Double) {
        if value.isNaN { self = 0 } else if value >= 9.2e18 { self = .max } else if value <= -9.2e18 { self = .min } else { self = Int64(value) }
    }
}
