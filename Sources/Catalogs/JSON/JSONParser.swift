/// A strict JSON parser (RFC 8259) over validated UTF-8 that records positions and repeated keys.
///
/// Foundation's `JSONSerialization` loses positions and silently keeps one of two equal keys; lint
/// needs both. Nesting is bounded by `maxDepth` so hostile input cannot exhaust the stack.
struct JSONParser: ByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private let maxDepth: Int
    private(set) var index = 0
    var resolver = PositionResolver()
    private var scratch: [UInt8] = []
    private(set) var duplicateKeys: [DuplicateKey] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    mutating func parseDocument() throws(CatalogError) -> JSONNode {
        skipWhitespace()
        let root = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count { throw unexpected("end of file after the top-level value") }
        return root
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(CatalogError) -> JSONNode {
        guard index < bytes.count else { throw unexpected("a JSON value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"):
            let position = position(of: start)
            return JSONNode(.object(try parseObject(depth: depth + 1)), at: position)
        case UInt8(ascii: "["):
            let position = position(of: start)
            return JSONNode(.array(try parseArray(depth: depth + 1)), at: position)
        case UInt8(ascii: "\""):
            let position = position(of: start)
            return JSONNode(.string(try parseString()), at: position)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), at: position(of: start))
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), at: position(of: start))
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, at: position(of: start))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = try parseNumber()
            return JSONNode(.number(text), at: position(of: start))
        default:
            throw unexpected("a JSON value")
        }
    }

    private mutating func parseObject(depth: Int) throws(CatalogError) -> [JSONMember] {
        guard depth <= maxDepth else { throw nestingTooDeep(limit: maxDepth) }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected(members.isEmpty ? "a string key or '}'" : "a string key")
            }
            let keyPosition = position(of: index)
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected("':' after the object key") }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("',' or '}' in the object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw unexpected("',' or '}' in the object") }
            index += 1
            break
        }
        duplicateKeys += DuplicateKeyFinder.duplicates(in: members, key: \.key, position: \.keyPosition)
        return members
    }

    private mutating func parseArray(depth: Int) throws(CatalogError) -> [JSONNode] {
        guard depth <= maxDepth else { throw nestingTooDeep(limit: maxDepth) }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("',' or ']' in the array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw unexpected("',' or ']' in the array") }
            index += 1
            return elements
        }
    }

    // MARK: Scalars

    private mutating func parseString() throws(CatalogError) -> String {
        let open = index
        index += 1
        let contentStart = index
        let count = bytes.count
        var escaped = false
        var segmentStart = index
        while true {
            var cursor = index
            while cursor + 8 <= count, let word = WordScanning.word(bytes, at: cursor),
                  !WordScanning.contains(word, UInt8(ascii: "\"")), !WordScanning.contains(word, 0x5C),
                  !WordScanning.containsByte(word, below: 0x20) {
                cursor += 8
            }
            while cursor < count {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\"") || byte == 0x5C || byte < 0x20 { break }
                cursor += 1
            }
            index = cursor
            guard cursor < count else {
                throw unterminated("string", openedAt: open)
            }
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw unexpected("'\\\"' closing the string, or an escape such as \\n instead of a raw control character")
            }
            if !escaped {
                scratch.removeAll(keepingCapacity: true)
                escaped = true
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<cursor]))
            try decodeEscape()
            segmentStart = index
        }
        let end = index
        index += 1
        if !escaped { return String(validUTF8: bytes, from: contentStart, to: end) }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<end]))
        return scratch.withUnsafeBufferPointer { String(readText: $0) }
    }

    /// Decodes the escape at `index` (a backslash) into `scratch`.
    private mutating func decodeEscape() throws(CatalogError) {
        let backslash = index
        index += 1
        guard index < bytes.count else { throw unexpected("an escape character after '\\'") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHex4()
            if (0xD800...0xDBFF).contains(unit) {
                if index + 1 < bytes.count, bytes[index] == 0x5C, bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try readHex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        scratch.appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                        return
                    }
                }
                throw CatalogError(file: file, position: position(of: backslash), problem: .unpairedSurrogate(codeUnit: UInt16(unit), byteOffset: nil))
            }
            if (0xDC00...0xDFFF).contains(unit) {
                throw CatalogError(file: file, position: position(of: backslash), problem: .unpairedSurrogate(codeUnit: UInt16(unit), byteOffset: nil))
            }
            scratch.appendUTF8(unit)
        default:
            index -= 1
            throw unexpected("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\'")
        }
    }

    private mutating func readHex4() throws(CatalogError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigitValue(bytes[index]) else {
                throw unexpected("four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(CatalogError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected("a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected("a digit after the decimal point") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected("a digit in the exponent") }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        return String(validUTF8: bytes, from: start, to: index)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func expectLiteral(_ literal: StaticString) throws(CatalogError) {
        let count = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        for offset in 0..<count {
            guard index + offset < bytes.count, bytes[index + offset] == pointer[offset] else {
                index += offset
                throw unexpected("'\(literal)'")
            }
        }
        index += count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }
}
