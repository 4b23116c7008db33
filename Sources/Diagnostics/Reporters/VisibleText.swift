/// Text from a catalog or source file made safe to print: every control character (C0, DEL and
/// C1, Unicode's `Cc`) is written as a visible escape — `\n`, `\r`, `\t`, else `\u{1B}` — so a key
/// holding ESC cannot drive the terminal (colours, cursor moves, a cleared screen, a forged line)
/// and NUL cannot cut a CI log short, and one finding stays on one line.
public enum VisibleText {
    /// `text` with its control characters escaped; text without any is returned as it is.
    /// `keepingLineBreaks` leaves LF and CR for a format that encodes them its own way.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Most texts hold none: one pass over the bytes says so (C1 controls are C2 80…C2 9F in UTF-8).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A where keepingLineBreaks, 0x0D where keepingLineBreaks: out.unicodeScalars.append(scalar)
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F, 0x80..<0xA0: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
