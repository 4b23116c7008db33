import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// Where literal text goes that no lookup takes: the arguments, properties and initializers
/// callers give it (`TextOrigin`, `ScanResult.possibleKeys`), and the types around a call.
extension CallSiteReader {
    /// `iconItem(title: "Red")`, `Toast(title: "Saved")`: the parameters callers give literal text
    /// with words (`TextOrigin`); names (`name:`) and the lookups' own arguments left out.
    mutating func recordLiteralArguments(_ call: Call, callee: RawExprSyntax, at path: SyntaxPath) {
        let name: String
        if let member = callee.as(RawMemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if name == "init" {
                guard let base = member.base else { return recordInitializerLiterals(call, type: "") }
                guard let type = base.as(RawDeclReferenceExprSyntax.self)?.baseName.text else { return }
                recordInitializerLiterals(call, type: type)
                return recordLiteralArguments(call, callee: type, at: path)
            }
            guard LookupCalls.byModifier[name] == nil else { return }
        } else {
            return
        }
        recordLiteralArguments(call, callee: name, at: path)
    }

    /// Standard types whose initializers take no key, and labels that name an image or a symbol.
    static let typesTakingNoKeys: Set<String> = ["Image", "Color", "URL", "Font", "UIImage", "NSImage", "UIColor", "NSColor", "UUID"]
    static let labelsOfNoKeys: Set<String> = ["systemName", "systemImage", "image", "imageName", "named", "icon", "id"]

    /// Whether the call `path` leads to is the value of a `static let` or a global `let`, or an
    /// element of an array literal that is.
    static func isConstantValue(_ path: SyntaxPath) -> Bool {
        var level = 1
        while let node = path.ancestor(level), node.kind == .arrayElement || node.kind == .arrayElementList || node.kind == .arrayExpr {
            level += 1
        }
        guard path.ancestor(level)?.kind == .initializerClause,
              let variable = path.ancestor(level + 3)?.as(RawVariableDeclSyntax.self),
              variable.bindingSpecifier.tokenText == "let" else { return false }
        return path.ancestor(level + 6)?.kind == .sourceFile
            || variable.modifiers.elements.contains { $0.name.tokenText == "static" }
    }

    /// `let titles: Titles = (currentState: "Blocked", …)`, where `Titles` is a type the scanned
    /// files do not declare (a type alias, a package's type): each literal of the value may be a key
    /// (`ScanResult.possibleKeys`).
    mutating func recordLiteralsOfUndeclaredType(_ node: RawVariableDeclSyntax) {
        for binding in node.bindings.elements {
            guard let annotated = binding.typeAnnotation?.type, let value = binding.initializer?.value else { continue }
            let type = TypeName(annotated).unwrapped
            guard type.simpleName.first?.isUppercase == true, !TypeResolver.isKnownStandardType(type),
                  DeclarationIndex.acceptsNoStringLiteral(type) == false else { continue }
            var values: Set<String> = []
            Self.collectLiterals(in: value.raw, into: &values)
            if !values.isEmpty { found.initializerLiterals[type.simpleName, default: []].formUnion(values) }
        }
    }

    static func collectLiterals(in node: RawSyntax, into values: inout Set<String>) {
        if let literal = node.as(RawStringLiteralExprSyntax.self) {
            if let value = LiteralValue.plain(literal), !value.isEmpty { values.insert(value) }
            return
        }
        for child in node.childNodes {
            guard let child, !child.isToken else { continue }
            collectLiterals(in: child, into: &values)
        }
    }

    /// `recordLiteralArguments` for a call of a name that is no lookup (`iconItem(…)`, `Toast(…)`).
    mutating func recordLiteralArguments(_ call: Call, calledByName name: String, at path: SyntaxPath) {
        if name.first?.isUppercase == true { recordInitializerLiterals(call, type: name) }
        recordLiteralArguments(call, callee: name, at: path)
    }

    /// The plain literals a call of an initializer of `type` is given (`ScanResult.possibleKeys`);
    /// images' and symbols' names are never keys.
    mutating func recordInitializerLiterals(_ call: Call, type: String) {
        guard !Self.typesTakingNoKeys.contains(type) else { return }
        for argument in call.arguments {
            if let label = argument.label?.text, Self.labelsOfNoKeys.contains(label) { continue }
            for literal in Self.literalBranches(of: argument.expression) {
                if let value = LiteralValue.plain(literal), !value.isEmpty { found.initializerLiterals[type, default: []].insert(value) }
            }
        }
    }

    mutating func recordLiteralArguments(_ call: Call, callee: String, at path: SyntaxPath) {
        // `static let nuke = Document(title: "Nuke", body: …)`: a table of constants, whose
        // capitalised titles are the names of the things it lists.
        var isConstant: Bool?
        for (position, argument) in call.arguments.enumerated() {
            let expression = argument.expression
            if !expression.is(RawStringLiteralExprSyntax.self), LocalizedValue.isLocalized(expression) {
                let label = TextOrigin.argumentLabel(argument.label?.text, position: position)
                found.localizedSlots.insert(TextOrigin.argumentKey(label, of: callee))
                continue
            }
            guard TextOrigin.holdsWords(expression) else { continue }
            let label = TextOrigin.argumentLabel(argument.label?.text, position: position)
            guard !TextOrigin.holdsName(label) else { continue }
            if let literal = argument.expression.as(RawStringLiteralExprSyntax.self) {
                if isConstant == nil { isConstant = Self.isConstantValue(path) }
                if isConstant == true, LiteralValue.isProperName(literal) { continue }
            }
            found.literalText.insert(TextOrigin.argumentKey(label, of: callee))
        }
    }

    /// The innermost type declaration `path` passes through, by its simple name.
    static func enclosingTypeName(_ path: SyntaxPath) -> TypeName? {
        var level = 1
        while let node = path.ancestor(level) {
            if let decl = node.as(RawStructDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawClassDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawEnumDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawActorDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawExtensionDeclSyntax.self) { return TypeName(TypeName(decl.extendedType).simpleName) }
            level += 1
        }
        return nil
    }

    /// The type the declaration around the node `path` leads to gives it (`ContextualType`), by
    /// its simple name.
    static func declaredTypeAround(_ path: SyntaxPath) -> String? {
        ContextualType.of(path).map { TypeName($0).unwrapped.simpleName }
    }
}
