/// The scanner behind `FormatString`: walks the UTF-8 bytes once, recognising Foundation's
/// conversion grammar `%[n$][flags][width][.precision][length]conversion` and `%[n$]#@name@`.
/// Everything the grammar names is ASCII, so the bytes are compared directly; offsets are still
/// counted in Unicode scalars, as `FormatIssue` and `FormatPlaceholder` report them.
struct FormatParser {
    private let bytes: [UInt8]
    /// The byte the cursor is at.
    private var index = 0
    /// How many Unicode scalars come before the cursor.
    private var scalarIndex = 0
    private(set) var issues: [FormatIssue] = []
    /// The largest width or precision past `sensibleAmount` in the placeholder being read.
    private var excessiveAmount: Int?

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    mutating func parse() -> [FormatString.Segment] {
        var segments: [FormatString.Segment] = []
        var literal: [UInt8] = []
        func flush() {
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "%") { advance() }
                literal += bytes[start..<index]
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                literal.append(UInt8(ascii: "%"))
                index += 2
                scalarIndex += 2
                continue
            }
            let start = index
            if let placeholder = placeholder() {
                flush()
                segments.append(.placeholder(placeholder))
            } else {
                // Keep the text as Foundation would print it; the issue says what is wrong.
                literal += bytes[start..<index]
            }
        }
        flush()
        return segments
    }

    /// Moves the cursor past one Unicode scalar (one to four bytes).
    private mutating func advance() {
        let lead = bytes[index]
        index += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        index = min(index, bytes.count)
        scalarIndex += 1
    }

    /// The byte `offset` bytes after the cursor; only meaningful for ASCII, which is all the
    /// grammar compares with (a byte of a longer scalar never equals an ASCII byte).
    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The number written at the cursor, exact up to `Int.max` and `Int.max` past it (so a
    /// report names the position as written, not a cap).
    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            value = overflow || carry ? Int.max : sum
            digits += 1
            index += 1
            scalarIndex += 1
        }
        return digits > 0 ? value : nil
    }

    /// A position written as `n$` at the cursor, consumed only when the `$` follows the digits.
    private mutating func position() -> Int? {
        let save = (index, scalarIndex)
        if let value = number(), peek() == UInt8(ascii: "$") {
            index += 1
            scalarIndex += 1
            return value
        }
        (index, scalarIndex) = save
        return nil
    }

    private mutating func amount() -> FormatAmount? {
        if peek() == UInt8(ascii: "*") {
            index += 1
            scalarIndex += 1
            return .argument(position: position())
        }
        // Widths and precisions are capped: nothing real is a million columns wide, and a format
        // asking for more must not make the formatter fill gigabytes. Past `sensibleAmount` the
        // placeholder gets an issue.
        return number().map { written in
            if written > Self.sensibleAmount { excessiveAmount = max(excessiveAmount ?? 0, written) }
            return .fixed(min(written, Self.largestAmount))
        }
    }

    /// The largest width or precision kept as written.
    static let largestAmount = 1_000_000
    /// The largest width or precision written without an issue: no screen is wider.
    static let sensibleAmount = 1_000

    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
             UInt8(ascii: "D"), UInt8(ascii: "O"), UInt8(ascii: "U"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"),
             UInt8(ascii: "F"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
             UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"), UInt8(ascii: "@"), UInt8(ascii: "n"): true
        default: false
        }
    }

    /// The length modifiers, longest first where one is a prefix of another.
    private static let lengthModifiers: [[UInt8]] = ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"].map { Array($0.utf8) }

    private mutating func placeholder() -> FormatPlaceholder? {
        let start = index
        let startScalar = scalarIndex
        index += 1  // the %
        scalarIndex += 1
        guard peek() != nil else {
            issues.append(FormatIssue(kind: .danglingPercent, offset: startScalar))
            return nil
        }
        let position = position()
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "@") {
            index += 2
            scalarIndex += 2
            let nameStart = index
            while let byte = peek(), byte != UInt8(ascii: "@") { advance() }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            guard peek() == UInt8(ascii: "@") else {
                issues.append(FormatIssue(kind: .unterminatedVariable(name), offset: startScalar))
                return nil
            }
            index += 1
            scalarIndex += 1
            return FormatPlaceholder(
                text: text(from: start), offset: startScalar, position: position, flags: "", width: nil,
                precision: nil, lengthModifier: "", conversion: "#", variable: name)
        }
        let flagsStart = index
        while let byte = peek(), Self.isFlag(byte) {
            index += 1
            scalarIndex += 1
        }
        let flags = String(decoding: bytes[flagsStart..<index], as: UTF8.self)
        excessiveAmount = nil
        let width = amount()
        var precision: FormatAmount?
        if peek() == UInt8(ascii: ".") {
            index += 1
            scalarIndex += 1
            precision = amount() ?? .fixed(0)
        }
        var length = ""
        for candidate in Self.lengthModifiers where candidate.indices.allSatisfy({ peek($0) == candidate[$0] }) {
            length = String(decoding: candidate, as: UTF8.self)
            index += candidate.count
            scalarIndex += candidate.count
            break
        }
        guard let conversion = peek(), Self.isConversion(conversion) else {
            if peek() != nil { advance() }
            issues.append(FormatIssue(kind: .invalidConversion(text(from: start)), offset: startScalar))
            return nil
        }
        index += 1
        scalarIndex += 1
        if conversion == UInt8(ascii: "n") {
            issues.append(FormatIssue(kind: .writesToMemory, offset: startScalar))
            return nil
        }
        if let excessiveAmount {
            issues.append(FormatIssue(kind: .excessiveAmount(excessiveAmount), offset: startScalar))
        }
        return FormatPlaceholder(
            text: text(from: start), offset: startScalar, position: position, flags: flags, width: width,
            precision: precision, lengthModifier: length, conversion: Character(Unicode.Scalar(conversion)), variable: nil)
    }

    private func text(from start: Int) -> String {
        String(decoding: bytes[start..<index], as: UTF8.self)
    }
}
