/// Why a font table could not be read. Each case names the face and the byte offset (in the
/// base64 text, or in the decoded bytes) where the problem is, so a bad regeneration is easy to find.
public enum FontTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A character outside the base64 alphabet, at `offset` characters into the face's text.
    case invalidBase64(face: String, offset: Int, found: Character)
    /// The base64 text's length (ignoring whitespace) is not a multiple of four.
    case truncatedBase64(face: String, length: Int)
    /// A table needs more bytes than are left, starting at decoded byte `offset`.
    case truncated(face: String, offset: Int, needed: Int, available: Int)
    /// A segment's first scalar plus its count leaves the Unicode range or enters the surrogates.
    case scalarOutOfRange(face: String, offset: Int, scalar: UInt32)
    /// A segment starts at or before the end of the previous one; segments must ascend.
    case segmentOutOfOrder(face: String, offset: Int, scalar: UInt32, previousEnd: UInt32)
    /// A segment with no scalars.
    case emptySegment(face: String, offset: Int)
    /// A kerning class number at or beyond the table's class count.
    case kerningClassOutOfRange(face: String, offset: Int, found: Int, classCount: Int)
    /// Units per em must be positive.
    case invalidUnitsPerEm(face: String, found: Int)
    /// No face of `family` is bundled, so text in its scripts cannot be measured.
    case missingFamily(FontFamily)

    /// The error as one line: face, position, what was found and what was expected.
    public var description: String {
        switch self {
        case let .invalidBase64(face, offset, found):
            return "\(face): widths text offset \(offset): found \(found.debugDescription), expected a base64 character"
        case let .truncatedBase64(face, length):
            return "\(face): widths text has \(length) base64 characters, expected a multiple of 4"
        case let .truncated(face, offset, needed, available):
            return "\(face): byte \(offset): needs \(needed) more bytes, only \(available) left"
        case let .scalarOutOfRange(face, offset, scalar):
            return "\(face): byte \(offset): scalar \(hex(scalar)) is not a Unicode scalar value"
        case let .segmentOutOfOrder(face, offset, scalar, previousEnd):
            return "\(face): byte \(offset): segment starts at \(hex(scalar)), expected after \(hex(previousEnd))"
        case let .emptySegment(face, offset):
            return "\(face): byte \(offset): segment has no scalars, expected at least one"
        case let .kerningClassOutOfRange(face, offset, found, classCount):
            return "\(face): kerning byte \(offset): class \(found), expected below \(classCount)"
        case let .invalidUnitsPerEm(face, found):
            return "\(face): units per em is \(found), expected a positive number"
        case let .missingFamily(family):
            return "no bundled face of \(family.rawValue), expected at least one"
        }
    }
}

private func hex(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
