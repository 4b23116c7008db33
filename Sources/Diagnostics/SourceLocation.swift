/// A position in a file: 1-based line and column (column counted in Unicode scalars), as editors
/// and `file:line:col:` compiler messages count them.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    /// The file's path as given by the user (reporters make it relative to the current folder).
    public var file: String
    /// 1-based line; 0 when the finding concerns the whole file.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int

    /// A location; `line` and `column` default to 0 ("the whole file").
    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
