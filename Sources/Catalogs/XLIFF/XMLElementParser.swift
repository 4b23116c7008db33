/// A small XML reader that keeps elements, attributes and text, over validated UTF-8 bytes: enough
/// for XLIFF. Like the property-list reader it skips the declaration, processing instructions,
/// comments and a DOCTYPE (refusing one that declares entities), decodes the five predefined
/// entities and character references, and expands nothing else. Nesting is bounded by `maxDepth`.
struct XMLElementParser: XMLScanning {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private let maxDepth: Int
    var index = 0
    var resolver = PositionResolver()

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    /// Parses the prolog, the root element and what may follow it.
    mutating func parseDocument() throws(CatalogError) -> XMLElementNode {
        try skipMisc(allowDoctype: true)
        let root = try parseElement(depth: 1)
        try skipMisc(allowDoctype: false)
        if index < bytes.count { throw unexpected("end of file after the root element") }
        return root
    }

    private mutating func parseElement(depth: Int) throws(CatalogError) -> XMLElementNode {
        guard depth <= maxDepth else { throw nestingTooDeep(limit: maxDepth) }
        let start = index
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] != UInt8(ascii: "/") else {
            throw unexpected("an element start tag '<…>'")
        }
        index += 1
        let name = try readName()
        var element = XMLElementNode(name: name, attributes: [], content: [], position: position(of: start))
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("'>' closing <\(name)>") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw unexpected("'>' after '/' in <\(name)/>") }
                index += 1
                return element
            }
            let attributeName = try readName()
            if element.attributes.contains(where: { $0.name == attributeName }) {
                throw unexpected("an attribute not yet given in <\(name)>", found: "'\(attributeName)' again")
            }
            let value = try readAttributeValue(of: name)
            element.attributes.append((attributeName, value))
        }
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw unterminated("<\(name)> element", openedAt: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                let reference = try decodeXMLReference(at: index)
                text.appendUTF8(reference.scalar)
                index = reference.end
            } else if byte == 0x0D {
                // End-of-line handling: CR LF and a lone CR read as LF (a CR is kept only as `&#13;`).
                text.append(0x0A)
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte != UInt8(ascii: "<") {
                text.append(byte)
                index += 1
            } else if startsWith("<![CDATA[") {
                let open = index
                index += 9
                let contentStart = index
                guard skip(past: "]]>") else { throw unterminated("CDATA section", openedAt: open) }
                text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index - 3]))
            } else if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                let open = index
                guard skip(past: "?>") else { throw unterminated("processing instruction", openedAt: open) }
            } else if startsWith("</") {
                flush(&text, into: &element)
                let endStart = index
                index += 2
                let found = try readName()
                skipWhitespace()
                guard found == name, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw unexpected("</\(name)>", at: endStart, found: "</\(found)>")
                }
                index += 1
                return element
            } else {
                flush(&text, into: &element)
                element.content.append(.element(try parseElement(depth: depth + 1)))
            }
        }
    }

    private func flush(_ text: inout [UInt8], into element: inout XMLElementNode) {
        guard !text.isEmpty else { return }
        element.content.append(.text(String(readText: text)))
        text.removeAll(keepingCapacity: true)
    }

    private mutating func readAttributeValue(of element: String) throws(CatalogError) -> String {
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
        var value: [UInt8] = []
        while index < bytes.count && bytes[index] != quote {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                let reference = try decodeXMLReference(at: index)
                value.appendUTF8(reference.scalar)
                index = reference.end
                continue
            }
            guard byte != UInt8(ascii: "<") else { throw unexpected("no '<' inside an attribute value of <\(element)>") }
            // Attribute-value normalization: a literal tab or line break reads as a space.
            value.append(byte == 0x09 || byte == 0x0A || byte == 0x0D ? 0x20 : byte)
            index += 1
        }
        guard index < bytes.count else { throw unterminated("attribute value", openedAt: open) }
        index += 1
        return String(readText: value)
    }

    private mutating func readName() throws(CatalogError) -> String {
        let start = index
        while index < bytes.count, XMLSyntax.isNameCharacter(bytes[index]) { index += 1 }
        guard index > start else { throw unexpected("a name") }
        return String(validUTF8: bytes, from: start, to: index)
    }

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

    /// Skips `<!DOCTYPE …>`; an internal subset is refused (it could declare entities).
    private mutating func skipDoctype() throws(CatalogError) {
        let start = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "[") {
                throw CatalogError(file: file, position: position(of: index), problem: .entityDeclaration)
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return
            }
            index += 1
        }
        throw unterminated("DOCTYPE", openedAt: start)
    }

}
