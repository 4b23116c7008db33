import SwiftSyntax

/// A Swift type as the sources spell it, normalised (`Int`, `[TodoItem]`, `String?`), so the
/// scanner can compare types, unwrap optionals and take an array's element.
struct TypeName: Sendable, Hashable, CustomStringConvertible {
    let spelling: String

    init(_ spelling: String) {
        self.spelling = spelling.filter { !$0.isWhitespace }
    }

    init(_ syntax: TypeSyntax) {
        self.init(syntax.trimmedDescription)
    }

    var description: String { spelling }

    static let int = TypeName("Int")
    static let double = TypeName("Double")
    static let string = TypeName("String")
    static let bool = TypeName("Bool")
    static let localizedStringKey = TypeName("LocalizedStringKey")

    /// Whether the type is `T?`, `T!` or `Optional<T>`.
    var isOptional: Bool { unwrapped != self }

    /// The type without one level of optionality (`String?` → `String`).
    var unwrapped: TypeName {
        if spelling.hasSuffix("?") || spelling.hasSuffix("!") { return TypeName(String(spelling.dropLast())) }
        if spelling.hasPrefix("Optional<"), spelling.hasSuffix(">") {
            return TypeName(String(spelling.dropFirst("Optional<".count).dropLast()))
        }
        return self
    }

    /// The element of an array, set or range type (`[T]`, `Array<T>`, `Set<T>`, `Range<Int>`).
    var element: TypeName? {
        if spelling.hasPrefix("["), spelling.hasSuffix("]"), !spelling.contains(":") {
            return TypeName(String(spelling.dropFirst().dropLast()))
        }
        for generic in ["Array<", "Set<", "Range<", "ClosedRange<", "ArraySlice<"]
        where spelling.hasPrefix(generic) && spelling.hasSuffix(">") {
            return TypeName(String(spelling.dropFirst(generic.count).dropLast()))
        }
        return nil
    }

    /// The last component of a qualified name (`Swift.Int` → `Int`, `TodoItem.Priority` → `Priority`),
    /// which is how the declaration index files nested types.
    var simpleName: String {
        guard let dot = spelling.lastIndex(of: "."), !spelling.contains("<"), !spelling.contains("[") else {
            return spelling
        }
        return String(spelling[spelling.index(after: dot)...])
    }
}
