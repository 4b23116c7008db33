/// The text a localized string shows once SwiftUI has read its inline Markdown: `Text("**Bold**
/// and [a link](https://…)")` shows "Bold and a link", styled, so the markers take no room and
/// VoiceOver reads none of them. Strong (`**`, `__`), emphasis (`*`, and `_` at word edges),
/// strikethrough (`~~`), code spans and links are read; a marker without its closing pair, or
/// with white space on its inner side, is text, as CommonMark reads it.
public enum InlineMarkdown {
    /// `text` with its inline Markdown markers taken out.
    public static func plain(_ text: String) -> String {
        guard text.contains(where: { "*_~`[\\".contains($0) }) else { return text }
        let characters = Array(text)
        var output = ""
        output.reserveCapacity(characters.count)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                output.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                output.append(contentsOf: characters[(index + 1)..<close])
                index = close + 1
                continue
            }
            if character == "[", let link = link(in: characters, at: index) {
                output.append(plain(String(characters[link.text])))
                index = link.end
                continue
            }
            if let length = delimiterLength(characters, at: index), let close = closing(characters, from: index, length: length) {
                output.append(plain(String(characters[(index + length)..<close])))
                index = close + length
                continue
            }
            output.append(character)
            index += 1
        }
        return output
    }

    /// The length of a delimiter run opening emphasis here (2 for `**`, `__`, `~~`; 1 for `*`, `_`), if one does.
    private static func delimiterLength(_ characters: [Character], at index: Int) -> Int? {
        let character = characters[index]
        guard character == "*" || character == "_" || character == "~" else { return nil }
        let doubled = index + 1 < characters.count && characters[index + 1] == character
        let length = doubled ? 2 : 1
        if character == "~" && !doubled { return nil }
        // An opening marker is followed by a non-space; `_` must also start a word.
        guard index + length < characters.count, !characters[index + length].isWhitespace else { return nil }
        if character == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        return length
    }

    /// Where the delimiter closing the one of `length` at `index` starts, if there is one.
    private static func closing(_ characters: [Character], from index: Int, length: Int) -> Int? {
        let marker = characters[index]
        var position = index + length + 1
        while position + length <= characters.count {
            let matches = (0..<length).allSatisfy { characters[position + $0] == marker }
            let precededBySpace = characters[position - 1].isWhitespace
            let followedByMarker = position + length < characters.count && characters[position + length] == marker
            let endsWord = marker != "_" || position + length == characters.count
                || !(characters[position + length].isLetter || characters[position + length].isNumber)
            if matches, !precededBySpace, !followedByMarker, endsWord { return position }
            position += 1
        }
        return nil
    }

    /// A link `[text](destination)` starting here: its text's range and the index after it.
    private static func link(in characters: [Character], at index: Int) -> (text: Range<Int>, end: Int)? {
        guard let closeBracket = characters[(index + 1)...].firstIndex(of: "]"), closeBracket + 1 < characters.count,
              characters[closeBracket + 1] == "(", let closeParen = characters[(closeBracket + 2)...].firstIndex(of: ")") else { return nil }
        guard !characters[(closeBracket + 2)..<closeParen].contains(where: \.isWhitespace) else { return nil }
        return ((index + 1)..<closeBracket, closeParen + 1)
    }
}
