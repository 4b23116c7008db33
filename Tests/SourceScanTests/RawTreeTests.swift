import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing
@testable import SourceScan

/// The scan reads swift-syntax's raw tree and works out positions and text from where the
/// tokens' text sits in memory. These tests hold that against swift-syntax's own answers, node by
/// node, on sources chosen to break it: multi-byte text, CRLF, every kind of string literal,
/// tokens the parser splits (`>>` closing two generic lists) and code that does not parse.
@Suite struct RawTreeTests {
    static let sources: [String] = [
        """
        import SwiftUI
        // Ünïcödé comment 🚀
        struct Row: View {
            let items: [Array<Array<Int>>] = []
            var body: some View {
                VStack {
                    Text("Héllo \\(items.count) wörld 🚀", comment: "a \\"quoted\\" comment")
                    Text(#"raw \\#(1) "text""#).font(.title)
                    Text(\"\"\"
                        Multi
                          line \\
                        joined
                        \"\"\")
                    let x = a ?? b >> 2
                    if let y = Optional(1), case .some(let z) = y { Text("\\(z)") }
                }
                .navigationTitle(flag ? "Yes" : "No")
            }
        }
        """,
        "struct A {\r\n    var t: LocalizedStringKey { \"CRLF\\r\\n\" }\r\n}\r\nlet s = \"é\\u{301}\"\r\n",
        """
        struct Broken: View {
            var body: some View {
                Text("Unclosed"
                Button("Save" { }
                let = 3
            }
        """,
        "",
        "let only = 1",
    ]

    @Test func positionsReadFromTokenAddressesAreSwiftSyntaxs() {
        for text in Self.sources {
            let source = ParsedSource(path: "A.swift", bytes: Array(text.utf8))
            for node in Self.allNodes(Syntax(source.tree)) {
                guard let first = node.firstToken(viewMode: .all), first.presence == .present,
                      let last = node.lastToken(viewMode: .all), last.presence == .present else { continue }
                #expect(source.addresses.offset(of: node.raw) == node.positionAfterSkippingLeadingTrivia.utf8Offset,
                        "start of \(node.kind) `\(node.trimmedDescription)`")
                #expect(source.addresses.endOffset(of: node.raw) == node.endPositionBeforeTrailingTrivia.utf8Offset,
                        "end of \(node.kind) `\(node.trimmedDescription)`")
                #expect(source.text(of: node.raw) == node.trimmedDescription)
            }
        }
    }

    @Test func literalValuesAreSwiftSyntaxs() {
        var compared = 0
        for text in Self.sources {
            let source = ParsedSource(path: "A.swift", bytes: Array(text.utf8))
            for node in Self.allNodes(Syntax(source.tree)) {
                guard let literal = node.as(StringLiteralExprSyntax.self),
                      let raw = RawStringLiteralExprSyntax(literal.raw) else { continue }
                #expect(LiteralValue.plain(raw) == literal.representedLiteralValue, "\(literal.trimmedDescription)")
                compared += 1
            }
        }
        #expect(compared == 11)
    }

    @Test func theWalkKeepsEveryAncestor() {
        let source = ParsedSource(path: "A.swift", bytes: Array(Self.sources[0].utf8))
        var path = SyntaxPath([source.tree.raw])
        #expect(path.node.kind == .sourceFile)
        #expect(path.ancestor(1) == nil)
        let child = Syntax(source.tree).children(viewMode: .all).map(\.raw)[0]
        path.push(child)
        #expect(path.ancestor(1)?.id == source.tree.raw.id)
        #expect(path.prefix(through: 0).nodes.count == 1)
        path.pop()
        #expect(path.nodes.count == 1)
    }

    /// Every node of a tree, tokens included, in source order.
    private static func allNodes(_ root: Syntax) -> [Syntax] {
        var nodes = [root]
        for child in root.children(viewMode: .all) { nodes += allNodes(child) }
        return nodes
    }
}
