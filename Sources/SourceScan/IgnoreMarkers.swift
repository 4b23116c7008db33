import SwiftSyntax

/// The lines of one file that carry a `// l10n:ignore` comment: a finding that starts or ends on
/// such a line is left out, so a reviewer can accept a deliberate case once, next to the code.
struct IgnoreMarkers: Sendable {
    /// The marker text users write in a comment.
    static let marker = "l10n:ignore"

    /// 0-based lines with the marker in a comment.
    private let lines: Set<Int>

    /// Finds the marker by a byte search (most files have none), then keeps only the places
    /// that are in a comment, not in a string literal.
    init(bytes: [UInt8], tree: SourceFileSyntax, lines table: LineTable) {
        let marker = Array(Self.marker.utf8)
        var found: Set<Int> = []
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) {
                if Self.isInTrivia(offset: index, of: tree) { found.insert(table.lineIndex(of: index)) }
                index += marker.count
            } else {
                index += 1
            }
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
