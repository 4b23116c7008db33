import SwiftSyntax

/// The string literals a body returns: `return "…"` anywhere in it (not in nested closures or
/// functions), and the implicit result of a one-expression body, `switch` or `if`. Used for
/// properties and functions declared to return a `LocalizedStringKey`, whose literals are keys.
enum ResultLiterals {
    static func of(_ body: CodeBlockItemListSyntax) -> [StringLiteralExprSyntax] {
        let returns = ReturnFinder(viewMode: .sourceAccurate)
        returns.walk(body)
        return returns.literals + implicitResult(body)
    }

    private static func implicitResult(_ body: CodeBlockItemListSyntax) -> [StringLiteralExprSyntax] {
        guard body.count == 1, let item = body.firstElement else { return [] }
        let expression: ExprSyntax
        switch item.item {
        case .expr(let expr): expression = expr
        case .stmt(let stmt):
            guard let wrapped = stmt.as(ExpressionStmtSyntax.self)?.expression else { return [] }
            expression = wrapped
        default: return []
        }
        return literals(in: expression)
    }

    private static func literals(in expression: ExprSyntax) -> [StringLiteralExprSyntax] {
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.cases.typedElements.flatMap { element -> [StringLiteralExprSyntax] in
                guard case .switchCase(let switchCase) = element else { return [] }
                return implicitResult(switchCase.statements)
            }
        }
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var found = implicitResult(ifExpr.body.statements)
            switch ifExpr.elseBody {
            case .codeBlock(let block): found += implicitResult(block.statements)
            case .ifExpr(let nested): found += literals(in: ExprSyntax(nested))
            case nil: break
            }
            return found
        }
        return CallSiteReader.literalBranches(of: expression)
    }

    /// Collects `return` literals, not descending into closures or nested functions.
    private final class ReturnFinder: SyntaxVisitor {
        var literals: [StringLiteralExprSyntax] = []

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { literals += CallSiteReader.literalBranches(of: expression) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
