/// The type of an expression as far as its own file tells it: known outright, or worked out once
/// every scanned file's declarations are merged (`item.title` needs `struct Item`, wherever it is).
/// A query keeps names and types only, never syntax, so a file's tree can be freed as soon as
/// its walk ends.
enum TypeQuery: Sendable {
    /// Known from the file alone (nil: the sources do not tell).
    case known(TypeName?)
    /// Needs the declarations of every file.
    case later(@Sendable (DeclarationIndex) -> TypeName?)

    /// The sources do not tell.
    static let unknown = TypeQuery.known(nil)

    /// The answer, given every file's declarations.
    func resolve(_ index: DeclarationIndex) -> TypeName? {
        switch self {
        case .known(let type): type
        case .later(let answer): answer(index)
        }
    }

    /// Whether the answer needs the declarations.
    var isLater: Bool {
        if case .later = self { true } else { false }
    }

    /// The answer, transformed.
    func map(_ transform: @escaping @Sendable (TypeName?) -> TypeName?) -> TypeQuery {
        switch self {
        case .known(let type): .known(transform(type))
        case .later(let answer): .later { transform(answer($0)) }
        }
    }

    /// An answer made of two others.
    static func combine(_ first: TypeQuery, _ second: TypeQuery,
                        _ combined: @escaping @Sendable (TypeName?, TypeName?) -> TypeName?) -> TypeQuery {
        if case .known(let one) = first, case .known(let other) = second { return .known(combined(one, other)) }
        return .later { index in combined(first.resolve(index), second.resolve(index)) }
    }
}
