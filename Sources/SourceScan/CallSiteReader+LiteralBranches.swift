import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// The literals an expression evaluates to: itself, the branches of a ternary, a collection's elements.
extension CallSiteReader {
    /// The elements of an array literal or the values of a dictionary literal.
    static func collectionValues(of expr: RawExprSyntax) -> [RawExprSyntax] {
        if let array = expr.as(RawArrayExprSyntax.self) { return array.elements.elements.map(\.expression) }
        if let dictionary = expr.as(RawDictionaryExprSyntax.self),
           let elements = dictionary.content.as(RawDictionaryElementListSyntax.self) {
            return elements.elements.map(\.value)
        }
        return []
    }

    /// The literals an argument evaluates to: itself, every branch of `c ? "a" : d ? "b" : "c"`
    /// (when every branch is one), or the literal inside `.init("…")` handed to a lookup.
    static func literalBranches(of expr: RawExprSyntax) -> [RawStringLiteralExprSyntax] {
        if let literal = expr.as(RawStringLiteralExprSyntax.self) { return [literal] }
        if let sequence = expr.as(RawSequenceExprSyntax.self) {
            return literalBranches(ofSequence: sequence.elements.elements[...]) ?? []
        }
        if let ternary = expr.as(RawTernaryExprSyntax.self) {
            guard let then = allLiterals(ternary.thenExpression), let otherwise = allLiterals(ternary.elseExpression)
            else { return [] }
            return then + otherwise
        }
        if let tuple = expr.as(RawTupleExprSyntax.self), tuple.elements.elements.count == 1,
           tuple.elements.elements[0].label == nil {
            return literalBranches(of: tuple.elements.elements[0].expression)
        }
        if let call = expr.as(RawFunctionCallExprSyntax.self),
           let member = call.calledExpression.as(RawMemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.tokenText == "init" {
            let arguments = call.arguments.elements
            if arguments.count == 1, arguments[0].label == nil,
               let literal = arguments[0].expression.as(RawStringLiteralExprSyntax.self) {
                return [literal]
            }
        }
        return []
    }

    /// The literals of a branch, or nil when it is not literals only (`nil` is a branch with none).
    static func allLiterals(_ expr: RawExprSyntax) -> [RawStringLiteralExprSyntax]? {
        if expr.is(RawNilLiteralExprSyntax.self) { return [] }
        let literals = literalBranches(of: expr)
        return literals.isEmpty ? nil : literals
    }

    /// An unfolded operator sequence: `condition ? then : rest`, the rest read the same way
    /// (ternaries nest to the right); nil unless every branch is a literal.
    static func literalBranches(ofSequence elements: ArraySlice<RawExprSyntax>) -> [RawStringLiteralExprSyntax]? {
        guard let index = elements.firstIndex(where: { $0.is(RawUnresolvedTernaryExprSyntax.self) }) else {
            return elements.count == 1 ? elements.first.flatMap(allLiterals) : nil
        }
        guard index > elements.startIndex,
              let ternary = elements[index].as(RawUnresolvedTernaryExprSyntax.self),
              let then = allLiterals(ternary.thenExpression),
              let otherwise = literalBranches(ofSequence: elements[(index + 1)...]) else { return nil }
        return then + otherwise
    }
}
