/// A 1-based line and column in a catalog's decoded text.
///
/// Columns count Unicode scalars (not bytes, not UTF-16 units), so a position means the same thing
/// whether the file was stored as UTF-8 or UTF-16. Lines are separated by LF; a CR before it is
/// counted as an ordinary character on its line.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line number, starting at 1.
    public var line: Int
    /// The column number in Unicode scalars, starting at 1.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file.
    public static let start = TextPosition(line: 1, column: 1)

    /// `line:column`, as compilers print it.
    public var description: String { "\(line):\(column)" }

    /// Orders positions as they occur in the file.
    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A string read from a catalog together with where it starts in the file.
public struct LocatedString: Hashable, Sendable {
    /// The decoded text.
    public var value: String
    /// Where the text (for a quoted string: its opening quote) starts.
    public var position: TextPosition

    /// Creates a located string.
    public init(_ value: String, at position: TextPosition) {
        self.value = value
        self.position = position
    }
}
