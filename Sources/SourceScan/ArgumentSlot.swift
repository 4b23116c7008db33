import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

extension CallSiteReader {
    /// Where an expression stands as an argument of a named call, or as an element of an array
    /// literal that is one (`show(message: "…", [.init(title: "Delete")])`): the call's name and
    /// labels, and the argument's position.
    struct ArgumentSlot: Sendable {
        var callee: String
        var labels: [String?]
        var position: Int
        /// The expression is an element of the array literal given as the argument.
        var isElement: Bool

        /// The slot of the expression `path` leads to; nil when it is no argument of a call by name.
        init?(around path: SyntaxPath) {
            var level = 1
            isElement = false
            if path.ancestor(1)?.kind == .arrayElement, path.ancestor(2)?.kind == .arrayElementList,
               path.ancestor(3)?.kind == .arrayExpr {
                isElement = true
                level = 4
            }
            guard let argument = path.ancestor(level)?.as(RawLabeledExprSyntax.self),
                  let list = path.ancestor(level + 1)?.as(RawLabeledExprListSyntax.self),
                  let call = path.ancestor(level + 2)?.as(RawFunctionCallExprSyntax.self),
                  call.arguments.raw.id == list.raw.id else { return nil }
            let called = call.calledExpression
            if let reference = called.as(RawDeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else if let member = called.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText != "init" {
                callee = member.declName.baseName.text
            } else {
                return nil
            }
            let arguments = list.elements
            guard let position = arguments.firstIndex(where: { $0.raw.id == argument.raw.id }) else { return nil }
            self.position = position
            labels = arguments.map { $0.label?.text }
        }

        /// The type the slot takes when every declaration of the callee its labels fit agrees (the
        /// array's element type for an element).
        func type(in index: DeclarationIndex) -> TypeName? {
            let types = index.parameterLists(callee: callee).compactMap { parameters -> TypeName? in
                guard let match = CallSiteReader.match(labels, to: parameters) else { return nil }
                let type = match[position].unwrapped
                return isElement ? type.element?.unwrapped : type
            }
            guard let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
    }
}
