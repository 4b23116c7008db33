/// Reads values typed as text (on a command line, in a test) as the arguments a format's
/// placeholders read: `%lld` takes a whole number, `%f` a decimal, `%@` any text. A value that does
/// not fit its placeholder, a placeholder left without a value, and a value no placeholder reads
/// are errors, so a lookup never formats `abc` as a count nor shows a raw `%#@items@`.
public enum FormatArgumentReader {
    /// The arguments for `format` (a key or a format string) read from `texts`, in order.
    /// A `%#@var@` variable takes a number (whole or decimal), as the plural rules need one.
    public static func arguments(_ texts: [String], for format: String) throws(FormatArgumentError) -> [FormatArgument] {
        let parsed = FormatString(format)
        // A position past 99 (or 0) is no argument list a caller can give: refused before it is
        // walked, as `%9999999999$@` would otherwise be counted up to.
        if let issue = parsed.issues.first(where: { if case .invalidPosition = $0.kind { true } else { false } }) {
            throw FormatArgumentError(format: format, problem: .malformedFormat(issue.description))
        }
        let slots = parsed.arguments
        let read = Dictionary(slots.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        let highest = slots.map(\.position).max() ?? 0
        if texts.count > highest {
            throw FormatArgumentError(format: format, problem: .unread(positions: Array((highest + 1)...texts.count)))
        }
        var arguments: [FormatArgument] = []
        for position in stride(from: 1, through: highest, by: 1) {
            guard let slot = read[position] else {
                // A position no placeholder names (`%1$@ %3$@`): the value is passed on as text.
                if position <= texts.count { arguments.append(.string(texts[position - 1])) }
                continue
            }
            guard position <= texts.count else {
                throw FormatArgumentError(format: format, problem: .missing(position: position, placeholder: slot.placeholder.text))
            }
            arguments.append(try argument(texts[position - 1], slot: slot, format: format))
        }
        return arguments
    }

    private static func argument(_ text: String, slot: FormatArgumentSlot, format: String) throws(FormatArgumentError) -> FormatArgument {
        let misfit = FormatArgumentError(format: format, problem: .wrongType(position: slot.position, value: text,
                                                                              placeholder: slot.placeholder.text, expected: slot.type))
        switch slot.type {
        case .int32:
            guard let value = Int32(text) else { throw misfit }
            return .int(Int64(value))
        case .int64:
            guard let value = Int64(text) else { throw misfit }
            return .int(value)
        case .uint32:
            guard let value = UInt32(text) else { throw misfit }
            return .uint(UInt64(value))
        case .uint64:
            guard let value = UInt64(text) else { throw misfit }
            return .uint(value)
        case .double, .longDouble:
            guard let value = decimal(text) else { throw misfit }
            return .double(value)
        case .pluralVariable:
            if let value = Int64(text) { return .int(value) }
            guard let value = decimal(text) else { throw misfit }
            return .double(value)
        case .object, .cString, .unicharString, .unichar, .pointer:
            return .string(text)
        }
    }

    /// A finite decimal written with digits (`1.5`, `-3`, `2e3`); not `nan`, `inf` or hex floats.
    private static func decimal(_ text: String) -> Double? {
        guard text.unicodeScalars.allSatisfy({ "0123456789.-+eE".unicodeScalars.contains($0) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// Values that do not fit a format's placeholders: which, and how.
public struct FormatArgumentError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The format the values were read for.
    public var format: String
    /// What does not fit.
    public var problem: Problem

    /// What does not fit.
    public enum Problem: Sendable, Hashable {
        /// A value that is not what its placeholder reads (`abc` for `%lld`).
        case wrongType(position: Int, value: String, placeholder: String, expected: ArgumentType)
        /// A placeholder with no value.
        case missing(position: Int, placeholder: String)
        /// Values that no placeholder reads.
        case unread(positions: [Int])
        /// The format itself names positions no argument list has (`%0$@`, `%123456789$@`).
        case malformedFormat(String)
    }

    /// Creates an error.
    public init(format: String, problem: Problem) {
        self.format = format
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .wrongType(let position, let value, let placeholder, let expected):
            "value \(position), '\(value)', is not \(Self.noun(expected)), which \(placeholder) in '\(format)' reads"
        case .missing(let position, let placeholder):
            "'\(format)' reads \(placeholder) as argument \(position), but no value \(position) was given"
        case .unread(let positions):
            "\(positions.count == 1 ? "value" : "values") \(positions.map(String.init).joined(separator: ", ")) "
                + "\(positions.count == 1 ? "is" : "are") read by no placeholder of '\(format)'"
        case .malformedFormat(let issue):
            "'\(format)' cannot be given values: \(issue)"
        }
    }

    private static func noun(_ type: ArgumentType) -> String {
        switch type {
        case .int32: "a whole number of 32 bits"
        case .int64: "a whole number"
        case .uint32: "a whole number ≥ 0 of 32 bits"
        case .uint64: "a whole number ≥ 0"
        case .double, .longDouble: "a decimal number"
        case .pluralVariable: "a number"
        default: "text"
        }
    }
}
