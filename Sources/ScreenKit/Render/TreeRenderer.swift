/// The `tree` format: one element per line, indented by depth —
/// `text (16, 88, 382×34) "Complete SwiftUI…" font=title 25pt bold lines=… label="…"`.
/// Only facts that matter are written, in a fixed order, so snapshots diff cleanly.
public struct TreeRenderer: ScreenRenderer {
    /// A tree renderer.
    public init() {}

    public func render(_ screen: LaidOutScreen) -> String {
        var output = ScreenHeader.line(screen) + "\n"
        write(screen.root, depth: 0, into: &output)
        return output
    }

    private func write(_ element: Element, depth: Int, into output: inout String) {
        var parts: [String] = [element.role.map { "\($0.rawValue):" } ?? "", element.kind.rawValue, element.frame.description]
        if let text = element.text { parts.append(Quoted.string(text)) }
        if let symbol = element.symbol {
            parts.append("symbol=\(symbol.name)" + (symbol.isMirrored ? " mirrored" : "") + (symbol.isKnown ? "" : " unknown") + " glyph=\(symbol.glyph)")
        }
        if let asset = element.assetImage {
            parts.append("image=\(Quoted.string(asset.name))" + (asset.isKnown ? "" : " unknown") + (asset.isTemplate ? " template" : ""))
        }
        if let font = element.font, element.kind == .text || element.symbol != nil { parts.append("font=\(font)") }
        if element.kind == .text {
            parts.append("lines=" + element.lines.map { Quoted.string($0.text) }.joined(separator: "|"))
            let origins = element.sources.map { source in
                switch source.origin {
                case .localized: "key=\(Quoted.string(source.key ?? "")) \(source.outcome?.keyword ?? "")"
                case .verbatim: "verbatim"
                case .stringValue: "string"
                case .system: "system"
                case .formatted: "formatted"
                }
            }
            parts.append("source=[" + origins.joined(separator: ", ") + "]")
        }
        if let fill = element.fill { parts.append("fill=\(fill)") }
        if let width = element.fixedWidth { parts.append("fixedWidth=\(PointFormat.string(width))") }
        if let height = element.fixedHeight { parts.append("fixedHeight=\(PointFormat.string(height))") }
        if let clip = element.clipShape { parts.append("clip=\(clip)") }
        if element.isTruncated { parts.append("truncated") }
        if element.isClipped {
            parts.append("clipped" + (element.visibleFrame.map { "(visible \($0))" } ?? "(invisible)"))
        }
        if element.isBeyondScrollArea { parts.append("beyondScroll") }
        if element.isHidden { parts.append("hidden") }
        if element.opacity != 1 { parts.append("opacity=\(PointFormat.string(element.opacity))") }
        if element.layoutDirection == .rightToLeft, element.kind == .screen { parts.append("rtl") }
        let access = element.accessibility
        if access.isElement || access.hasExplicitLabel {
            parts.append("label=" + (access.label.map { Quoted.string($0) } ?? "none"))
        }
        if let value = access.value, !value.isEmpty { parts.append("value=\(Quoted.string(value))") }
        if let hint = access.hint { parts.append("hint=\(Quoted.string(hint))") }
        if !access.traits.isEmpty { parts.append("traits=" + access.traits.names.joined(separator: ",")) }
        if access.isHidden { parts.append("a11yHidden") }
        if let behavior = access.childBehavior { parts.append("a11yChildren=\(behavior)") }
        output += String(repeating: "  ", count: depth) + parts.filter { !$0.isEmpty }.joined(separator: " ") + "\n"
        for child in element.children {
            write(child, depth: depth + 1, into: &output)
        }
    }
}

/// Quotes strings for the tree and JSON formats, escaping what would break a line.
enum Quoted {
    /// `"text"` with quotes, backslashes, control characters (C0, DEL, C1) and the bidirectional
    /// embeddings, overrides and isolates escaped (as `\u` and four hex digits, which JSON reads
    /// back as the same text). The marks (U+200E, U+200F, U+061C) stay: ICU writes them into dates
    /// and numbers, and they reorder nothing but themselves.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || Self.isBidiControl(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// U+202A…U+202E and U+2066…U+2069: they reorder the text that follows them.
    static func isBidiControl(_ value: UInt32) -> Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
