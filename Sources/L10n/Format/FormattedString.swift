/// The result of filling a format with arguments: the text, and every way the arguments did not
/// fit. Formatting never crashes: where Foundation would read garbage, this shows the argument as
/// best it can and says so.
public struct FormattedString: Sendable, Hashable, CustomStringConvertible {
    /// The formatted text.
    public var text: String
    /// What did not fit; empty when the format and arguments agree.
    public var mismatches: [FormatMismatch]

    /// A result.
    public init(text: String, mismatches: [FormatMismatch] = []) {
        self.text = text
        self.mismatches = mismatches
    }

    public var description: String { text }
}

/// One way a format and its arguments disagree.
public enum FormatMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The format reads an argument that was not given (Foundation reads garbage or crashes).
    case missingArgument(position: Int, expected: ArgumentType)
    /// The argument's kind does not fit the placeholder (an integer for `%@` crashes Foundation).
    case wrongType(position: Int, expected: ArgumentType, given: ArgumentType.Family)
    /// Arguments that no placeholder reads.
    case unusedArguments(positions: [Int])
    /// The format itself is malformed.
    case malformedFormat(FormatIssue)
    /// A `%#@var@` variable that nothing could resolve.
    case unresolvedVariable(String)
    /// A `%#@var@` variable whose plural forms refer back to it (directly or through another
    /// variable), so resolving it would never end.
    case recursiveVariable(String)
    /// Formatting passed one of `ExpansionLimits` (widths of a billion, variables that refer to
    /// each other thousands of times over) and stopped there.
    case limitExceeded(FormatBudget.Limit)

    public var description: String {
        switch self {
        case .missingArgument(let position, let expected):
            "argument \(position) (\(expected.rawValue)) is missing"
        case .wrongType(let position, let expected, let given):
            "argument \(position) is \(given.rawValue) but the format reads \(expected.rawValue)"
        case .unusedArguments(let positions):
            "argument\(positions.count == 1 ? "" : "s") \(positions.map(String.init).joined(separator: ", ")) not used by the format"
        case .malformedFormat(let issue): issue.description
        case .unresolvedVariable(let name): "variable '\(name)' could not be resolved"
        case .recursiveVariable(let name): "variable '\(name)' refers to itself through its plural forms, so it never resolves"
        case .limitExceeded(let limit): "formatting stopped: \(limit)"
        }
    }
}
