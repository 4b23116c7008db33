#if os(Linux)
import ToolSupport

/// The string literals written in one declaration's braces, read from its source text: the
/// sample data of a `PreviewProvider`, whose body the compiler does not hand to any macro.
///
/// It reads as much of Swift as finding literals needs: line and (nested) block comments,
/// single-line literals with their escapes, raw literals (`#"…"#`) and interpolations, whose code
/// may hold braces and literals of its own. A literal with an interpolation is known at run time
/// only and is not taken; multi-line literals are skipped, not taken. A literal given to a
/// parameter or property that names people (`maintainers: "…"`, `let authors = […]`) is a
/// person's name, the same in every language, and is not taken either.
struct DeclarationLiterals {
    private let text: [Unicode.Scalar]
    private var position = 0
    private var literals: [String] = []
    /// The literals given to a parameter or binding that names people: people's names.
    private var names: [String] = []
    /// The literals of a type's static sample data (`static let preview = Item(title: "Milk")`).
    private var samples: [String] = []
    /// Whether literals read are taken (not while a preview is skipped).
    private var collecting = true
    /// How often each capitalized name (a type's) is written outside previews.
    private var typeNames: [String: Int] = [:]
    /// The names a `struct`, `class`, `enum` or `actor` declares outside previews.
    private var declaredTypes: Set<String> = []
    /// What the argument or binding read at a depth names.
    private enum Naming {
        /// Nothing: its literals are the app's text.
        case nothing
        /// People (`maintainers:`): its literals, and those nested in it, are names.
        case people
        /// A thing (`name:`, `…Name:`): its literals are names when they read as codes (`CodeType(name: "UPC-E")`).
        case thing
        /// A type's sample data (`static let preview = Item(…)`, `static var mock`): its literals are not taken.
        case sample
    }

    /// One entry a bracket open (the file itself first): what the argument or binding read at
    /// that depth names.
    private var naming: [Naming] = [.nothing]

    private init(_ text: String) {
        self.text = Array(text.unicodeScalars)
    }

    /// The literals between the first `{` of `source` and the `}` that closes it, in order and
    /// once each.
    static func literals(in source: some StringProtocol) -> [String] {
        var reader = DeclarationLiterals(String(source))
        while reader.position < reader.text.count, reader.text[reader.position] != "{" {
            if !reader.skipCommentOrString() { reader.position += 1 }
        }
        guard reader.position < reader.text.count else { return [] }
        reader.position += 1
        reader.skipCode(open: "{", close: "}")
        return reader.literals
    }

    /// The plain literals of a whole file, leaving out what previews write: a `#Preview`'s
    /// arguments and body, and the declaration a type is made a `PreviewProvider` in.
    static func literalsOutsidePreviews(in source: some StringProtocol) -> [String] {
        literalsAndNamesOutsidePreviews(in: source).literals
    }

    /// The plain literals of a whole file outside previews (see `literalsOutsidePreviews`), and
    /// apart from them the people's names (literals given to a parameter or binding naming people,
    /// or compared as codes) and the literals of static sample data.
    static func literalsAndNamesOutsidePreviews(in source: some StringProtocol) -> (literals: [String], names: [String], samples: [String]) {
        let reader = readOutsidePreviews(source)
        return (reader.literals, reader.names, reader.samples)
    }

    /// `source` read whole, leaving out what previews write: a `#Preview`'s arguments and body,
    /// and the declaration a type is made a `PreviewProvider` in.
    private static func readOutsidePreviews(_ source: some StringProtocol) -> DeclarationLiterals {
        var reader = DeclarationLiterals(String(source))
        while reader.position < reader.text.count {
            if reader.skipCommentOrString() { continue }
            if reader.startsWord("#Preview") {
                reader.skipPreview()
            } else if reader.startsWord("PreviewProvider") {
                reader.skipProvider()
            } else if reader.startsName() {
                reader.readName()
            } else {
                reader.followBrackets()
                reader.position += 1
            }
        }
        return reader
    }

    /// How often each capitalized name is written in `source` outside previews (a type's
    /// declaration and its uses), and the types the file declares there.
    static func typeNamesOutsidePreviews(in source: some StringProtocol) -> (counts: [String: Int], declared: Set<String>) {
        let reader = readOutsidePreviews(source)
        return (reader.typeNames, reader.declaredTypes)
    }

    /// The capitalized names of a preview starting at the start of `source` (a `#Preview` or a
    /// `PreviewProvider`'s declaration): those in its braces, in the order written.
    static func namesOfPreview(in source: some StringProtocol) -> [String] {
        var reader = DeclarationLiterals(String(source))
        while reader.position < reader.text.count, reader.text[reader.position] != "{" {
            if !reader.skipCommentOrString() { reader.position += 1 }
        }
        var names: [String] = []
        var depth = 0
        while reader.position < reader.text.count {
            if reader.skipCommentOrString() { continue }
            let current = reader.text[reader.position]
            if current == "{" { depth += 1 }
            if current == "}" {
                depth -= 1
                if depth == 0 { break }
            }
            if reader.startsName() {
                let word = reader.nextName()
                if word.first?.isUppercase == true { names.append(word) }
            } else {
                reader.position += 1
            }
        }
        return names
    }

    /// Whether a name (an identifier or keyword) starts here.
    private func startsName() -> Bool {
        let current = text[position]
        guard current == "_" || current.properties.isAlphabetic else { return false }
        return position == 0 || !Self.isNamePart(text[position - 1])
    }

    /// Reads the name starting here; an argument label or a `let`/`var` binding that names
    /// people marks the current depth, so the literals given to it are not taken.
    private mutating func readName() {
        let start = position
        let word = nextName()
        if word.first?.isUppercase == true {
            typeNames[word, default: 0] += 1
            if ["struct", "class", "enum", "actor"].contains(previousWord(before: start)) { declaredTypes.insert(word) }
        }
        if word == "let" || word == "var" {
            let isStatic = previousWord(before: start) == "static"
            skipSpaces()
            guard position < text.count, startsName() else { return }
            let binding = nextName()
            if NameLabel.namesPeople(binding) {
                mark(.people)
            } else if isStatic, NameLabel.namesSampleData(binding) {
                mark(.sample)
            }
            return
        }
        // An argument that names people (`maintainers:`), or a thing (`CodeType(name: "EAN-13")`).
        guard NameLabel.holdsName(word), previousSymbol(before: start).map({ $0 == "(" || $0 == "," }) == true else { return }
        var after = position
        while after < text.count, text[after] == " " || text[after] == "\t" { after += 1 }
        guard after < text.count, text[after] == ":", after + 1 >= text.count || text[after + 1] != ":" else { return }
        mark(NameLabel.namesPeople(word) ? .people : .thing)
    }

    /// The name starting here, read.
    private mutating func nextName() -> String {
        var name = String.UnicodeScalarView()
        while position < text.count, Self.isNamePart(text[position]) {
            name.append(text[position])
            position += 1
        }
        return String(name)
    }

    /// The word (identifier or keyword) that ends just before `index`, white space skipped.
    private func previousWord(before index: Int) -> String {
        var end = index - 1
        while end >= 0, text[end].properties.isWhitespace { end -= 1 }
        var start = end
        while start >= 0, Self.isNamePart(text[start]) { start -= 1 }
        guard start < end else { return "" }
        return String(String.UnicodeScalarView(text[(start + 1)...end]))
    }

    /// Whether the literal between `start` (its opening quote) and `end` (after its closing
    /// quote) is compared (`token != "applite"`, `"done" == state`) or matched (`case "x":`): a
    /// value the code tests for, a code or key, not interface text.
    private func isCompared(start: Int, end: Int) -> Bool {
        var back = start - 1
        while back >= 0, text[back] == " " || text[back] == "\t" || text[back] == "#" { back -= 1 }
        if back >= 1, text[back] == "=", text[back - 1] == "=" || text[back - 1] == "!" { return true }
        if previousWord(before: back + 1) == "case" { return true }
        var after = end
        while after < text.count, text[after] == " " || text[after] == "\t" { after += 1 }
        return after + 1 < text.count && text[after + 1] == "=" && (text[after] == "=" || text[after] == "!")
    }

    /// The first character before `index` that is not white space.
    private func previousSymbol(before index: Int) -> Unicode.Scalar? {
        var back = index - 1
        while back >= 0, text[back].properties.isWhitespace { back -= 1 }
        return back >= 0 ? text[back] : nil
    }

    private mutating func mark(_ named: Naming) {
        naming[naming.count - 1] = named
    }

    /// Keeps the depths in step with the bracket here: an argument or a statement ends at a
    /// comma or a line break of its own depth.
    private mutating func followBrackets() {
        switch text[position] {
        case "(", "[", "{": naming.append(.nothing)
        case ")", "]", "}": if naming.count > 1 { naming.removeLast() }
        case ",", "\n", ";": mark(.nothing)
        default: break
        }
    }


    /// Whether a thing's name reads as a code, the same in every language: it holds a digit or a
    /// word of two or more capitals ("UPC-E", "Code 39", "GS1 DataBar", "QR-Code"), where
    /// "English" or "Groceries" is a word to translate.
    static func readsAsCode(_ name: String) -> Bool {
        if name.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) { return true }
        let words = name.split(whereSeparator: { !$0.isLetter })
        return words.contains { $0.count >= 2 && $0.allSatisfy(\.isUppercase) }
    }

    /// Whether `word` starts here, not inside a longer name.
    private func startsWord(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard position + scalars.count <= text.count, text[position..<(position + scalars.count)].elementsEqual(scalars) else { return false }
        let before = position > 0 ? text[position - 1] : " "
        let after = position + scalars.count < text.count ? text[position + scalars.count] : " "
        return !Self.isNamePart(before) && !Self.isNamePart(after)
    }

    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }

    /// Skips a `#Preview` starting here: its arguments and its body, taking none of their literals.
    private mutating func skipPreview() {
        collecting = false
        defer { collecting = true }
        position += "#Preview".unicodeScalars.count
        skipSpaces()
        if position < text.count, text[position] == "(" {
            position += 1
            skipCode(open: "(", close: ")")
            skipSpaces()
        }
        if position < text.count, text[position] == "{" {
            position += 1
            skipCode(open: "{", close: "}")
        }
    }

    /// Skips from a `PreviewProvider` conformance here to the end of the declaration's braces,
    /// taking none of its literals.
    private mutating func skipProvider() {
        collecting = false
        defer { collecting = true }
        while position < text.count, text[position] != "{" {
            if !skipCommentOrString() { position += 1 }
        }
        guard position < text.count else { return }
        position += 1
        skipCode(open: "{", close: "}")
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position].properties.isWhitespace { position += 1 }
    }

    private func scalar(at offset: Int) -> Unicode.Scalar? {
        position + offset < text.count ? text[position + offset] : nil
    }

    /// Reads code up to the `close` matching an `open` just read, taking the literals on the way.
    private mutating func skipCode(open: Unicode.Scalar, close: Unicode.Scalar) {
        var depth = 1
        while position < text.count {
            if skipCommentOrString() { continue }
            let current = text[position]
            position += 1
            if current == open {
                depth += 1
            } else if current == close {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// Skips a comment or reads a string literal starting here; false when neither starts here.
    private mutating func skipCommentOrString() -> Bool {
        let current = text[position]
        if current == "/", scalar(at: 1) == "/" {
            while position < text.count, text[position] != "\n" { position += 1 }
            return true
        }
        if current == "/", scalar(at: 1) == "*" {
            skipBlockComment()
            return true
        }
        var pounds = 0
        while scalar(at: pounds) == "#" { pounds += 1 }
        guard scalar(at: pounds) == "\"" else { return false }
        position += pounds
        readString(pounds: pounds)
        return true
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while position < text.count {
            if text[position] == "/", scalar(at: 1) == "*" {
                depth += 1
                position += 2
            } else if text[position] == "*", scalar(at: 1) == "/" {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// Whether `"` followed by `pounds` `#` is here.
    private func closes(pounds: Int) -> Bool {
        text[position] == "\"" && (0..<pounds).allSatisfy { scalar(at: 1 + $0) == "#" }
    }

    /// Reads a literal whose opening quote is here, after `pounds` `#`.
    private mutating func readString(pounds: Int) {
        if scalar(at: 1) == "\"", scalar(at: 2) == "\"" {
            skipMultiline(pounds: pounds)
            return
        }
        let start = position - pounds
        position += 1
        var value = String.UnicodeScalarView()
        var plain = true
        while position < text.count {
            let current = text[position]
            if current == "\n" { return }
            if closes(pounds: pounds) {
                position += 1 + pounds
                if plain, collecting, naming.contains(.sample) {
                    let literal = String(value)
                    if !samples.contains(literal) { samples.append(literal) }
                } else if plain, collecting {
                    let literal = String(value)
                    if naming.contains(.people) || (naming.contains(.thing) && Self.readsAsCode(literal)) || isCompared(start: start, end: position) {
                        if !names.contains(literal) { names.append(literal) }
                    } else if !literals.contains(literal) {
                        literals.append(literal)
                    }
                }
                return
            }
            let escapes = current == "\\" && (0..<pounds).allSatisfy { scalar(at: 1 + $0) == "#" }
            guard escapes else {
                value.append(current)
                position += 1
                continue
            }
            position += 1 + pounds
            guard position < text.count else { return }
            let escaped = text[position]
            position += 1
            switch escaped {
            case "(":
                plain = false
                skipCode(open: "(", close: ")")
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "0": value.append("\0")
            case "\"", "'", "\\": value.append(escaped)
            case "u":
                var hex = ""
                if position < text.count, text[position] == "{" { position += 1 }
                while position < text.count, text[position] != "}", text[position] != "\n" {
                    hex.unicodeScalars.append(text[position])
                    position += 1
                }
                position += 1
                guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else { plain = false; continue }
                value.append(decoded)
            default:
                plain = false
            }
        }
    }

    /// Skips a multi-line literal whose opening `"""` is here.
    private mutating func skipMultiline(pounds: Int) {
        position += 3
        while position < text.count {
            if text[position] == "\\", (0..<pounds).allSatisfy({ scalar(at: 1 + $0) == "#" }), scalar(at: 1 + pounds) == "(" {
                position += 2 + pounds
                skipCode(open: "(", close: ")")
                continue
            }
            if text[position] == "\"", scalar(at: 1) == "\"", scalar(at: 2) == "\"", (0..<pounds).allSatisfy({ scalar(at: 3 + $0) == "#" }) {
                position += 3 + pounds
                return
            }
            position += text[position] == "\\" && pounds == 0 ? 2 : 1
        }
    }
}
#endif
