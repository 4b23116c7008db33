/// The character encoding a catalog file was stored in, as detected from its bytes.
public enum TextEncoding: String, Hashable, Sendable, CustomStringConvertible {
    /// UTF-8 (plain ASCII files are reported as UTF-8 too).
    case utf8
    /// UTF-16, least significant byte first.
    case utf16LittleEndian
    /// UTF-16, most significant byte first.
    case utf16BigEndian

    /// The name people use for it: `UTF-8`, `UTF-16LE`, `UTF-16BE`.
    public var description: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        }
    }
}

/// What the decoder found out about a file's encoding: lint reports BOM-less UTF-16, for instance.
public struct DetectedEncoding: Hashable, Sendable, CustomStringConvertible {
    /// The encoding of the text.
    public var encoding: TextEncoding
    /// Whether the file starts with a byte order mark.
    public var hasByteOrderMark: Bool

    /// Creates a detected encoding.
    public init(_ encoding: TextEncoding, byteOrderMark: Bool) {
        self.encoding = encoding
        self.hasByteOrderMark = byteOrderMark
    }

    /// For example `UTF-16LE with BOM`.
    public var description: String {
        hasByteOrderMark ? "\(encoding) with BOM" : "\(encoding)"
    }
}
