import SwiftSyntax

/// The lines of one file that carry a `// l10n:ignore` comment: a finding that starts or ends on
/// such a line is left out, so a reviewer can accept a deliberate case once, next to the code.
struct IgnoreMarkers: Sendable {
    /// The marker text users write in a comment.
    static let marker = "l10n:ignore"

    /// 0-based lines with the marker in a comment.
    private let lines: Set<Int>

    /// The marker as bytes, for `ByteScan`'s search.
    static let markerBytes = Array(marker.utf8)

    /// Keeps the places `ByteScan` found the marker at that are in a comment, not in a string
    /// literal.
    init(candidates: [Int], tree: SourceFileSyntax, lines table: LineTable) {
        var found: Set<Int> = []
        for offset in candidates where Self.isInTrivia(offset: offset, of: tree) {
            found.insert(table.lineIndex(of: offset))
        }
        self.lines = found
    }

    /// Whether a comment on `line` (0-based) says to ignore findings there.
    func contains(line: Int) -> Bool { lines.contains(line) }

    var isEmpty: Bool { lines.isEmpty }

    /// Comments live in the trivia around tokens; string text lives inside a token.
    private static func isInTrivia(offset: Int, of tree: SourceFileSyntax) -> Bool {
        let position = AbsolutePosition(utf8Offset: offset)
        guard let token = tree.token(at: position) else { return false }
        return position < token.positionAfterSkippingLeadingTrivia || position >= token.endPositionBeforeTrailingTrivia
    }
}
