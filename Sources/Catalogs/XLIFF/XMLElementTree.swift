/// An XML element read by `XMLElementParser`: its name, attributes, and content in order.
package struct XMLElementNode: Hashable, Sendable {
    /// The element's name as written (with any prefix, e.g. `xml:space` stays whole).
    package var name: String
    /// The attributes in file order, values with references decoded.
    package var attributes: [(name: String, value: String)]
    /// Text and child elements in file order.
    package var content: [XMLContent]
    /// Where the start tag's `<` is.
    package var position: TextPosition

    /// The value of the attribute `name`, or nil.
    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements called `name`, in order.
    package func children(_ name: String) -> [XMLElementNode] {
        content.compactMap { if case .element(let child) = $0, child.name == name { child } else { nil } }
    }

    /// The first child element called `name`.
    package func child(_ name: String) -> XMLElementNode? {
        children(name).first
    }

    /// The element's text: its character data and that of the elements inside it, in order.
    package var text: String {
        var out = ""
        appendText(to: &out)
        return out
    }

    private func appendText(to out: inout String) {
        for item in content {
            switch item {
            case .text(let text): out += text
            case .element(let child): child.appendText(to: &out)
            }
        }
    }

    /// Whether any element is nested inside this one.
    package var hasChildElements: Bool {
        content.contains { if case .element = $0 { true } else { false } }
    }

    package static func == (lhs: XMLElementNode, rhs: XMLElementNode) -> Bool {
        lhs.name == rhs.name && lhs.position == rhs.position && lhs.content == rhs.content
            && lhs.attributes.elementsEqual(rhs.attributes) { $0.name == $1.name && $0.value == $1.value }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(position)
        hasher.combine(content)
        for attribute in attributes {
            hasher.combine(attribute.name)
            hasher.combine(attribute.value)
        }
    }
}

/// One piece of an element's content.
package indirect enum XMLContent: Hashable, Sendable {
    /// Character data (references and CDATA decoded).
    case text(String)
    /// A nested element.
    case element(XMLElementNode)
}
