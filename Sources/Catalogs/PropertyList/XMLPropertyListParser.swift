/// A small XML reader for Apple's property-list dialect, over validated UTF-8 bytes.
///
/// It knows just enough XML for plists: the declaration and processing instructions (skipped),
/// comments, CDATA sections, attributes (skipped), the five predefined entities and character
/// references. A DOCTYPE is skipped without fetching anything; one that declares entities is an
/// error, and any other entity reference is an error: nothing is ever expanded.
struct XMLPropertyListParser: XMLScanning {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private let maxDepth: Int
    var index = 0
    var resolver = PositionResolver()
    private var scratch: [UInt8] = []
    private(set) var duplicateKeys: [DuplicateKey] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    /// Parses the prolog, the `<plist>` element (or a bare value) and what may follow it.
    mutating func parseDocument() throws(CatalogError) -> PropertyListNode {
        try skipMisc(allowDoctype: true)
        let tagStart = index
        let tag = try readStartTag()
        let root: PropertyListNode
        if tag.name == "plist" {
            if tag.selfClosing { throw unexpected("a value inside <plist>", at: tagStart) }
            try skipMisc(allowDoctype: false)
            root = try parseValue(depth: 1)
            try skipMisc(allowDoctype: false)
            try expectEndTag("plist")
        } else {
            root = try parseValue(startedWith: tag, at: tagStart, depth: 1)
        }
        try skipMisc(allowDoctype: false)
        if index < bytes.count { throw unexpected("end of file after the property list") }
        return root
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(CatalogError) -> PropertyListNode {
        let tagStart = index
        let tag = try readStartTag()
        return try parseValue(startedWith: tag, at: tagStart, depth: depth)
    }

    private mutating func parseValue(startedWith tag: StartTag, at tagStart: Int, depth: Int) throws(CatalogError) -> PropertyListNode {
        let position = position(of: tagStart)
        switch tag.name {
        case "dict":
            return PropertyListNode(.dictionary(tag.selfClosing ? [] : try parseDictionary(depth: depth)), at: position)
        case "array":
            return PropertyListNode(.array(tag.selfClosing ? [] : try parseArray(depth: depth)), at: position)
        case "string":
            return PropertyListNode(.string(try text(of: tag)), at: position)
        case "integer":
            return PropertyListNode(.integer(trimmed(try text(of: tag))), at: position)
        case "real":
            return PropertyListNode(.real(trimmed(try text(of: tag))), at: position)
        case "date":
            return PropertyListNode(.date(trimmed(try text(of: tag))), at: position)
        case "data":
            return PropertyListNode(.data(try text(of: tag)), at: position)
        case "true", "false":
            if !tag.selfClosing {
                try skipMisc(allowDoctype: false)
                try expectEndTag(tag.name)
            }
            return PropertyListNode(.boolean(tag.name == "true"), at: position)
        default:
            throw unexpected("a property list value (<dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date>, <data>)", at: tagStart, found: "<\(tag.name)>")
        }
    }

    private mutating func parseDictionary(depth: Int) throws(CatalogError) -> [PropertyListMember] {
        guard depth < maxDepth else { throw nestingTooDeep(limit: maxDepth) }
        var members: [PropertyListMember] = []
        while true {
            try skipMisc(allowDoctype: false)
            if atEndTag() {
                try expectEndTag("dict")
                break
            }
            let keyStart = index
            let keyTag = try readStartTag()
            guard keyTag.name == "key" else {
                throw unexpected("<key> or </dict>", at: keyStart, found: "<\(keyTag.name)>")
            }
            let keyPosition = position(of: keyStart)
            let key = try text(of: keyTag)
            try skipMisc(allowDoctype: false)
            if atEndTag() { throw unexpected("a value after <key>\(key)</key>") }
            let value = try parseValue(depth: depth + 1)
            members.append(PropertyListMember(key: key, keyPosition: keyPosition, value: value))
        }
        duplicateKeys += DuplicateKeyFinder.duplicates(in: members, key: \.key, position: \.keyPosition)
        return members
    }

    private mutating func parseArray(depth: Int) throws(CatalogError) -> [PropertyListNode] {
        guard depth < maxDepth else { throw nestingTooDeep(limit: maxDepth) }
        var elements: [PropertyListNode] = []
        while true {
            try skipMisc(allowDoctype: false)
            if atEndTag() {
                try expectEndTag("array")
                return elements
            }
            elements.append(try parseValue(depth: depth + 1))
        }
    }

    // MARK: Tags

    private struct StartTag {
        var name: String
        var selfClosing: Bool
    }

    private func atEndTag() -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/")
    }

    private mutating func readStartTag() throws(CatalogError) -> StartTag {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "/") else {
            throw unexpected("an element start tag '<…>'")
        }
        index += 1
        let name = try readName()
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("'>' closing <\(name)>") }
            switch bytes[index] {
            case UInt8(ascii: ">"):
                index += 1
                return StartTag(name: name, selfClosing: false)
            case UInt8(ascii: "/"):
                index += 1
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw unexpected("'>' after '/' in <\(name)/>") }
                index += 1
                return StartTag(name: name, selfClosing: true)
            default:
                try skipAttribute(of: name)
            }
        }
    }

    private mutating func skipAttribute(of element: String) throws(CatalogError) {
        _ = try readName()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw unexpected("'=' in an attribute of <\(element)>") }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw unexpected("a quoted attribute value in <\(element)>")
        }
        let quote = bytes[index]
        let open = index
        index += 1
        while index < bytes.count && bytes[index] != quote { index += 1 }
        guard index < bytes.count else { throw unterminated("attribute value", openedAt: open) }
        index += 1
    }

    private mutating func expectEndTag(_ name: String) throws(CatalogError) {
        let start = index
        guard atEndTag() else { throw unexpected("</\(name)>") }
        index += 2
        let found = try readName()
        skipWhitespace()
        guard found == name, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw unexpected("</\(name)>", at: start, found: "</\(found)>")
        }
        index += 1
    }

    private mutating func readName() throws(CatalogError) -> String {
        let start = index
        while index < bytes.count, XMLSyntax.isNameCharacter(bytes[index]) { index += 1 }
        guard index > start else { throw unexpected("an element name") }
        return String(validUTF8: bytes, from: start, to: index)
    }

    // MARK: Text

    /// The character data of a text element up to its end tag, with references decoded.
    private mutating func text(of tag: StartTag) throws(CatalogError) -> String {
        if tag.selfClosing { return "" }
        let open = index
        scratch.removeAll(keepingCapacity: true)
        var segmentStart = index
        let count = bytes.count
        while true {
            while index + 8 <= count, let word = WordScanning.word(bytes, at: index),
                  !WordScanning.contains(word, UInt8(ascii: "<")), !WordScanning.contains(word, UInt8(ascii: "&")) {
                index += 8
            }
            while index < count && bytes[index] != UInt8(ascii: "<") && bytes[index] != UInt8(ascii: "&") { index += 1 }
            guard index < count else { throw unterminated("<\(tag.name)> element", openedAt: open) }
            if bytes[index] == UInt8(ascii: "&") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try decodeReference()
                segmentStart = index
                continue
            }
            if startsWith("<![CDATA[") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                let cdataStart = index
                index += 9
                let contentStart = index
                guard skip(past: "]]>") else { throw unterminated("CDATA section", openedAt: cdataStart) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index - 3]))
                segmentStart = index
                continue
            }
            if startsWith("<!--") {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                try skipComment()
                segmentStart = index
                continue
            }
            break
        }
        let text: String
        if segmentStart == open {
            // No references, CDATA or comments: the text is one slice of the file.
            text = String(validUTF8: bytes, from: open, to: index)
        } else {
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
            text = scratch.withUnsafeBufferPointer { String(readText: $0) }
        }
        try expectEndTag(tag.name)
        return text
    }

    /// Decodes `&…;` at `index` into `scratch`.
    private mutating func decodeReference() throws(CatalogError) {
        let reference = try decodeXMLReference(at: index)
        scratch.appendUTF8(reference.scalar)
        index = reference.end
    }

    // MARK: Prolog, comments, whitespace

    /// Skips whitespace, comments, processing instructions and (when allowed) a DOCTYPE.
    private mutating func skipMisc(allowDoctype: Bool) throws(CatalogError) {
        while true {
            skipWhitespace()
            if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                let start = index
                guard skip(past: "?>") else { throw unterminated("processing instruction", openedAt: start) }
            } else if allowDoctype && startsWith("<!DOCTYPE") {
                try skipDoctype()
            } else {
                return
            }
        }
    }

    /// Skips `<!DOCTYPE …>` including an internal subset; entity declarations are refused.
    private mutating func skipDoctype() throws(CatalogError) {
        let start = index
        index += 9
        var inSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let open = index
                index += 1
                while index < bytes.count && bytes[index] != byte { index += 1 }
                guard index < bytes.count else { throw unterminated("quoted literal in the DOCTYPE", openedAt: open) }
            } else if inSubset && startsWith("<!ENTITY") {
                throw CatalogError(file: file, position: position(of: index), problem: .entityDeclaration)
            } else if inSubset && startsWith("<!--") {
                try skipComment()
                continue
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">") && !inSubset {
                index += 1
                return
            }
            index += 1
        }
        throw unterminated("DOCTYPE", openedAt: start)
    }

    private func trimmed(_ text: String) -> String {
        var scalars = Substring(text)
        while let first = scalars.unicodeScalars.first, first.properties.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.unicodeScalars.last, last.properties.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

/// Character classes and references of XML.
extension ByteParser {
    /// Decodes the XML reference `&…;` that starts at `start` (the five predefined entities and
    /// character references; anything else is an error, never expanded): its scalar, and the
    /// offset after its `;`.
    mutating func decodeXMLReference(at start: Int) throws(CatalogError) -> (scalar: UInt32, end: Int) {
        var end = start + 1
        while end < bytes.count && end - start <= 32 && bytes[end] != UInt8(ascii: ";") && bytes[end] != UInt8(ascii: "<") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw unexpected("';' ending the reference that starts with '&'", at: start, found: FoundText.describe(bytes, at: end))
        }
        let name = String(validUTF8: bytes, from: start + 1, to: end)
        switch name {
        case "lt": return (0x3C, end + 1)
        case "gt": return (0x3E, end + 1)
        case "amp": return (0x26, end + 1)
        case "quot": return (0x22, end + 1)
        case "apos": return (0x27, end + 1)
        default:
            guard let scalar = XMLSyntax.characterReference(name) else {
                if name.hasPrefix("#") {
                    throw unexpected("a character reference to a valid Unicode scalar", at: start, found: "'&\(name);'")
                }
                throw CatalogError(file: file, position: position(of: start), problem: .unknownEntity(name))
            }
            return (scalar, end + 1)
        }
    }
}
