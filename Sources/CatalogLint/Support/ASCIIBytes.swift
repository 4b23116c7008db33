/// Byte tests for text read as UTF-8: the rules look at most texts byte by byte, where a
/// `Character`'s properties would cost more than the rest of the test.
extension UInt8 {
    /// An ASCII letter, either case.
    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }

    /// An ASCII digit.
    var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }

    /// An ASCII letter or digit.
    var isASCIILetterOrDigit: Bool { isASCIILetter || isASCIIDigit }

    /// An upper-case ASCII letter.
    var isASCIIUpperCase: Bool { self >= 0x41 && self <= 0x5A }
}

extension StringProtocol {
    /// Whether every byte is ASCII, read from contiguous UTF-8 (false when the text is not stored
    /// contiguously, so that a caller takes its general path).
    var isContiguousASCII: Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
    }
}
