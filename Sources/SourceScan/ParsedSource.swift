import Diagnostics
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// One Swift file, parsed once and kept from the walk to the reading of its call sites.
struct ParsedSource: Sendable {
    let path: String
    let tree: SourceFileSyntax
    let lines: LineTable
    let ignores: IgnoreMarkers
    let marks: InterestMarks
    let addresses: SourceAddresses

    init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: bytes, scan: ByteScan(bytes))
    }

    /// The file parsed, `scan` being `ByteScan` of its bytes, made already.
    init(path: String, bytes: [UInt8], scan: ByteScan) {
        self.path = path
        self.tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        self.lines = LineTable(path: path, bytes: bytes, lineStarts: scan.lineStarts, continuationBytes: scan.continuationBytes)
        self.ignores = IgnoreMarkers(candidates: scan.ignoreMarkers, tree: tree, lines: lines)
        self.marks = InterestMarks(offsets: scan.marks)
        self.addresses = SourceAddresses(tree: tree.raw)
    }

    /// Where a node starts (after its leading trivia).
    func location(of node: some RawSyntaxNodeProtocol) -> Diagnostics.SourceLocation {
        lines.location(ofUTF8Offset: addresses.offset(of: node.raw))
    }

    /// Whether a `// l10n:ignore` comment sits on the first or last line of `node`.
    func isIgnored(_ node: some RawSyntaxNodeProtocol) -> Bool {
        guard !ignores.isEmpty else { return false }
        let first = lines.lineIndex(of: addresses.offset(of: node.raw))
        let last = lines.lineIndex(of: max(addresses.endOffset(of: node.raw) - 1, 0))
        return ignores.contains(line: first) || ignores.contains(line: last)
    }

    /// A finding at `node`, or nil when a `// l10n:ignore` comment silences it.
    func finding(_ rule: RuleDescription<SourceExample>, severity: Severity? = nil, at node: some RawSyntaxNodeProtocol,
                 message: String) -> Diagnostic? {
        guard !isIgnored(node) else { return nil }
        return Diagnostic(rule: rule, severity: severity, message: message, location: location(of: node),
                           expression: text(of: node).collapsingWhitespace)
    }

    /// A finding about `argument` of `call`, placed at the argument (not at the start of the chain
    /// a modifier ends) and showing the call from its own name on (`.navigationTitle(title)`, not
    /// the view it modifies); nil when a `// l10n:ignore` comment on the argument's line or the
    /// call's first or last line silences it.
    func finding(_ rule: RuleDescription<SourceExample>, severity: Severity? = nil, at argument: RawExprSyntax, in call: RawSyntax,
                 message: String) -> Diagnostic? {
        guard !isIgnored(argument), !isIgnored(call) else { return nil }
        return Diagnostic(rule: rule, severity: severity, message: message, location: location(of: argument),
                           expression: ownText(of: call).collapsingWhitespace)
    }

    /// A call's text from its callee's own name on: `.navigationTitle(title)` for a modifier
    /// applied to a view, the whole call otherwise.
    func ownText(of call: RawSyntax) -> String {
        guard let member = call.as(RawFunctionCallExprSyntax.self)?.calledExpression.as(RawMemberAccessExprSyntax.self),
              let base = member.base else { return text(of: call) }
        // `String.LocalizationValue(name)`: a type's initializer, not a modifier.
        if let type = base.as(RawDeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
            return text(of: call)
        }
        let start = addresses.offset(of: member.period.raw)
        let end = addresses.endOffset(of: call)
        return lines.text(start..<end)
    }

    /// The node's source text without its outer trivia.
    func text(of node: some RawSyntaxNodeProtocol) -> String {
        node.raw.trimmedSource
    }
}

extension String {
    /// Runs of whitespace (line breaks included) as one space, for one-line reports.
    var collapsingWhitespace: String {
        // Most expressions are plain ASCII with single spaces between words: nothing to collapse.
        var previousIsSpace = true
        for byte in utf8 {
            if byte >= 0x80 || byte < 0x20 || (byte == 0x20 && previousIsSpace) { return collapsedWhitespace }
            previousIsSpace = byte == 0x20
        }
        return previousIsSpace ? collapsedWhitespace : self
    }

    private var collapsedWhitespace: String {
        split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
