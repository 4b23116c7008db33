#if os(Linux)
import Foundation

/// Document sizes, in points, of PDF and SVG files from their text; nothing is drawn.
enum VectorHeaders {
    /// Whether `bytes` start a PDF (`%PDF-`).
    static func isPDF(_ bytes: [UInt8]) -> Bool { bytes.ascii(at: 0, count: 5) == "%PDF-" }

    /// A PDF's page size: its first `/CropBox`, else its first `/MediaBox`, looked for in
    /// `head` (the file's start) and then `tail` (its end, for files that write their pages
    /// last). A box given by reference, or kept in a compressed object stream, is not found.
    static func pdfSize(head: [UInt8], tail: [UInt8]) throws(ImageHeaderFault) -> (width: Double, height: Double) {
        guard isPDF(head) else { throw .malformed }
        for key in ["/CropBox", "/MediaBox"] {
            for bytes in [head, tail] {
                if let box = firstBox(key, in: bytes) { return box }
            }
        }
        throw .sizeNotGiven
    }

    /// The first `key [x0 y0 x1 y1]` in `bytes` whose four numbers read, as a size.
    private static func firstBox(_ key: String, in bytes: [UInt8]) -> (width: Double, height: Double)? {
        let pattern = Array(key.utf8)
        var offset = 0
        while let found = bytes.firstRange(of: pattern, from: offset) {
            offset = found + pattern.count
            if let numbers = numberArray(in: bytes, at: offset), numbers.count == 4 {
                return (abs(numbers[2] - numbers[0]), abs(numbers[3] - numbers[1]))
            }
        }
        return nil
    }

    /// The numbers of a `[ … ]` array starting (after white space) at `offset`; nil when
    /// something else is there or it does not close within 200 bytes.
    private static func numberArray(in bytes: [UInt8], at offset: Int) -> [Double]? {
        var index = offset
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        guard let close = bytes[(index + 1)..<min(bytes.count, index + 200)].firstIndex(of: UInt8(ascii: "]")) else { return nil }
        let text = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
        let numbers = text.split { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\u{0C}" }.map { Double($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.compactMap { $0 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(byte) }

    /// Whether `bytes` look like an SVG document (an `<svg` tag in its text).
    static func isSVG(_ bytes: [UInt8]) -> Bool { svgTag(bytes) != nil }

    /// An SVG's size: its root's `width` and `height` (in px, which iOS draws as points, or
    /// absolute units), else its `viewBox`'s, one side scaled by the view box when only the
    /// other is given.
    static func svgSize(_ bytes: [UInt8]) throws(ImageHeaderFault) -> (width: Double, height: Double) {
        guard let tag = svgTag(bytes) else { throw .malformed }
        let attributes = Self.attributes(of: tag)
        let width = attributes["width"].flatMap(length)
        let height = attributes["height"].flatMap(length)
        let box = attributes["viewBox"].map { $0.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }.compactMap { Double($0) } }
        let viewBox = box.flatMap { $0.count == 4 && $0[2] > 0 && $0[3] > 0 ? (width: $0[2], height: $0[3]) : nil }
        switch (width, height, viewBox) {
        case let (width?, height?, _): return (width, height)
        case let (width?, nil, box?): return (width, width * box.height / box.width)
        case let (nil, height?, box?): return (height * box.width / box.height, height)
        case let (nil, nil, box?): return box
        default: throw .sizeNotGiven
        }
    }

    /// The text of the root `<svg …>` start tag, without its brackets.
    private static func svgTag(_ bytes: [UInt8]) -> Substring? {
        let text = String(decoding: bytes, as: UTF8.self)
        var searchFrom = text.startIndex
        while let start = text.range(of: "<svg", range: searchFrom..<text.endIndex) {
            searchFrom = start.upperBound
            guard let next = text[start.upperBound...].first, next.isWhitespace || next == ">" || next == "/" else { continue }
            guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
            return text[start.upperBound..<end]
        }
        return nil
    }

    /// The tag's attributes: `name="value"` or `name='value'`.
    private static func attributes(of tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split { $0.isWhitespace }.last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            if result[name] == nil { result[name] = String(afterEquals[valueStart..<valueEnd]) }
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return result
    }

    /// Pixels per unit of SVG's absolute lengths (CSS: 96 px to the inch).
    private static let unitScales: [String: Double] = ["": 1, "px": 1, "pt": 96.0 / 72, "pc": 16, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4]

    /// A length in px; nil for a relative one (%, em) or none.
    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let unitStart = trimmed.firstIndex { $0.isLetter || $0 == "%" } ?? trimmed.endIndex
        guard let number = Double(trimmed[..<unitStart]), let scale = unitScales[String(trimmed[unitStart...]).lowercased()] else { return nil }
        return number * scale
    }
}

extension [UInt8] {
    /// Where `pattern` first occurs at or after `start`; nil when it does not.
    func firstRange(of pattern: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, !pattern.isEmpty, count >= pattern.count else { return nil }
        var index = Swift.max(start, 0)
        while index <= count - pattern.count {
            if self[index] == first, self[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
#endif
