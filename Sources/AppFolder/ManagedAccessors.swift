import SwiftSyntax

/// What `@NSManaged` declarations become on Linux, where no Objective-C runtime supplies them:
/// each stored property a computed one over the stand-in's key-value storage, each to-many
/// accessor (`addToItems(_:)`) a body running it on the relationship. The text is added within
/// the declaration's own lines, so every line keeps its number.
enum ManagedAccessors {
    /// Whether `attributes` hold `@NSManaged`.
    static func isManaged(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "NSManaged"
        }
    }

    /// The getter and setter of the property `name`.
    static func accessors(_ name: String) -> String {
        let key = AppSourceRewriter.escaped(name)
        return " { get { managedValue(forKey: \"\(key)\") } set { setManagedValue(newValue, forKey: \"\(key)\") } }"
    }

    /// The edits of a managed property declaration: accessors after each name's type; a
    /// declaration of several names is split at its commas into one declaration per name, each
    /// with the declaration's modifiers (`var a: String?, b: Int16` → `var a: String? {…}; var b: Int16 {…}`).
    /// A name without a type annotation, or with a value or accessors of its own, is left as is.
    static func edits(for node: VariableDeclSyntax) -> (blanks: [Range<Int>], insertions: [(offset: Int, bytes: [UInt8])]) {
        var blanks: [Range<Int>] = []
        var insertions: [(offset: Int, bytes: [UInt8])] = []
        let modifiers = node.modifiers.trimmedDescription
        let restart = "; " + (modifiers.isEmpty ? "" : modifiers + " ") + node.bindingSpecifier.text + " "
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation,
                  binding.initializer == nil, binding.accessorBlock == nil else { continue }
            var text = accessors(name.trimmingCharacters(in: ["`"]))
            if let comma = binding.trailingComma {
                blanks.append(comma.positionAfterSkippingLeadingTrivia.utf8Offset ..< comma.endPositionBeforeTrailingTrivia.utf8Offset)
                text += restart
            }
            insertions.append((type.endPositionBeforeTrailingTrivia.utf8Offset, Array(text.utf8)))
        }
        return (blanks, insertions)
    }

    /// The body of a managed to-many accessor, passing its name and arguments to the stand-in;
    /// nil for a function that returns a value or already has a body.
    static func body(for node: FunctionDeclSyntax) -> (offset: Int, bytes: [UInt8])? {
        guard node.body == nil, node.signature.returnClause == nil else { return nil }
        let arguments = node.signature.parameterClause.parameters.map { parameter in
            (parameter.secondName ?? parameter.firstName).text.trimmingCharacters(in: ["`"])
        }
        let call = ([ "\"\(AppSourceRewriter.escaped(node.name.text))\"" ] + arguments).joined(separator: ", ")
        return (node.endPositionBeforeTrailingTrivia.utf8Offset, Array(" { performManagedAccessor(\(call)) }".utf8))
    }
}
