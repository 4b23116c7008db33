/// Reads the XML of a storyboard or XIB for `InterfaceBuilderFile`: every element's `id`, and the
/// texts of the properties `ibtool` exports. It checks that the XML is well-formed (tags nest and
/// close, attributes are quoted, references are known) and stops at the first fault, keeping what
/// it read before.
struct InterfaceBuilderReader: XMLScanning {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private let maxDepth: Int
    var index = 0
    var resolver = PositionResolver()

    /// An open element: its name, where it starts, the object id it belongs to, and for a
    /// `<string key="text">` the property its character data is the text of.
    private struct OpenElement {
        var name: String
        var start: Int
        var objectID: String?
        var textProperty: String?
    }

    private var open: [OpenElement] = []
    private var text: [UInt8] = []
    private var segmentCounts: [String: Int] = [:]

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    /// Element attributes that hold a text `ibtool` exports under the same property name.
    private static let textAttributes: [String: String] = [
        "title": "title", "text": "text", "placeholder": "placeholder", "placeholderString": "placeholderString",
        "headerTitle": "headerTitle", "footerTitle": "footerTitle", "prompt": "prompt",
        "backButtonTitle": "backButtonTitle", "alternateTitle": "alternateTitle", "label": "label",
        "paletteLabel": "paletteLabel", "toolTip": "ibShadowedToolTip",
    ]

    mutating func read(into model: inout InterfaceBuilderFile) throws(CatalogError) {
        var sawElement = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                try characterData()
                continue
            }
            if startsWith("<!--") {
                try skip(past: "-->", what: "comment")
            } else if startsWith("<![CDATA[") {
                let start = index
                index += 9
                let end = find("]]>")
                guard let end else { throw unterminated("CDATA section", openedAt: start) }
                if open.last?.textProperty != nil { text += UnsafeBufferPointer(rebasing: bytes[index..<end]) }
                index = end + 3
            } else if startsWith("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if startsWith("<!") {
                try skip(past: ">", what: "declaration")
            } else if startsWith("</") {
                try endTag(into: &model)
            } else {
                try startTag(into: &model)
                sawElement = true
            }
        }
        if let last = open.last { throw unterminated("element <\(last.name)>", openedAt: last.start) }
        if !sawElement { throw unexpected("an XML element") }
    }

    // MARK: Tags

    private mutating func startTag(into model: inout InterfaceBuilderFile) throws(CatalogError) {
        let start = index
        index += 1
        let name = try readName(in: "a start tag")
        var attributes: [(name: String, value: String)] = []
        var selfClosing = false
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpected("'>' closing <\(name)>") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw unexpected("'>' after '/' in <\(name)/>") }
                index += 1
                selfClosing = true
                break
            }
            attributes.append(try attribute(of: name))
        }
        guard open.count < maxDepth else { throw nestingTooDeep(limit: maxDepth) }
        var element = OpenElement(name: name, start: start, objectID: open.last?.objectID, textProperty: nil)
        take(name: name, attributes: attributes, into: &model, element: &element)
        if !selfClosing {
            if element.textProperty != nil { text.removeAll(keepingCapacity: true) }
            open.append(element)
        }
    }

    /// Records the element's id and the texts it gives its object.
    private mutating func take(name: String, attributes: [(name: String, value: String)], into model: inout InterfaceBuilderFile,
                               element: inout OpenElement) {
        func value(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }
        let owner = element.objectID
        switch name {
        case "state":
            // <state key="normal" title="Save"/> inside a button: `normalTitle`.
            if let owner, let key = value("key"), let title = value("title") { model.texts[owner + "." + key + "Title"] = title }
            return
        case "segment":
            if let owner {
                let number = segmentCounts[owner, default: 0]
                segmentCounts[owner] = number + 1
                if let title = value("title") { model.texts[owner + ".segmentTitles[\(number)]"] = title }
            }
            return
        case "accessibility":
            if let owner {
                if let label = value("label") { model.texts[owner + ".accessibilityLabel"] = label }
                if let hint = value("hint") { model.texts[owner + ".accessibilityHint"] = hint }
            }
            return
        case "string":
            if owner != nil, let key = value("key") { element.textProperty = key }
            return
        default: break
        }
        guard let id = value("id") else { return }
        model.objectIDs.insert(id)
        element.objectID = id
        for (attribute, text) in attributes {
            if let property = Self.textAttributes[attribute] { model.texts[id + "." + property] = text }
        }
    }

    private mutating func endTag(into model: inout InterfaceBuilderFile) throws(CatalogError) {
        let start = index
        index += 2
        let name = try readName(in: "an end tag")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw unexpected("'>' closing </\(name)>") }
        index += 1
        guard let element = open.last else { throw unexpected("no end tag: every element is closed", at: start, found: "'</\(name)>'") }
        guard element.name == name else { throw unexpected("</\(element.name)>", at: start, found: "'</\(name)>'") }
        open.removeLast()
        if let property = element.textProperty, let owner = element.objectID {
            model.texts[owner + "." + property] = String(readText: text)
        }
    }

    private mutating func attribute(of element: String) throws(CatalogError) -> (name: String, value: String) {
        let name = try readName(in: "an attribute of <\(element)>")
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw unexpected("'=' after the attribute \(name) of <\(element)>") }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw unexpected("a quoted value for the attribute \(name) of <\(element)>")
        }
        let quote = bytes[index]
        let open = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "&"): try reference(into: &value)
            case UInt8(ascii: "<"): throw unexpected("the closing quote of the attribute \(name) of <\(element)>")
            default:
                value.append(bytes[index])
                index += 1
            }
        }
        guard index < bytes.count else { throw unterminated("attribute value", openedAt: open) }
        index += 1
        return (name, String(readText: value))
    }

    // MARK: Text

    /// Character data up to the next `<`, kept only inside a `<string key="…">`.
    private mutating func characterData() throws(CatalogError) {
        let collecting = open.last?.textProperty != nil
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "&") {
                var decoded: [UInt8] = []
                try reference(into: &decoded)
                if collecting { text += decoded }
                continue
            }
            if collecting { text.append(bytes[index]) }
            index += 1
        }
    }

    /// Decodes the `&…;` reference at `index` into `output`.
    private mutating func reference(into output: inout [UInt8]) throws(CatalogError) {
        let reference = try decodeXMLReference(at: index)
        output.appendUTF8(reference.scalar)
        index = reference.end
    }

    // MARK: Scanning

    private mutating func readName(in what: String) throws(CatalogError) -> String {
        let start = index
        while index < bytes.count, XMLSyntax.isNameCharacter(bytes[index]) { index += 1 }
        guard index > start else { throw unexpected("a name in \(what)") }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private mutating func skip(past literal: StaticString, what: String) throws(CatalogError) {
        let start = index
        guard let end = find(literal) else { throw unterminated(what, openedAt: start) }
        index = end + literal.utf8CodeUnitCount
    }
}
