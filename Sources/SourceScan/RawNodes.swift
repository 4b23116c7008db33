@_spi(RawSyntax) import SwiftSyntax

// The scan reads swift-syntax's raw tree (its `RawSyntax` SPI) rather than syntax nodes: a raw
// node is a pointer into the parser's arena, so reading one allocates nothing and counts no
// references, where the first visit of a syntax node's children allocates data for all of them
// under a lock, and every node handed out is reference counted (BENCHMARKS.md, "extract", has
// the figures). A raw node has no parent and no position: the walk keeps the ancestors
// (`SyntaxPath`), and positions are read from where a token's text sits in the parser's copy of
// the file (`SourceAddresses`). `RawTreeTests` holds both against swift-syntax's own answers.

extension RawSyntax {
    /// The children, absent ones as nil (a token has none).
    var childNodes: RawSyntaxBuffer {
        layoutView?.children ?? RawSyntaxBuffer(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// The first token that is present in the source, if any.
    var firstPresentToken: RawTokenSyntax? {
        if let token = RawTokenSyntax(self) { return token.presence == .present ? token : nil }
        for child in childNodes {
            if let token = child?.firstPresentToken { return token }
        }
        return nil
    }

    /// The last token that is present in the source, if any.
    var lastPresentToken: RawTokenSyntax? {
        if let token = RawTokenSyntax(self) { return token.presence == .present ? token : nil }
        for child in childNodes.reversed() {
            if let token = child?.lastPresentToken { return token }
        }
        return nil
    }

    /// The node's source text without its outer trivia. The parser's tokens are slices of one
    /// copy of the file, so the text runs from the first token's text to the last one's; a tree
    /// whose tokens were made up by the parser's recovery is read token by token instead.
    var trimmedSource: String {
        guard let first = firstPresentToken, let last = lastPresentToken,
              let start = first.tokenText.baseAddress, let lastStart = last.tokenText.baseAddress else { return "" }
        let end = lastStart + last.tokenText.count
        let trimmedLength = byteLength - first.leadingTriviaByteLength - last.trailingTriviaByteLength
        if start <= end, end - start == trimmedLength {
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
        let bytes = syntaxTextBytes
        let from = min(first.leadingTriviaByteLength, bytes.count)
        let to = max(from, bytes.count - last.trailingTriviaByteLength)
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }

    /// Whether some present token in the node is spelled `text`.
    func containsToken(_ text: String) -> Bool {
        if let token = RawTokenSyntax(self) { return token.presence == .present && token.tokenText.elementsEqual(text.utf8) }
        return childNodes.contains { $0?.containsToken(text) == true }
    }
}

extension RawSyntaxNodeProtocol {
    /// The node's source text without its outer trivia.
    var trimmedSource: String { raw.trimmedSource }
}

extension RawTokenSyntax {
    /// The token's text as a `String`.
    var text: String { String(syntaxText: tokenText) }
}

/// Where one file's text sits in memory, so a raw node's position is the distance from the start
/// of the file to its first token's text. Kept as an address (not a pointer) to stay `Sendable`;
/// the tree that owns the memory outlives every use.
struct SourceAddresses: Sendable {
    private let start: Int
    private let count: Int

    /// The addresses of the text `tree` was parsed from.
    init(tree: RawSyntax) {
        count = tree.byteLength
        guard let first = tree.firstPresentToken, let text = first.tokenText.baseAddress else {
            start = 0
            return
        }
        start = Int(bitPattern: text) - first.leadingTriviaByteLength
    }

    /// The UTF-8 offset where `node` starts, after its leading trivia (0 for a node with no token
    /// in the source, such as an empty list: the scan never asks where one is).
    func offset(of node: RawSyntax) -> Int {
        guard let token = node.firstPresentToken else { return 0 }
        return offset(ofText: token)
    }

    /// The UTF-8 offset where `node` ends, before its trailing trivia.
    func endOffset(of node: RawSyntax) -> Int {
        guard let token = node.lastPresentToken else { return 0 }
        return offset(ofText: token) + token.tokenText.count
    }

    private func offset(ofText token: RawTokenSyntax) -> Int {
        guard let address = token.tokenText.baseAddress else { return 0 }
        return min(max(Int(bitPattern: address) - start, 0), count)
    }
}

/// A raw node with its ancestors, root first, the node itself last: what a raw node lacks for
/// looking a name up scope by scope, or asking what holds a declaration.
struct SyntaxPath {
    private(set) var nodes: [RawSyntax]

    init(_ nodes: [RawSyntax]) {
        self.nodes = nodes
    }

    /// The node the path leads to.
    var node: RawSyntax { nodes[nodes.count - 1] }

    /// The ancestor `levels` up (1: the parent), if the path reaches that far.
    func ancestor(_ levels: Int) -> RawSyntax? {
        let index = nodes.count - 1 - levels
        return index >= 0 ? nodes[index] : nil
    }

    /// Goes one level down, to `child`.
    mutating func push(_ child: RawSyntax) {
        nodes.append(child)
    }

    /// Goes one level up.
    mutating func pop() {
        nodes.removeLast()
    }

    /// This path continued down to `descendants`, outermost first. Nodes in between may be left
    /// out as long as none of them opens a scope or is what a lookup compares with: a block's item
    /// below its list, a loop's or an `if`'s body below the statement.
    func appending(_ descendants: RawSyntax...) -> SyntaxPath {
        SyntaxPath(nodes + descendants)
    }

    /// The path to the ancestor at `index` (0: the root).
    func prefix(through index: Int) -> SyntaxPath {
        SyntaxPath(Array(nodes[...index]))
    }
}
