/// The byte-level steps the three XML readers share (property lists, storyboards and XIBs,
/// XLIFF): each reads its own vocabulary, over one way of moving through the bytes.
protocol XMLScanning: ByteParser {
    /// The offset of the next byte to read, moved by the steps below.
    var index: Int { get set }
}

extension XMLScanning {
    /// Moves past spaces, tabs and line breaks.
    mutating func skipWhitespace() {
        while index < bytes.count, XMLSyntax.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Whether the bytes at `index` spell `literal`.
    func startsWith(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    /// The offset of the next `literal` at or after `index`, or nil.
    func find(_ literal: StaticString) -> Int? {
        let count = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        var offset = index
        while offset + count <= bytes.count {
            if bytes[offset] == pointer[0], (1..<count).allSatisfy({ bytes[offset + $0] == pointer[$0] }) { return offset }
            offset += 1
        }
        return nil
    }

    /// Moves past the next occurrence of `literal`; false (at the end) when there is none.
    mutating func skip(past literal: StaticString) -> Bool {
        guard let end = find(literal) else {
            index = bytes.count
            return false
        }
        index = end + literal.utf8CodeUnitCount
        return true
    }

    /// Moves past the comment `<!-- … -->` that starts at `index`.
    mutating func skipComment() throws(CatalogError) {
        let start = index
        index += 4
        guard skip(past: "-->") else { throw unterminated("comment", openedAt: start) }
    }
}

/// The byte classes and references of XML syntax that the readers share.
enum XMLSyntax {
    /// ASCII letters, digits, `_ : . -`, and any non-ASCII byte (names are compared as text anyway).
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: byte >= 0x80
        }
    }

    /// Space, tab, CR and LF.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The scalar of `#123` or `#x7B`, or nil when it is not a valid XML character.
    static func characterReference(_ name: String) -> UInt32? {
        var digits = Substring(name)
        guard digits.first == "#" else { return nil }
        digits = digits.dropFirst()
        var radix = 10
        if digits.first == "x" {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: radix) else { return nil }
        guard value != 0, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return value
    }
}
