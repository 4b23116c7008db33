@_spi(RawSyntax) import SwiftSyntax

/// The string literals a body returns: `return "…"` anywhere in it (not in nested closures or
/// functions), and the implicit result of a one-expression body, `switch` or `if`. Used for
/// properties and functions declared to return a `LocalizedStringKey`, whose literals are keys.
/// Each literal comes with the path to it, for the names its interpolations use.
enum ResultLiterals {
    /// A literal a body returns, and the path to it.
    typealias Found = (literal: RawStringLiteralExprSyntax, path: SyntaxPath)

    /// The literals of a result expression that are keys: `literalBranches`, or the literals at
    /// a tuple's key positions.
    typealias Literals = (RawExprSyntax) -> [RawStringLiteralExprSyntax]

    /// `path` leads to `body`.
    static func of(_ body: RawCodeBlockItemListSyntax, at path: SyntaxPath,
                   literals: Literals = CallSiteReader.literalBranches) -> [Found] {
        results(of: body, at: path).flatMap { result in
            literals(result.expression).map { ($0, result.path) }
        }
    }

    /// An expression a body returns, and the path to it.
    typealias Result = (expression: RawExprSyntax, path: SyntaxPath)

    /// Every expression `body` may return (`return` anywhere, the implicit result of a
    /// one-expression body, `switch` or `if`); `path` leads to `body`.
    static func results(of body: RawCodeBlockItemListSyntax, at path: SyntaxPath) -> [Result] {
        var found: [Result] = []
        var walk = path
        returns(in: body.raw, path: &walk, into: &found)
        return found + implicitResult(body, at: path)
    }

    /// Collects `return` literals under the node `path` leads to, not descending into closures
    /// or nested functions.
    private static func returns(in node: RawSyntax, path: inout SyntaxPath, into found: inout [Result]) {
        for child in node.childNodes {
            guard let child, !child.isToken else { continue }
            switch child.kind {
            case .closureExpr, .functionDecl:
                continue
            case .returnStmt:
                if let expression = child.as(RawReturnStmtSyntax.self)?.expression {
                    found.append((expression, path.appending(child, expression.raw)))
                }
            default:
                path.push(child)
                returns(in: child, path: &path, into: &found)
                path.pop()
            }
        }
    }

    private static func implicitResult(_ body: RawCodeBlockItemListSyntax, at path: SyntaxPath) -> [Result] {
        let items = body.elements
        guard items.count == 1 else { return [] }
        let item = items[0]
        let expression: RawExprSyntax
        if let expr = item.item.as(RawExprSyntax.self) {
            expression = expr
        } else if let wrapped = item.item.as(RawExpressionStmtSyntax.self)?.expression {
            expression = wrapped
        } else {
            return []
        }
        return results(in: expression, at: path.appending(item.raw, expression.raw))
    }

    /// `path` leads to `expression`.
    private static func results(in expression: RawExprSyntax, at path: SyntaxPath) -> [Result] {
        if let switchExpr = expression.as(RawSwitchExprSyntax.self) {
            return switchExpr.cases.elements.flatMap { element -> [Result] in
                guard let switchCase = element.as(RawSwitchCaseSyntax.self) else { return [] }
                return implicitResult(switchCase.statements, at: path.appending(switchCase.raw, switchCase.statements.raw))
            }
        }
        if let ifExpr = expression.as(RawIfExprSyntax.self) {
            let body = ifExpr.body.statements
            var found = implicitResult(body, at: path.appending(ifExpr.body.raw, body.raw))
            if let block = ifExpr.elseBody?.as(RawCodeBlockSyntax.self) {
                found += implicitResult(block.statements, at: path.appending(block.raw, block.statements.raw))
            } else if let nested = ifExpr.elseBody?.as(RawIfExprSyntax.self) {
                found += results(in: RawExprSyntax(nested), at: path.appending(nested.raw))
            }
            return found
        }
        return [(expression, path)]
    }
}
