/// The `json` format: the element tree as JSON for tools and scripts. Each element is an object
/// with `kind`, `text` (if text), `symbol` (if an SF Symbol), `image` (if an image of the app's
/// assets: its name, `"known": false` when its size is not known), `frame` {x, y, width, height} in
/// screen points, `lines` (as shown), `truncated`, `clipped`, `label`, `traits`, `children`, plus
/// `font`, `sources`, `value`, `hidden` and `role` where they apply. Keys are in a fixed order.
public struct JSONRenderer: ScreenRenderer {
    /// A JSON renderer.
    public init() {}

    public func render(_ screen: LaidOutScreen) -> String {
        var output = "{\n"
        let configuration = screen.configuration
        output += "  \"screen\": \(Quoted.string(screen.name)),\n"
        output += "  \"device\": \(Quoted.string(configuration.device.name)),\n"
        output += "  \"locale\": \(Quoted.string(configuration.locale.bcp47)),\n"
        output += "  \"layoutDirection\": \(Quoted.string(configuration.layoutDirection.rawValue)),\n"
        output += "  \"sizeCategory\": \(Quoted.string(configuration.sizeCategory.rawValue)),\n"
        output += "  \"colorScheme\": \(Quoted.string(configuration.colorScheme.rawValue)),\n"
        output += "  \"root\": "
        write(screen.root, indent: 1, into: &output)
        output += "\n}\n"
        return output
    }

    private func write(_ element: Element, indent: Int, into output: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        var fields: [String] = []
        fields.append("\"kind\": \(Quoted.string(element.kind.rawValue))")
        if let role = element.role { fields.append("\"role\": \(Quoted.string(role.rawValue))") }
        if let text = element.text { fields.append("\"text\": \(Quoted.string(text))") }
        if let symbol = element.symbol {
            let known = symbol.isKnown ? "" : ", \"known\": false"
            fields.append("\"symbol\": {\"name\": \(Quoted.string(symbol.name)), \"glyph\": \(Quoted.string(symbol.glyph)), \"mirrored\": \(symbol.isMirrored)\(known)}")
        }
        if let asset = element.assetImage {
            let known = asset.isKnown ? "" : ", \"known\": false"
            let template = asset.isTemplate ? ", \"template\": true" : ""
            fields.append("\"image\": {\"name\": \(Quoted.string(asset.name))\(known)\(template)}")
        }
        let frame = element.frame
        fields.append("\"frame\": {\"x\": \(PointFormat.string(frame.minX)), \"y\": \(PointFormat.string(frame.minY)), "
            + "\"width\": \(PointFormat.string(frame.width)), \"height\": \(PointFormat.string(frame.height))}")
        if element.kind == .text {
            fields.append("\"lines\": [" + element.lines.map { Quoted.string($0.text) }.joined(separator: ", ") + "]")
            if let font = element.font { fields.append("\"font\": \(Quoted.string(font.description))") }
            let sources = element.sources.map { source -> String in
                var parts = ["\"origin\": \(Quoted.string(source.origin.rawValue))"]
                if let key = source.key { parts.append("\"key\": \(Quoted.string(key))") }
                if let outcome = source.outcome { parts.append("\"lookup\": \(Quoted.string(outcome.keyword))") }
                return "{" + parts.joined(separator: ", ") + "}"
            }
            fields.append("\"sources\": [" + sources.joined(separator: ", ") + "]")
        }
        fields.append("\"truncated\": \(element.isTruncated)")
        fields.append("\"clipped\": \(element.isClipped)")
        if element.isBeyondScrollArea { fields.append("\"beyondScroll\": true") }
        if element.isHidden { fields.append("\"hidden\": true") }
        let access = element.accessibility
        fields.append("\"label\": " + (access.label.map { Quoted.string($0) } ?? "null"))
        fields.append("\"traits\": [" + access.traits.names.map { Quoted.string($0) }.joined(separator: ", ") + "]")
        if let value = access.value { fields.append("\"value\": \(Quoted.string(value))") }
        if let behavior = access.childBehavior { fields.append("\"accessibilityChildren\": \(Quoted.string(behavior.description))") }
        output += "{\n"
        for field in fields { output += pad + field + ",\n" }
        output += pad + "\"children\": ["
        if element.children.isEmpty {
            output += "]"
        } else {
            output += "\n"
            for (index, child) in element.children.enumerated() {
                output += pad + "  "
                write(child, indent: indent + 2, into: &output)
                output += index == element.children.count - 1 ? "\n" : ",\n"
            }
            output += pad + "]"
        }
        output += "\n" + String(repeating: "  ", count: indent) + "}"
    }
}
