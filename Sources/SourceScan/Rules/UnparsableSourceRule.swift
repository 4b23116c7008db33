import Diagnostics
import SwiftSyntax

extension ScanRule {
    /// A Swift file that does not parse; strings in the broken part may be missed.
    /// (A file that cannot be read at all is not a finding but a failure of the scan: `ScanResult.unreadable`.)
    public static let unparsableSource = ScanRule(rawValue: "unparsable-source")
}

extension SourceRules {
    /// `unparsable-source`: a Swift file that does not parse.
    public static let unparsableSource = RuleDescription<SourceExample>(
        id: ScanRule.unparsableSource.rawValue,
        summary: "a Swift file that does not parse",
        defaultSeverity: .error,
        rationale: "Strings in the broken part of a file that does not parse may be missed; the rest of the file is "
            + "still scanned. Fix the syntax at the position the finding gives.",
        triggering: [
            .view("let title = Text(\"Settings\"\nlet other = Text(\"Done\")"),
        ],
        nonTriggering: [
            .view("let title = Text(\"Settings\")\nlet other = Text(\"Done\")"),
        ])
}

/// `unparsable-source`: a file the Swift parser recovers from, at its first broken spot (a file
/// too deeply nested to parse at all is reported by `ParseBudget`).
struct UnparsableSourceRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 60

    var description: RuleDescription<SourceExample> { SourceRules.unparsableSource }

    /// The finding that `source` does not parse, at the first broken spot, or nil when it parses.
    static func finding(in source: ParsedSource) -> Diagnostic? {
        guard source.tree.hasError else { return nil }
        for token in source.tree.tokens(viewMode: .all) {
            if token.presence == .missing {
                let expected = token.tokenKind == .identifier("") ? "a name" : "`\(token.text)`"
                return finding(in: source, at: token,
                               expression: token.previousToken(viewMode: .sourceAccurate)?.trimmedDescription ?? "",
                               problem: "expected \(expected) here")
            }
            if let unexpected = token.parent?.as(UnexpectedNodesSyntax.self) ?? ancestorUnexpected(of: token) {
                return finding(in: source, at: unexpected, expression: unexpected.trimmedDescription.collapsingWhitespace,
                               problem: "unexpected `\(token.text)`")
            }
        }
        return Diagnostic(rule: SourceRules.unparsableSource, message: "The file does not parse; strings in it may be missed.",
                          location: Diagnostics.SourceLocation(file: source.path, line: 1, column: 1), expression: "")
    }

    private static func finding(in source: ParsedSource, at node: some SyntaxProtocol, expression: String,
                                problem: String) -> Diagnostic {
        Diagnostic(rule: SourceRules.unparsableSource,
                   message: "The file does not parse: \(problem). Strings in the broken part may be missed; the rest was scanned.",
                   location: source.lines.location(ofUTF8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset),
                   expression: String(expression.prefix(80)))
    }

    /// The unexpected-code node `token` sits in, if any.
    private static func ancestorUnexpected(of token: TokenSyntax) -> UnexpectedNodesSyntax? {
        var node = token.parent
        while let current = node {
            if let unexpected = current.as(UnexpectedNodesSyntax.self) { return unexpected }
            node = current.parent
        }
        return nil
    }
}
