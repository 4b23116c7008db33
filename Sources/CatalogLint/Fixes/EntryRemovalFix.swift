import Diagnostics
import L10n

/// The fix that removes one entry of a `.strings` file: its comment, key, value and `;`, and the
/// lines they filled when nothing else is on them; every other byte of the file stays as it is.
enum EntryRemovalFix {
    /// The fix removing the entry whose key starts at `position`, described by `description`;
    /// nil when the file is not UTF-8, no entry starts there, or something else shares the
    /// entry's last line (a comment trailing it would be left to the next entry).
    static func fix(keyAt position: TextPosition, in text: EditableText, description: String) -> Fix? {
        guard text.path.hasSuffix(".strings"), let offset = text.offset(of: position),
              let layout = StringsLayout(text.bytes, start: text.offset(of: .start) ?? 0),
              let entry = layout.entry(withKeyAt: offset) else { return nil }
        var start = entry.commentStart ?? entry.keyStart
        var end = entry.end
        while end < text.bytes.count, text.bytes[end] == 0x20 || text.bytes[end] == 0x09 || text.bytes[end] == 0x0D { end += 1 }
        let endsLine = end == text.bytes.count || text.bytes[end] == 0x0A
        guard endsLine else { return nil }
        let lineStart = text.lineStart(of: start)
        if text.isBlank(from: lineStart, to: start) {
            start = lineStart
            if end < text.bytes.count { end += 1 }
            // A blank line left between two others, or at the top, goes with the entry.
            let afterBlank = blankLineEnd(from: end, in: text)
            if let afterBlank, start == text.offset(of: .start) || isBlankLine(endingAt: start, in: text) { end = afterBlank }
        } else {
            end = entry.end
        }
        return Fix(description: description, replacements: [text.replacement(start..<end, with: "")])
    }

    /// The end (after its line break) of the line starting at `offset` when it is blank.
    private static func blankLineEnd(from offset: Int, in text: EditableText) -> Int? {
        var cursor = offset
        while cursor < text.bytes.count, [0x20, 0x09, 0x0D].contains(text.bytes[cursor]) { cursor += 1 }
        guard cursor < text.bytes.count, text.bytes[cursor] == 0x0A else { return nil }
        return cursor + 1
    }

    /// Whether the line ending right before `offset` (a line start) is blank.
    private static func isBlankLine(endingAt offset: Int, in text: EditableText) -> Bool {
        guard offset > 0, text.bytes[offset - 1] == 0x0A else { return false }
        let start = text.lineStart(of: offset - 1)
        return text.bytes[start..<(offset - 1)].allSatisfy { [0x20, 0x09, 0x0D].contains($0) }
    }
}
