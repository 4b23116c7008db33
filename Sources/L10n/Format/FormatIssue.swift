/// Something wrong with a format string itself or with how it uses argument positions.
/// Foundation would print garbage, skip an argument, or crash on these.
public struct FormatIssue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What is wrong.
    public var kind: Kind
    /// Offset in Unicode scalars of the `%` concerned (or of the format's end).
    public var offset: Int

    /// Kinds of problem.
    public enum Kind: Sendable, Hashable, Codable {
        /// A `%` with no valid conversion after it (`100% sure`, `%$11d`, `%k`).
        case invalidConversion(String)
        /// A `%` at the very end of the format.
        case danglingPercent
        /// A `%#@` variable reference without its closing `@`.
        case unterminatedVariable(String)
        /// Positional (`%1$@`) and sequential (`%@`) placeholders in one format.
        case mixedPositionalAndSequential
        /// Two placeholders read the same position with different types.
        case conflictingTypes(position: Int, ArgumentType, ArgumentType)
        /// A position below the highest used is never read (`%1$@ %3$@`: 2 is skipped).
        case skippedPosition(Int)
        /// `%0$@` or a position too large to be real.
        case invalidPosition(Int)
        /// `%n` writes to memory: never valid in a localized string.
        case writesToMemory
        /// A width or precision wider than any screen (`%999999999lld`): formatting pads only as
        /// far as `ExpansionLimits.characters` allows.
        case excessiveAmount(Int)
    }

    /// An issue of `kind` at `offset`.
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    public var description: String {
        switch kind {
        case .invalidConversion(let text): "'\(text)' is not a valid conversion (write '%%' for a percent sign)"
        case .danglingPercent: "a '%' ends the string (write '%%' for a percent sign)"
        case .unterminatedVariable(let name): "variable '%#@\(name)' has no closing '@'"
        case .mixedPositionalAndSequential: "positional (%1$@) and sequential (%@) placeholders are mixed"
        case .conflictingTypes(let position, let first, let second):
            "argument \(position) is read as \(first.rawValue) and as \(second.rawValue)"
        case .skippedPosition(let position): "argument \(position) is never used"
        case .invalidPosition(let position) where position == Int.max: "an argument position of 19 digits or more is not valid"
        case .invalidPosition(let position): "argument position \(position) is not valid"
        case .writesToMemory: "'%n' writes to memory and must never appear in a localized string"
        case .excessiveAmount(let amount) where amount == Int.max: "a width or precision of 19 digits or more is wider than any screen"
        case .excessiveAmount(let amount): "a width or precision of \(amount) is wider than any screen (at most \(FormatParser.sensibleAmount) is sensible)"
        }
    }
}
