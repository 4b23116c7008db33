@_spi(RawSyntax) import SwiftSyntax

/// The one walk over a parsed file's raw tree. It records the file's declarations (for typing
/// call sites in any file) and has `CallSiteReader` read the places that may hold a key — calls,
/// and properties or functions declared to give a `LocalizedStringKey` — as it meets them.
/// Subtrees with no `InterestMarks` inside function bodies are passed over unvisited.
struct SourceWalker {
    /// What one walk found.
    struct Walked {
        /// The file's declarations.
        var index: DeclarationIndex
        /// What the file's call sites hold, as far as the file alone tells it.
        var found: FoundStrings
        /// The rest, for once every file's declarations are merged.
        var pending: [CallSiteReader.Pending]
    }

    private var declarations = DeclarationRecorder()
    private var reader: CallSiteReader
    private let marks: InterestMarks
    /// The node being visited and its ancestors, root first.
    private var path = SyntaxPath([])
    /// The first mark at or after the last child asked about. The walk meets children in source
    /// order, so one cursor over the marks serves the whole file, moving forward only.
    private var markCursor = 0

    /// Walks the file's tree once.
    static func walk(_ source: ParsedSource) -> Walked {
        var walker = SourceWalker(source: source)
        walker.visit(source.tree.raw, offset: 0, inBody: false)
        return Walked(index: walker.declarations.index, found: walker.reader.found, pending: walker.reader.pending)
    }

    private init(source: ParsedSource) {
        self.marks = source.marks
        self.reader = CallSiteReader(source: source)
    }

    /// `offset`: where the node starts, trivia included. `inBody`: inside a function body,
    /// closure, property or enum case, where declarations are local (not filed in the index) and
    /// only marked subtrees can matter.
    private mutating func visit(_ node: RawSyntax, offset: Int, inBody: Bool) {
        let kind = node.kind
        switch kind {
        case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
             .simpleStringLiteralExpr, .regexLiteralExpr, .stringSegment:
            // Nothing inside these can be a call or a declaration; in a string literal, only an
            // interpolation can hold one, not the literal's text.
            return
        default:
            break
        }
        path.push(node)
        defer { path.pop() }
        switch kind {
        case .functionCallExpr:
            if let call = node.as(RawFunctionCallExprSyntax.self) { reader.read(call, at: path) }
            visitChildren(node, offset: offset, inBody: inBody)
        case .variableDecl:
            if let variable = node.as(RawVariableDeclSyntax.self) {
                if !inBody { declarations.record(variable, at: path) }
                // The bindings read in place: `elements` would make an array of them for every declaration.
                if variable.bindings.raw.childNodes.contains(where: { child in
                    child?.as(RawPatternBindingSyntax.self)?.typeAnnotation
                        .map { CallSiteReader.mayBeLocalizable($0.type) } == true
                }) {
                    reader.read(variable, at: path)
                } else {
                    // A declaration with no mark inside holds no literal to read.
                    if hasMark(from: offset, length: node.byteLength) { reader.readAliased(variable, at: path) }
                    if inBody { reader.recordLiteralsOfUndeclaredType(variable) }
                }
            }
            visitChildren(node, offset: offset, inBody: true)
        case .functionDecl:
            if let function = node.as(RawFunctionDeclSyntax.self) {
                if !inBody { declarations.record(function, at: path) }
                if let result = function.signature.returnClause?.type {
                    if CallSiteReader.mayBeLocalizable(result) {
                        reader.read(function, at: path)
                    } else if hasMark(from: offset, length: node.byteLength) {
                        reader.readAliased(function, at: path)
                    }
                }
            }
            visitChildren(node, offset: offset, inBody: true)
        case .initializerDecl:
            if !inBody, let initializer = node.as(RawInitializerDeclSyntax.self) { declarations.record(initializer) }
            visitChildren(node, offset: offset, inBody: true)
        case .enumCaseDecl:
            if !inBody, let enumCase = node.as(RawEnumCaseDeclSyntax.self) { declarations.record(enumCase) }
            visitChildren(node, offset: offset, inBody: true)
        case .typeAliasDecl:
            // A type holds no key; the alias may stand for a key type.
            if !inBody, let alias = node.as(RawTypeAliasDeclSyntax.self) { declarations.record(alias) }
        case .closureExpr:
            visitChildren(node, offset: offset, inBody: true)
        case .functionParameter:
            if let parameter = node.as(RawFunctionParameterSyntax.self) { reader.read(parameter, at: path) }
            visitChildren(node, offset: offset, inBody: inBody)
        case .sequenceExpr:
            if let sequence = node.as(RawSequenceExprSyntax.self) { reader.read(sequence, at: path) }
            visitChildren(node, offset: offset, inBody: inBody)
        case .attribute:
            if let attribute = node.as(RawAttributeSyntax.self) { reader.read(attribute, at: path) }
            visitChildren(node, offset: offset, inBody: inBody)
        case .ifConfigClause:
            // `#if false` is never compiled, so Xcode never extracts from it.
            if let clause = node.as(RawIfConfigClauseSyntax.self),
               clause.condition?.as(RawBooleanLiteralExprSyntax.self)?.literal.tokenText == "false" { return }
            visitChildren(node, offset: offset, inBody: inBody)
        case .macroExpansionDecl, .macroExpansionExpr:
            // A `#Preview`'s strings are sample content, which Xcode leaves out of catalogs.
            guard !Self.isPreviewMacro(node) else { return }
            visitChildren(node, offset: offset, inBody: inBody)
        case .structDecl, .classDecl, .actorDecl, .protocolDecl, .extensionDecl, .enumDecl:
            // So are a `PreviewProvider`'s.
            if Self.isPreviewProvider(node) { return }
            if let enumDecl = node.as(RawEnumDeclSyntax.self) { reader.readCaseKeys(of: enumDecl, at: path) }
            if inBody {
                visitChildren(node, offset: offset, inBody: true)
            } else {
                declarations.enterType(node)
                visitChildren(node, offset: offset, inBody: false)
                declarations.leaveType()
            }
        default:
            visitChildren(node, offset: offset, inBody: inBody)
        }
    }

    private static func isPreviewMacro(_ node: RawSyntax) -> Bool {
        if let decl = node.as(RawMacroExpansionDeclSyntax.self) { return decl.macroName.tokenText == "Preview" }
        if let expr = node.as(RawMacroExpansionExprSyntax.self) { return expr.macroName.tokenText == "Preview" }
        return false
    }

    /// A type that conforms to `PreviewProvider` where it is declared.
    private static func isPreviewProvider(_ node: RawSyntax) -> Bool {
        let inheritance: RawInheritanceClauseSyntax?
        if let decl = node.as(RawStructDeclSyntax.self) {
            inheritance = decl.inheritanceClause
        } else if let decl = node.as(RawExtensionDeclSyntax.self) {
            inheritance = decl.inheritanceClause
        } else if let decl = node.as(RawEnumDeclSyntax.self) {
            inheritance = decl.inheritanceClause
        } else {
            return false
        }
        return inheritance?.inheritedTypes.elements.contains {
            $0.type.raw.lastPresentToken?.tokenText == "PreviewProvider"
        } == true
    }

    /// Whether a mark lies in the `length` bytes from `offset`, asked in source order (the cursor
    /// only moves forward).
    private mutating func hasMark(from offset: Int, length: Int) -> Bool {
        marks.advance(&markCursor, to: offset, isBefore: offset + length)
    }

    /// Visits the children that are not tokens; in a body, only those with a mark inside.
    private mutating func visitChildren(_ node: RawSyntax, offset: Int, inBody: Bool) {
        var childOffset = offset
        for child in node.childNodes {
            guard let child else { continue }
            let start = childOffset
            childOffset += child.byteLength
            guard !child.isToken else { continue }
            if inBody, !hasMark(from: start, length: childOffset - start) { continue }
            visit(child, offset: start, inBody: inBody)
        }
    }
}
