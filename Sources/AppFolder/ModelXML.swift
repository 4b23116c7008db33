/// An element of a Core Data model file: its name, attributes, children and the line it starts on.
public struct ModelXMLElement: Sendable, Equatable {
    /// The tag's name.
    public var name: String
    /// Its attributes.
    public var attributes: [String: String]
    /// The elements inside it.
    public var children: [ModelXMLElement]
    /// Its text (character data, entities decoded).
    public var text: String
    /// The 1-based line of its `<`.
    public var line: Int
}

/// Why a model file could not be read as XML, and where.
public struct ModelXMLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// What is wrong.
    public var reason: String
    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
}

/// A reader of the small XML of `.xcdatamodel/contents` and `.xccurrentversion` files: elements,
/// attributes, text, comments, the `<?xml?>` declaration and the five predefined entities. No DTDs.
public enum ModelXML {
    /// The most elements nested in one another.
    static let depthLimit = 64

    /// The root element of `text`.
    public static func parse(_ text: String) throws(ModelXMLError) -> ModelXMLElement {
        var reader = Reader(bytes: Array(text.utf8))
        var stack: [ModelXMLElement] = []
        var root: ModelXMLElement?
        while true {
            let textStart = reader.line
            let characters = reader.take { $0 != UInt8(ascii: "<") }
            if !characters.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }) {
                guard !stack.isEmpty else { throw ModelXMLError(line: textStart, reason: "text outside the root element") }
                stack[stack.count - 1].text += try decode(characters, line: textStart)
            }
            guard !reader.atEnd else { break }
            let line = reader.line
            if reader.skip("<?") {
                guard reader.skip(through: "?>") else { throw ModelXMLError(line: line, reason: "unterminated processing instruction") }
            } else if reader.skip("<!--") {
                guard reader.skip(through: "-->") else { throw ModelXMLError(line: line, reason: "unterminated comment") }
            } else if reader.skip("<!") {
                guard reader.skip(through: ">") else { throw ModelXMLError(line: line, reason: "unterminated declaration") }
            } else if reader.skip("</") {
                let name = reader.name()
                reader.skipSpace()
                guard reader.skip(">") else { throw ModelXMLError(line: reader.line, reason: "expected '>' to close </\(name)>") }
                guard let open = stack.popLast() else { throw ModelXMLError(line: line, reason: "closing tag </\(name)> without an opening tag") }
                guard open.name == name else {
                    throw ModelXMLError(line: line, reason: "closing tag </\(name)> does not match <\(open.name)> opened on line \(open.line)")
                }
                try add(open, to: &stack, root: &root, line: line)
            } else {
                reader.skip("<")
                let name = reader.name()
                guard !name.isEmpty else { throw ModelXMLError(line: line, reason: "expected an element name after '<'") }
                var element = ModelXMLElement(name: name, attributes: [:], children: [], text: "", line: line)
                while true {
                    reader.skipSpace()
                    if reader.skip("/>") {
                        try add(element, to: &stack, root: &root, line: line)
                        break
                    }
                    if reader.skip(">") {
                        guard stack.count < depthLimit else { throw ModelXMLError(line: line, reason: "elements nested deeper than \(depthLimit)") }
                        stack.append(element)
                        break
                    }
                    let attributeLine = reader.line
                    let attribute = reader.name()
                    guard !attribute.isEmpty else {
                        throw ModelXMLError(line: attributeLine, reason: reader.atEnd ? "unterminated tag <\(name)>" : "unexpected character in tag <\(name)>")
                    }
                    reader.skipSpace()
                    guard reader.skip("=") else { throw ModelXMLError(line: reader.line, reason: "expected '=' after attribute \(attribute)") }
                    reader.skipSpace()
                    guard let quote = reader.peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                        throw ModelXMLError(line: reader.line, reason: "expected a quoted value for attribute \(attribute)")
                    }
                    reader.advance()
                    let value = reader.take { $0 != quote && $0 != UInt8(ascii: "<") }
                    guard reader.skip(String(UnicodeScalar(quote))) else {
                        throw ModelXMLError(line: attributeLine, reason: "unterminated value of attribute \(attribute)")
                    }
                    guard element.attributes[attribute] == nil else {
                        throw ModelXMLError(line: attributeLine, reason: "attribute \(attribute) repeated in <\(name)>")
                    }
                    element.attributes[attribute] = try decode(value, line: attributeLine)
                }
            }
        }
        if let open = stack.last { throw ModelXMLError(line: reader.line, reason: "end of file inside <\(open.name)> opened on line \(open.line)") }
        guard let root else { throw ModelXMLError(line: reader.line, reason: "no root element") }
        return root
    }

    private static func add(_ element: ModelXMLElement, to stack: inout [ModelXMLElement], root: inout ModelXMLElement?,
                            line: Int) throws(ModelXMLError) {
        if stack.isEmpty {
            guard root == nil else { throw ModelXMLError(line: line, reason: "a second root element <\(element.name)>") }
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    /// `bytes` with entities decoded.
    static func decode(_ bytes: [UInt8], line: Int) throws(ModelXMLError) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { throw ModelXMLError(line: line, reason: "unterminated entity") }
            let entity = rest[rest.index(after: amp) ..< semicolon]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let number, let scalar = Unicode.Scalar(number) else { throw ModelXMLError(line: line, reason: "unknown entity &\(entity);") }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    /// A cursor over the bytes, counting lines.
    struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[index] }

        mutating func advance() {
            if bytes[index] == 10 { line += 1 }
            index += 1
        }

        mutating func take(while condition: (UInt8) -> Bool) -> [UInt8] {
            let start = index
            while !atEnd, condition(bytes[index]) { advance() }
            return Array(bytes[start ..< index])
        }

        @discardableResult
        mutating func skip(_ literal: String) -> Bool {
            let expected = Array(literal.utf8)
            guard index + expected.count <= bytes.count, Array(bytes[index ..< index + expected.count]) == expected else { return false }
            for _ in expected { advance() }
            return true
        }

        /// Moves past the next `literal`; false at the end without one.
        mutating func skip(through literal: String) -> Bool {
            while !atEnd {
                if skip(literal) { return true }
                advance()
            }
            return false
        }

        mutating func skipSpace() { _ = take { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 } }

        mutating func name() -> String {
            String(decoding: take { byte in
                (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95 || byte == 45 || byte == 46
                    || byte == 58 || byte >= 128
            }, as: UTF8.self)
        }
    }
}
