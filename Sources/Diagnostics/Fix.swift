/// The one safe repair of a finding: what it does, in a sentence, and the text it replaces.
///
/// A fix never changes a translation's words: it evens out white space, removes an entry or marks
/// a key, and `l10n lint --fix` applies it. Reporters show it (`fix:` in text, `fix` in JSON,
/// `fixes` in SARIF).
public struct Fix: Sendable, Hashable, Codable {
    /// What the fix does, as an imperative sentence: `Remove the entry "old".`
    public var description: String
    /// The edits, none overlapping another; most fixes have one.
    public var replacements: [Replacement]

    /// A fix that makes `replacements`.
    public init(description: String, replacements: [Replacement]) {
        self.description = description
        self.replacements = replacements
    }
}

/// One edit of a file: the bytes of a range replaced by new text.
///
/// The range is given twice, as SARIF allows: in UTF-8 bytes from the start of the file as stored
/// (fixes are made only for UTF-8 files) and as lines and columns (1-based, columns in Unicode
/// scalars, the end exclusive). The text it replaces is kept, so an edit is applied only to the
/// file it was made for.
public struct Replacement: Sendable, Hashable, Codable {
    /// The file's path, as the finding gives it.
    public var file: String
    /// Where the range starts, in bytes from the start of the file.
    public var byteOffset: Int
    /// How many bytes it spans (0 for an insertion).
    public var byteLength: Int
    /// The line and column where it starts.
    public var start: TextPoint
    /// The line and column right after it.
    public var end: TextPoint
    /// The text the range holds now.
    public var deleted: String
    /// The text that takes its place (empty for a deletion).
    public var inserted: String

    /// An edit of `file`.
    public init(file: String, byteOffset: Int, byteLength: Int, start: TextPoint, end: TextPoint,
                deleted: String, inserted: String) {
        self.file = file
        self.byteOffset = byteOffset
        self.byteLength = byteLength
        self.start = start
        self.end = end
        self.deleted = deleted
        self.inserted = inserted
    }

    /// The bytes the edit replaces.
    public var byteRange: Range<Int> { byteOffset..<(byteOffset + byteLength) }
}

/// A line and column in a file, both 1-based, the column counted in Unicode scalars.
public struct TextPoint: Sendable, Hashable, Codable {
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// A point at `line` and `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
