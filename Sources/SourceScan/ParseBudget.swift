import Diagnostics

/// Whether swift-syntax can parse a file in reasonable time, told from its bytes before parsing.
///
/// swift-syntax 603's parser takes time exponential in how deep square brackets nest: at each
/// `[` it looks ahead to decide whether an InlineArray type (`[3 of Int]`) starts, and that
/// lookahead, on a `[` inside, tries the element both as an InlineArray body and as a plain type
/// (`canParseCollectionTypeBody`), each attempt descending into the next `[` — two attempts per
/// level, 2^depth steps. Array literals nested 20 deep take half a second, 25 deep half a minute,
/// 30 deep hours, in a 69-byte file. The parser's `maximumNestingLevel` does not help: it stops
/// the parse at a depth, but the lookahead does not count depth.
///
/// So the scan estimates the lookahead's work before parsing: for each outermost bracketed
/// group, 2 to the power of the deepest `[` nesting inside it, summed over the file. Brackets in
/// comments and in the text of string literals do not count (those in interpolations do). Over
/// `maximumWork` the file is not parsed and is reported as `unparsable-source` with the depth and
/// where it is; real code nests square brackets a few levels deep and stays far below.
///
/// The estimate is deterministic, takes one pass over the bytes, and never abandons work half
/// done, so the result of a scan does not depend on the machine's speed.
struct ParseBudget {
    /// About 2^20 lookahead steps: one group nested 20 deep, or 16 groups nested 16 deep
    /// (measured: well under a second in all; see the README's "Bad input").
    static let maximumWork: UInt64 = 1 << 20

    /// The estimated work, saturating.
    private(set) var work: UInt64 = 0
    /// The deepest `[` nesting seen, and where it was reached (byte offset of that `[`).
    private(set) var deepest = 0
    private(set) var deepestOffset = 0

    /// Whether the parser may be given the file.
    var isWithinBudget: Bool { work <= Self.maximumWork }

    init(_ bytes: [UInt8]) {
        var brackets = 0
        for byte in bytes where byte == UInt8(ascii: "[") { brackets += 1 }
        self.init(bytes, openBrackets: brackets)
    }

    /// The budget of `bytes`, which hold `openBrackets` `[` (counted by `ByteScan`'s pass).
    init(_ bytes: [UInt8], openBrackets: Int) {
        // Cheap exit: n brackets make at most 2^n, so 20 or fewer stay within the budget.
        guard openBrackets > 20 else { return }
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    /// What the scan is inside of: code (an interpolation's code remembers how many parentheses
    /// it has open, to know which `)` ends it) or the text of a string literal.
    private enum Context {
        case code(openParentheses: Int)
        case string(hashes: Int, multiline: Bool)
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        var stack: [Context] = [.code(openParentheses: 0)]
        var depth = 0
        var groupDeepest = 0
        var index = 0
        let count = bytes.count
        func at(_ offset: Int, _ character: Unicode.Scalar) -> Bool {
            offset < count && bytes[offset] == UInt8(ascii: character)
        }
        while index < count, let context = stack.last {
            let byte = bytes[index]
            switch context {
            case .code(let open):
                switch byte {
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > deepest { (deepest, deepestOffset) = (depth, index) }
                    groupDeepest = max(groupDeepest, depth)
                case UInt8(ascii: "]"):
                    guard depth > 0 else { break }
                    depth -= 1
                    if depth == 0 {
                        add(groupDeepest)
                        groupDeepest = 0
                    }
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .code(openParentheses: open + 1)
                case UInt8(ascii: ")"):
                    if open > 0 {
                        stack[stack.count - 1] = .code(openParentheses: open - 1)
                    } else if stack.count > 1 {
                        stack.removeLast()
                    }
                case UInt8(ascii: "/") where at(index + 1, "/"):
                    while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "/") where at(index + 1, "*"):
                    index = Self.endOfBlockComment(bytes, from: index)
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    var hashes = 0
                    while at(index + hashes, "#") { hashes += 1 }
                    guard at(index + hashes, "\"") else { index += max(hashes, 1); continue }
                    index += hashes
                    let multiline = at(index + 1, "\"") && at(index + 2, "\"")
                    index += multiline ? 3 : 1
                    stack.append(.string(hashes: hashes, multiline: multiline))
                    continue
                default: break
                }
                index += 1
            case .string(let hashes, let multiline):
                if byte == UInt8(ascii: "\\") {
                    var escapeHashes = 0
                    while escapeHashes < hashes && at(index + 1 + escapeHashes, "#") { escapeHashes += 1 }
                    guard escapeHashes == hashes else { index += 1; continue }
                    let next = index + 1 + hashes
                    if at(next, "(") {
                        stack.append(.code(openParentheses: 0))
                    }
                    index = next + 1
                    continue
                }
                if byte == UInt8(ascii: "\n") && !multiline {
                    stack.removeLast()  // An unterminated literal ends at its line, as the lexer's does.
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    var closes = true
                    for offset in 0..<quotes + hashes {
                        if !at(index + offset, offset < quotes ? "\"" : "#") { closes = false; break }
                    }
                    if closes {
                        stack.removeLast()
                        index += quotes + hashes
                        continue
                    }
                }
                index += 1
            }
        }
        if depth > 0 { add(groupDeepest) }
    }

    /// The finding for a file over the budget: where the deepest nesting is, and why the file
    /// was not parsed.
    func finding(path: String, lines: LineTable) -> Diagnostic {
        let exponent = work == .max ? "more than 2^63" : "about 2^\(UInt64.bitWidth - work.leadingZeroBitCount - 1)"
        return Diagnostic(
            rule: SourceRules.unparsableSource,
            message: "The file was not parsed: square brackets nest \(deepest) deep here, and the Swift parser's time grows "
                + "exponentially with that depth (\(exponent) steps for this file, over the budget of 2^20). None of its strings "
                + "were scanned; nest the literal less deeply (name the inner parts), or exclude the file.",
            location: lines.location(ofUTF8Offset: deepestOffset), expression: "")
    }

    /// Adds 2^depth for a group, saturating.
    private mutating func add(_ depth: Int) {
        let cost: UInt64 = depth >= 63 ? .max : 1 << UInt64(depth)
        let (sum, overflow) = work.addingReportingOverflow(cost)
        work = overflow ? .max : sum
    }

    /// The offset after the `*/` that closes the (possibly nested) comment opening at `start`.
    private static func endOfBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var nesting = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }
}
