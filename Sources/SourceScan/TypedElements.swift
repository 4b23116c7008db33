import SwiftSyntax

extension SyntaxCollection {
    /// The elements in order, read through `children` and a typed initializer. swift-syntax's own
    /// collection iterator is generic and not specialised across modules, so it looks up type
    /// metadata for every element it returns: a twentieth of a scan's time went there.
    var typedElements: TypedElements<Element> {
        TypedElements(children: children(viewMode: .all).makeIterator())
    }

    /// The first element, read the same way.
    var firstElement: Element? {
        var elements = typedElements
        return elements.next()
    }
}

/// The elements of a syntax collection, as `SyntaxCollection.typedElements` reads them.
struct TypedElements<Element: SyntaxProtocol>: Sequence, IteratorProtocol {
    var children: SyntaxChildren.Iterator

    mutating func next() -> Element? {
        while let child = children.next() {
            if let element = Element(child) { return element }
        }
        return nil
    }
}
