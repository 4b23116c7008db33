@_spi(RawSyntax) import SwiftSyntax
import SwiftParser
import Testing
@testable import SourceScan

/// A scan's work grows with the size of the file, never with its square.
@Suite struct LinearScanTests {
    /// A body of `count` lines that each interpolate a value declared before them.
    private func body(lines count: Int) -> String {
        "func rows() {\n    let value = 1\n"
            + (0..<count).map { "    _ = Text(\"Row \($0): \\(value)\")\n" }.joined() + "}\n"
    }

    /// The statements read to type every interpolation of `body(lines:)`, as the walk does it.
    private func statementsRead(lines count: Int) -> Int {
        let source = ParsedSource(path: "Rows.swift", bytes: Array(body(lines: count).utf8))
        let locals = LocalDeclarations()
        let builder = KeyBuilder(source: source, resolver: TypeResolver(locals: locals))
        var keys: [String] = []
        func visit(_ node: RawSyntax, path: SyntaxPath) {
            let path = path.appending(node)
            if let literal = node.as(RawStringLiteralExprSyntax.self) {
                keys += builder.key(for: literal, at: path).map { [$0.resolve(DeclarationIndex()).key] } ?? []
                return
            }
            guard let children = node.layoutView?.children else { return }
            for child in children { if let child, !child.isToken { visit(child, path: path) } }
        }
        visit(source.tree.raw, path: SyntaxPath([]))
        #expect(keys.count == count)
        #expect(keys.last == "Row \(count - 1): %lld")
        return locals.statementsRead
    }

    @Test func typingInterpolationsReadsEachStatementOnce() {
        let small = statementsRead(lines: 500)
        let large = statementsRead(lines: 1_000)
        // Each block is indexed once: the statements read double with the lines, never quadruple.
        #expect(small == 501)
        #expect(large == 1_001)
    }

    @Test func columnsOnAVeryLongLineCountScalars() {
        // One line of 20,000 calls, each after a two-byte letter: columns count scalars, not bytes.
        let line = (0..<20_000).map { "é(\"k\($0)\")" }.joined(separator: ";")
        let result = scan("let x = 0\n" + line + "\n")
        #expect(result.lineCount == 2)
        let source = ParsedSource(path: "Long.swift", bytes: Array(("a\n" + line).utf8))
        let offset = 2 + Array(line.utf8).count - 1  // the closing parenthesis of the last call
        let column = line.unicodeScalars.count
        #expect(source.lines.location(ofUTF8Offset: offset) == .init(file: "Long.swift", line: 2, column: column))
    }
}
