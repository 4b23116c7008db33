import SwiftSyntax

/// The one walk over a parsed file. It records the file's declarations (for typing call sites in
/// any file) and has `CallSiteReader` read the places that may hold a key — calls, and properties
/// or functions declared to give a `LocalizedStringKey` — as it meets them. Subtrees with no
/// `InterestMarks` inside function bodies are passed over unvisited.
struct SourceWalker {
    /// A place that may hold a key.
    enum Site: Sendable {
        case call(FunctionCallExprSyntax)
        case variable(VariableDeclSyntax)
        case function(FunctionDeclSyntax)
    }

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

    /// Walks the file's tree once.
    static func walk(_ source: ParsedSource) -> Walked {
        var walker = SourceWalker(source: source)
        walker.visitChildren(Syntax(source.tree), inBody: false)
        return Walked(index: walker.declarations.index, found: walker.reader.found, pending: walker.reader.pending)
    }

    private init(source: ParsedSource) {
        self.marks = source.marks
        self.reader = CallSiteReader(source: source)
    }

    private mutating func found(_ site: Site) {
        reader.read(site)
    }

    /// `inBody`: inside a function body, closure, property or enum case, where declarations are
    /// local (not filed in the index) and only marked subtrees can matter.
    private mutating func visit(_ node: Syntax, inBody: Bool) {
        switch node.as(SyntaxEnum.self) {
        case .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
             .simpleStringLiteralExpr, .regexLiteralExpr:
            // Nothing inside these can be a call or a declaration.
            return
        case .stringLiteralExpr(let literal):
            // Only an interpolation can hold a call; the literal text cannot.
            for segment in literal.segments.typedElements {
                if case .expressionSegment(let interpolation) = segment {
                    visitChildren(Syntax(interpolation.expressions), inBody: inBody)
                }
            }
        case .functionCallExpr(let call):
            found(.call(call))
            visitChildren(node, inBody: inBody)
        case .variableDecl(let variable):
            if !inBody { declarations.record(variable) }
            if variable.bindings.typedElements.contains(where: { $0.typeAnnotation.map { CallSiteReader.mayBeLocalizable($0.type) } == true }) {
                found(.variable(variable))
            }
            visitChildren(node, inBody: true)
        case .functionDecl(let function):
            if !inBody { declarations.record(function) }
            if let result = function.signature.returnClause?.type, CallSiteReader.mayBeLocalizable(result) {
                found(.function(function))
            }
            visitChildren(node, inBody: true)
        case .initializerDecl(let initializer):
            if !inBody { declarations.record(initializer) }
            visitChildren(node, inBody: true)
        case .enumCaseDecl(let enumCase):
            if !inBody { declarations.record(enumCase) }
            visitChildren(node, inBody: true)
        case .closureExpr:
            visitChildren(node, inBody: true)
        case .structDecl, .classDecl, .actorDecl, .protocolDecl, .extensionDecl, .enumDecl:
            if inBody {
                visitChildren(node, inBody: true)
            } else {
                declarations.enterType(node)
                visitChildren(node, inBody: false)
                declarations.leaveType()
            }
        default:
            visitChildren(node, inBody: inBody)
        }
    }

    /// Visits the children that are not tokens; in a body, only those with a mark inside.
    private mutating func visitChildren(_ node: Syntax, inBody: Bool) {
        guard inBody else {
            for child in node.children(viewMode: .sourceAccurate) where child.kind != .token {
                visit(child, inBody: false)
            }
            return
        }
        // Children come in source order, so one cursor over the marks serves them all.
        var cursor = marks.cursor(at: node.position.utf8Offset)
        for child in node.children(viewMode: .sourceAccurate) where child.kind != .token {
            guard marks.advance(&cursor, to: child.position.utf8Offset, isBefore: child.endPosition.utf8Offset) else { continue }
            visit(child, inBody: true)
        }
    }
}
