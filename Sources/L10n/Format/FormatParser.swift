/// The scanner behind `FormatString`: walks the Unicode scalars once, recognising Foundation's
/// conversion grammar `%[n$][flags][width][.precision][length]conversion` and `%[n$]#@name@`.
struct FormatParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var issues: [FormatIssue] = []

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    private static let flags: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "'"]
    private static let conversions: Set<Unicode.Scalar> = [
        "d", "i", "o", "u", "x", "X", "D", "O", "U", "e", "E", "f", "F", "g", "G", "a", "A",
        "c", "C", "s", "S", "p", "@", "n",
    ]

    mutating func parse() -> [FormatString.Segment] {
        var segments: [FormatString.Segment] = []
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty {
                segments.append(.literal(String(literal)))
                literal = String.UnicodeScalarView()
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                literal.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                literal.append("%")
                index += 2
                continue
            }
            let start = index
            if let placeholder = placeholder() {
                flush()
                segments.append(.placeholder(placeholder))
            } else {
                // Keep the text as Foundation would print it; the issue says what is wrong.
                literal.append(contentsOf: scalars[start..<index])
            }
        }
        flush()
        return segments
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func number() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek(), scalar.properties.numericType == .decimal, scalar.isASCII {
            value = min(value * 10 + Int(scalar.value - 48), 1_000_000)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    /// A position written as `n$` at the cursor, consumed only when the `$` follows the digits.
    private mutating func position() -> Int? {
        let save = index
        if let value = number(), peek() == "$" {
            index += 1
            return value
        }
        index = save
        return nil
    }

    private mutating func amount() -> FormatAmount? {
        if peek() == "*" {
            index += 1
            return .argument(position: position())
        }
        return number().map { .fixed($0) }
    }

    private mutating func placeholder() -> FormatPlaceholder? {
        let start = index
        index += 1  // the %
        guard peek() != nil else {
            issues.append(FormatIssue(kind: .danglingPercent, offset: start))
            return nil
        }
        let position = position()
        if peek() == "#", peek(1) == "@" {
            index += 2
            var name = String.UnicodeScalarView()
            while let scalar = peek(), scalar != "@" {
                name.append(scalar)
                index += 1
            }
            guard peek() == "@" else {
                issues.append(FormatIssue(kind: .unterminatedVariable(String(name)), offset: start))
                return nil
            }
            index += 1
            return FormatPlaceholder(
                text: text(from: start), offset: start, position: position, flags: "", width: nil,
                precision: nil, lengthModifier: "", conversion: "#", variable: String(name))
        }
        var flags = String.UnicodeScalarView()
        while let scalar = peek(), FormatParser.flags.contains(scalar) {
            flags.append(scalar)
            index += 1
        }
        let width = amount()
        var precision: FormatAmount?
        if peek() == "." {
            index += 1
            precision = amount() ?? .fixed(0)
        }
        var length = ""
        for candidate in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let candidateScalars = Array(candidate.unicodeScalars)
            if candidateScalars.indices.allSatisfy({ peek($0) == candidateScalars[$0] }) {
                length = candidate
                index += candidateScalars.count
                break
            }
        }
        guard let conversion = peek(), FormatParser.conversions.contains(conversion) else {
            if peek() != nil { index += 1 }
            issues.append(FormatIssue(kind: .invalidConversion(text(from: start)), offset: start))
            return nil
        }
        index += 1
        if conversion == "n" {
            issues.append(FormatIssue(kind: .writesToMemory, offset: start))
            return nil
        }
        return FormatPlaceholder(
            text: text(from: start), offset: start, position: position, flags: String(flags), width: width,
            precision: precision, lengthModifier: length, conversion: Character(conversion), variable: nil)
    }

    private func text(from start: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<index])
        return String(view)
    }
}
