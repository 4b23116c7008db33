@_spi(RawSyntax) import SwiftSyntax

/// The parser leaves operator expressions unfolded (`a + b`, `x as Int`, `c ? "a" : "b"` are flat
/// sequences). This reads the few shapes the scanner cares about without a full operator table.
enum SequenceShape {
    /// `x as T` (or `as?` / `as!`).
    case cast(RawExprSyntax, TypeName)
    /// `condition ? then : else`, where `else` is a single operand.
    case ternary(then: RawExprSyntax, else: RawExprSyntax)
    /// `left op right`, one operator.
    case binary(RawExprSyntax, String, RawExprSyntax)

    init?(_ sequence: RawSequenceExprSyntax) {
        let elements = sequence.elements.elements
        if let ternaryIndex = elements.firstIndex(where: { $0.is(RawUnresolvedTernaryExprSyntax.self) }),
           ternaryIndex == elements.count - 2,
           let ternary = elements[ternaryIndex].as(RawUnresolvedTernaryExprSyntax.self) {
            self = .ternary(then: ternary.thenExpression, else: elements[elements.count - 1])
            return
        }
        guard elements.count == 3 else { return nil }
        if let cast = elements[1].as(RawUnresolvedAsExprSyntax.self), let type = elements[2].as(RawTypeExprSyntax.self) {
            let target = TypeName(type.type)
            let optional = cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
            self = .cast(elements[0], optional ? TypeName(target.spelling + "?") : target)
            return
        }
        if let op = elements[1].as(RawBinaryOperatorExprSyntax.self) {
            self = .binary(elements[0], op.operator.text, elements[2])
            return
        }
        return nil
    }
}
