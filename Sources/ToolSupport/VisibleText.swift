/// Text from a catalog or source file made safe to print: every control character (C0, DEL and
/// C1, Unicode's `Cc`) and every bidirectional control (U+061C, U+200E, U+200F, U+202A…U+202E,
/// U+2066…U+2069) is written as a visible escape — `\n`, `\r`, `\t`, else `\u{1B}` — so a key
/// holding ESC cannot drive the terminal (colours, cursor moves, a cleared screen, a forged line),
/// a right-to-left override cannot make a line read backwards, NUL cannot cut a CI log short, and
/// one finding stays on one line. Every human output (lint, check, render and extract text) uses it.
public enum VisibleText {
    /// `text` with its control characters escaped; text without any is returned as it is.
    /// `keepingLineBreaks` leaves LF and CR for a format that encodes them its own way.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Most texts hold none: one pass over the contiguous bytes says so and returns the text itself.
        let isPlain = text.utf8.withContiguousStorageIfAvailable { Self.showsAsIs($0, keepingLineBreaks: keepingLineBreaks) }
            ?? Array(text.utf8).withUnsafeBufferPointer { Self.showsAsIs($0, keepingLineBreaks: keepingLineBreaks) }
        guard !isPlain else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineBreaks, 0x0D where keepingLineBreaks: out.unicodeScalars.append(scalar)
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether the UTF-8 `bytes` hold no control character to escape: no C0 byte (but LF and CR when
    /// `keepingLineBreaks`), no DEL, no C1 control (C2 80…C2 9F; other C2 pairs such as NBSP, «
    /// and » are printable) and no bidirectional control (D8 9C, E2 80 8E/8F, E2 80 AA…AE,
    /// E2 81 A6…A9). Read eight bytes at a time: only a word holding a byte below 0x20, a DEL or a
    /// C2, D8 or E2 lead byte is looked at byte by byte.
    private static func showsAsIs(_ bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasByteBelow0x20(word) || hasZeroByte(word ^ 0x7F7F_7F7F_7F7F_7F7F) || hasZeroByte(word ^ 0xC2C2_C2C2_C2C2_C2C2)
                || hasZeroByte(word ^ 0xE2E2_E2E2_E2E2_E2E2) || hasZeroByte(word ^ 0xD8D8_D8D8_D8D8_D8D8),
               !showsAsIs(bytes, in: index..<index + 8, keepingLineBreaks: keepingLineBreaks) {
                return false
            }
            index += 8
        }
        return showsAsIs(bytes, in: index..<bytes.count, keepingLineBreaks: keepingLineBreaks)
    }

    /// `showsAsIs` of the bytes at `range`, one at a time (a C2 lead byte at its end is read with
    /// the byte after it).
    private static func showsAsIs(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>, keepingLineBreaks: Bool) -> Bool {
        for index in range {
            let byte = bytes[index]
            if byte < 0x20 {
                guard keepingLineBreaks, byte == 0x0A || byte == 0x0D else { return false }
            } else if byte == 0x7F {
                return false
            } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 {
                return false
            } else if byte == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C {
                return false
            } else if byte == 0xE2, index + 2 < bytes.count, isBidiControl(bytes[index + 1], bytes[index + 2]) {
                return false
            }
        }
        return true
    }

    /// Whether E2 followed by `second` and `third` is a bidirectional control (U+200E, U+200F,
    /// U+202A…U+202E, U+2066…U+2069).
    private static func isBidiControl(_ second: UInt8, _ third: UInt8) -> Bool {
        switch (second, third) {
        case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): true
        default: false
        }
    }

    /// Whether a byte of `word` is below 0x20 (exact for the word as a whole, not for which byte).
    private static func hasByteBelow0x20(_ word: UInt64) -> Bool {
        (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether a byte of `word` is zero.
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }
}
