/// Appending Unicode scalars to a UTF-8 byte buffer (escape sequences produce scalars).
extension Array where Element == UInt8 {
    /// Appends the UTF-8 encoding of `scalar`, which must be a valid scalar value (not a surrogate).
    mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            append(UInt8(truncatingIfNeeded: 0xC0 | scalar >> 6))
            append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            append(UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12))
            append(UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F))
            append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        default:
            append(UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18))
            append(UInt8(truncatingIfNeeded: 0x80 | (scalar >> 12) & 0x3F))
            append(UInt8(truncatingIfNeeded: 0x80 | (scalar >> 6) & 0x3F))
            append(UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F))
        }
    }
}

extension String {
    /// A text read from a file, from bytes already known to be valid UTF-8; long runs of combining
    /// marks put in order (see `CombiningMarkOrder`).
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        self.init(readText: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// A text read from a file, from its UTF-8 bytes (invalid sequences become U+FFFD); long runs of
    /// combining marks put in order (see `CombiningMarkOrder`).
    init(readText bytes: UnsafeBufferPointer<UInt8>) {
        self = CombiningMarkOrder.ordered(String(decoding: bytes, as: UTF8.self))
    }

    /// A text read from a file, from its UTF-8 bytes; see `init(readText:)` above.
    init(readText bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { String(readText: $0) }
    }
}

/// Hex digit values, shared by the escape decoders.
@inline(__always)
func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
}
