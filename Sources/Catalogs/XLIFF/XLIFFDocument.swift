/// An XLIFF 1.2 document as Xcode's localization exports (`.xcloc`) hold it: one `<file>` per
/// catalog, one `<trans-unit>` per text to translate.
public struct XLIFFDocument: Hashable, Sendable {
    /// The `<file>` elements in order.
    public var files: [XLIFFFile]

    /// Creates a document.
    public init(files: [XLIFFFile]) {
        self.files = files
    }

    /// Parses XLIFF 1.2 text; `file` names it in errors. Units may sit in `<group>`s.
    /// - Throws: `CatalogError` when the text is not well-formed XML or not an `<xliff>` document.
    public static func parse(_ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default) throws(CatalogError) -> XLIFFDocument {
        try CatalogFileReader.checkSize(bytes.count, file: file, limits: limits)
        let text = try TextDecoder.decode(bytes, file: file)
        let root = try text.utf8.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var parser = XMLElementParser(bytes: buffer, file: file, maxDepth: limits.maxNestingDepth)
            return try parser.parseDocument()
        }
        guard root.name == "xliff" else {
            throw CatalogError(file: file, position: root.position, problem: .unexpected(found: "<\(root.name)>", expected: "an <xliff> document"))
        }
        var files: [XLIFFFile] = []
        for element in root.children("file") {
            guard let original = element.attribute("original"), let source = element.attribute("source-language") else {
                throw CatalogError(file: file, position: element.position, problem: .unexpected(
                    found: "a <file> without \"original\" or \"source-language\"", expected: "both attributes on every <file>"))
            }
            var units: [XLIFFUnit] = []
            if let body = element.child("body") { collectUnits(in: body, into: &units) }
            files.append(XLIFFFile(original: original, sourceLanguage: source, targetLanguage: element.attribute("target-language"),
                                   units: units, position: element.position))
        }
        return XLIFFDocument(files: files)
    }

    /// The units of `element` and of the groups inside it, in document order.
    private static func collectUnits(in element: XMLElementNode, into units: inout [XLIFFUnit]) {
        for item in element.content {
            guard case .element(let child) = item else { continue }
            switch child.name {
            case "group": collectUnits(in: child, into: &units)
            case "trans-unit":
                let target = child.child("target")
                units.append(XLIFFUnit(
                    id: child.attribute("id") ?? "", source: child.child("source")?.text ?? "", target: target?.text,
                    state: target?.attribute("state"), note: child.child("note")?.text, position: child.position))
            default: continue
            }
        }
    }

    /// The document's UTF-8 bytes in Xcode's layout: two-space indentation, `xml:space="preserve"`
    /// on every unit, the strict XLIFF 1.2 schema named; `tool` names the writer in each header.
    public func encoded(tool: (id: String, name: String, version: String)) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for file in files {
            out += "  <file original=\"\(XLIFFText.attribute(file.original))\" source-language=\"\(XLIFFText.attribute(file.sourceLanguage))\""
            if let target = file.targetLanguage { out += " target-language=\"\(XLIFFText.attribute(target))\"" }
            out += " datatype=\"plaintext\">\n"
            out += "    <header>\n"
            out += "      <tool tool-id=\"\(XLIFFText.attribute(tool.id))\" tool-name=\"\(XLIFFText.attribute(tool.name))\" tool-version=\"\(XLIFFText.attribute(tool.version))\"/>\n"
            out += "    </header>\n"
            out += "    <body>\n"
            for unit in file.units {
                out += "      <trans-unit id=\"\(XLIFFText.attribute(unit.id))\" xml:space=\"preserve\">\n"
                out += "        <source>\(XLIFFText.content(unit.source))</source>\n"
                if let target = unit.target {
                    let state = unit.state.map { " state=\"\(XLIFFText.attribute($0))\"" } ?? ""
                    out += "        <target\(state)>\(XLIFFText.content(target))</target>\n"
                }
                if let note = unit.note { out += "        <note>\(XLIFFText.content(note))</note>\n" }
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n"
            out += "  </file>\n"
        }
        out += "</xliff>\n"
        return Array(out.utf8)
    }
}

/// One `<file>`: the texts of one catalog in one target language.
public struct XLIFFFile: Hashable, Sendable {
    /// The catalog's path as exported (`App/Localizable.xcstrings`, `en.lproj/Main.strings`).
    public var original: String
    /// The development language.
    public var sourceLanguage: String
    /// The language translated into; nil when the file does not say.
    public var targetLanguage: String?
    /// The units in document order.
    public var units: [XLIFFUnit]
    /// Where the `<file>` element starts.
    public var position: TextPosition

    /// Creates a file.
    public init(original: String, sourceLanguage: String, targetLanguage: String?, units: [XLIFFUnit], position: TextPosition = .start) {
        self.original = original
        self.sourceLanguage = sourceLanguage
        self.targetLanguage = targetLanguage
        self.units = units
        self.position = position
    }
}

/// One `<trans-unit>`: a text, its translation and state, and the comment for translators.
public struct XLIFFUnit: Hashable, Sendable {
    /// Which text: the key, with `|==|` and the variation's path for a plural or device case.
    public var id: String
    /// The development-language text.
    public var source: String
    /// The translation; nil when there is none yet.
    public var target: String?
    /// The XLIFF state (`new`, `translated`, `needs-review-translation`, `x-…`).
    public var state: String?
    /// The comment for translators.
    public var note: String?
    /// Where the `<trans-unit>` starts.
    public var position: TextPosition

    /// Creates a unit.
    public init(id: String, source: String, target: String?, state: String? = nil, note: String? = nil, position: TextPosition = .start) {
        self.id = id
        self.source = source
        self.target = target
        self.state = state
        self.note = note
        self.position = position
    }
}
