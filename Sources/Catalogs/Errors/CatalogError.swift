/// A catalog file that cannot be read: where, and what was wrong.
///
/// The description reads like a compiler's: `Localizable.strings:12:5: expected ';' after value, found '"'`.
public struct CatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the caller named it (`<input>` for bytes that came from nowhere in particular).
    public var file: String
    /// Where the problem is (for encoding problems: the position of the offending byte's character).
    public var position: TextPosition
    /// What is wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, position: TextPosition, problem: Problem) {
        self.file = file
        self.position = position
        self.problem = problem
    }

    /// The 1-based line of the problem.
    public var line: Int { position.line }
    /// The 1-based column (in Unicode scalars) of the problem.
    public var column: Int { position.column }

    /// What went wrong, one case per kind of fault so callers (lint) can tell them apart.
    public enum Problem: Hashable, Sendable {
        /// Something other than what the grammar allows here.
        case unexpected(found: String, expected: String)
        /// A string, comment or element that is still open at the end of the file.
        case unterminated(what: String, openedAt: TextPosition)
        /// A byte sequence that is not UTF-8.
        case invalidUTF8(byte: UInt8, byteOffset: Int)
        /// A UTF-16 file with an odd number of bytes.
        case oddUTF16Length(byteCount: Int)
        /// A UTF-16 surrogate without its partner (in the file's bytes, or in a `\U`/`\u` escape).
        case unpairedSurrogate(codeUnit: UInt16, byteOffset: Int?)
        /// U+FEFF (a byte order mark) after the start of the file: usually two files pasted together.
        case byteOrderMarkInText(byteOffset: Int)
        /// A file larger than the configured limit.
        case fileTooLarge(byteCount: Int, limit: Int)
        /// Arrays or dictionaries nested deeper than the configured limit.
        case nestingTooDeep(limit: Int)
        /// A binary property list (`bplist00`), which this reader does not decode.
        case binaryPropertyList
        /// A DTD that declares entities; entities are never expanded.
        case entityDeclaration
        /// An XML entity reference other than the five predefined ones and character references.
        case unknownEntity(String)
        /// The file could not be read at all.
        case unreadable(reason: String)
        /// The file could not be written.
        case unwritable(reason: String)
        /// The file changed on disk between being read and being replaced (another program wrote
        /// it); `change` says how. Nothing was written, so nothing it holds is lost.
        case changedSinceRead(change: String)
    }

    /// Whether the problem is with the bytes' encoding rather than with the syntax.
    public var isEncodingProblem: Bool {
        switch problem {
        case .invalidUTF8, .oddUTF16Length, .unpairedSurrogate, .byteOrderMarkInText: true
        default: false
        }
    }

    /// Whether the file could not be opened, read or written at all (no line or column applies).
    public var isFileSystemProblem: Bool {
        switch problem {
        case .unreadable, .unwritable, .changedSinceRead: true
        default: false
        }
    }

    /// The message without the location, e.g. `expected ';' after value, found '"'`.
    public var message: String {
        switch problem {
        case .unexpected(let found, let expected):
            "expected \(expected), found \(found)"
        case .unterminated(let what, let openedAt):
            "unterminated \(what) opened at \(openedAt)"
        case .invalidUTF8(let byte, let offset):
            "invalid UTF-8: byte \(hex(byte)) at byte offset \(offset)"
        case .oddUTF16Length(let count):
            "invalid UTF-16: the file has an odd number of bytes (\(count))"
        case .unpairedSurrogate(let unit, let offset):
            if let offset {
                "invalid UTF-16: unpaired surrogate \(hex(unit)) at byte offset \(offset)"
            } else {
                "unpaired surrogate \\U\(hex(unit).dropFirst(2)) in an escape; a surrogate pair needs both halves"
            }
        case .byteOrderMarkInText(let offset):
            "byte order mark (U+FEFF) inside the text at byte offset \(offset); only the first character may be one"
        case .fileTooLarge(let count, let limit):
            "file is \(count) bytes, over the \(limit)-byte limit for catalogs"
        case .nestingTooDeep(let limit):
            "nesting deeper than \(limit) levels"
        case .binaryPropertyList:
            "binary property list (bplist00) is not supported; convert it with `plutil -convert xml1`"
        case .entityDeclaration:
            "the DTD declares entities; entities are never expanded"
        case .unknownEntity(let name):
            "unknown entity '&\(name);' (only &lt; &gt; &amp; &quot; &apos; and character references are allowed)"
        case .unreadable(let reason):
            "cannot read file: \(reason)"
        case .unwritable(let reason):
            "cannot write file: \(reason)"
        case .changedSinceRead(let change):
            "changed while it was being updated (\(change)); nothing was written, so nothing in it is lost: run again"
        }
    }

    /// `file:line:column: message`, or `file: message` for a file-system problem, which has no position.
    public var description: String {
        isFileSystemProblem ? "\(file): \(message)" : "\(file):\(position.line):\(position.column): \(message)"
    }
}

private func hex(_ value: some FixedWidthInteger) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    let width = value.bitWidth / 4
    return "0x" + String(repeating: "0", count: max(0, width - digits.count)) + digits
}
