/// Names what a parser found at an offset, for "expected …, found …" messages.
enum FoundText {
    /// `end of file`, `end of line`, `'='`, `'é'`, or `U+0007` for invisible characters.
    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let lead = bytes[offset]
        switch lead {
        case 0x0A: return "end of line"
        case 0x0D: return "carriage return"
        case 0x09: return "tab"
        case 0x20: return "space"
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(lead)))'"
        case 0x00..<0x20, 0x7F: return "U+\(hex4(UInt32(lead)))"
        default:
            var length = 1
            while offset + length < bytes.count && length < 4 && bytes[offset + length] & 0xC0 == 0x80 {
                length += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            return "'\(text)'"
        }
    }

    /// The value as at least four upper-case hex digits.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
