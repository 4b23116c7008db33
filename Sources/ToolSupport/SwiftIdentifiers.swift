/// The words of Swift source text, read from its UTF-8 bytes without decoding characters: fast
/// enough to run over every line of an app before anything is compiled.
public enum SwiftIdentifiers {
    /// The identifier-like words of `text` in order: runs of ASCII letters, digits, `_` and the
    /// bytes of non-ASCII characters (which Swift identifiers may hold). Keywords are words too.
    public static func words(in text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if isWordByte(utf8[index]) {
                if start == nil { start = index }
            } else if let begun = start {
                words.append(text[begun..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let begun = start { words.append(text[begun..<utf8.endIndex]) }
        return words
    }

    /// The names declared or extended in `text`: each word after `struct`, `class`, `enum`,
    /// `actor`, `protocol` or `extension` (the last word of a qualified name: `Locale` in
    /// `extension Foundation.Locale`).
    public static func typesDeclared(in text: Substring) -> [String] {
        let words = words(in: text)
        var types: [String] = []
        var index = 0
        while index + 1 < words.count {
            if typeKeywords.contains(where: { $0.utf8.elementsEqual(words[index].utf8) }) {
                var name = index + 1
                // A qualified name: the words joined by dots, of which the last is the type.
                while name + 1 < words.count, text[words[name].endIndex...].utf8.first == UInt8(ascii: "."),
                      words[name + 1].startIndex == text.utf8.index(after: words[name].endIndex) {
                    name += 1
                }
                types.append(String(words[name]))
                index = name
            }
            index += 1
        }
        return types
    }

    private static let typeKeywords = ["struct", "class", "enum", "actor", "protocol", "extension"]

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
