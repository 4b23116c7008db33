@_spi(RawSyntax) import SwiftSyntax

/// A Swift type as the sources spell it, normalised (`Int`, `[TodoItem]`, `String?`), so the
/// scanner can compare types, unwrap optionals and take an array's element.
struct TypeName: Sendable, Hashable, CustomStringConvertible {
    let spelling: String

    init(_ spelling: String) {
        // Types are spelled in ASCII almost always: drop ASCII blanks by bytes, which is far
        // cheaper than asking each Character whether it is whitespace.
        if spelling.utf8.contains(where: Self.isBlank) {
            self.spelling = String(decoding: spelling.utf8.filter { !Self.isBlank($0) }, as: UTF8.self)
        } else {
            self.spelling = spelling
        }
    }

    init(_ syntax: RawTypeSyntax) {
        // Most declared types are one plain name (`String`, `Item`): its token is the spelling.
        if let identifier = syntax.as(RawIdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
           !identifier.hasError {
            self.init(verbatim: identifier.name.text)
        } else {
            self.init(syntax.trimmedSource)
        }
    }

    /// A spelling known to have no blanks.
    private init(verbatim spelling: String) {
        self.spelling = spelling
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
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
        // Read as bytes: a Character's comparisons cost far more, and most types are no optional.
        let last = spelling.utf8.last
        if last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { return TypeName(String(spelling.dropLast())) }
        if last == UInt8(ascii: ">"), spelling.hasPrefix("Optional<") {
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

    /// The type with each name in `types` replaced by its type there (`[Copy]?` →
    /// `[LocalizedStringResource]?`); a name after a dot is a member's, never replaced.
    func replacingNames(_ types: [String: TypeName]) -> TypeName {
        var result = ""
        var name = ""
        var afterDot = false
        func flush() {
            result += afterDot ? name : types[name]?.spelling ?? name
            name = ""
        }
        for character in spelling {
            if character.isLetter || character.isNumber || character == "_" {
                name.append(character)
                continue
            }
            flush()
            afterDot = character == "."
            result.append(character)
        }
        flush()
        return result == spelling ? self : TypeName(verbatim: result)
    }

    /// The last component of a qualified name (`Swift.Int` → `Int`, `TodoItem.Priority` → `Priority`),
    /// which is how the declaration index files nested types.
    var simpleName: String {
        // Read as bytes, as every lookup in the declaration index asks for it.
        let bytes = spelling.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
              !bytes.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "[") }) else {
            return spelling
        }
        return String(spelling[bytes.index(after: dot)...])
    }
}
