import Foundation

/// The symbols Xcode generates for an app's asset catalogs (`Color(.brandInk)`,
/// `Image(.logo)`): one static member of `ColorResource` per color set and of `ImageResource` per
/// image set, named as Xcode names them.
public enum AssetSymbols {
    /// Names Xcode leaves out because the system already has them (`.red`, `.label`…).
    static let reserved: Set<String> = [
        "red", "green", "blue", "orange", "yellow", "pink", "purple", "teal", "indigo", "brown", "mint", "cyan", "gray", "black",
        "white", "clear", "primary", "secondary", "accentColor", "label", "accent",
    ]

    /// The Swift file declaring the symbols of the sets in `catalogs` (absolute paths); nil when
    /// there are none.
    public static func file(catalogs: [String]) -> String? {
        var colors: Set<String> = [], images: Set<String> = []
        for catalog in catalogs {
            guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { continue }
            var seen = 0
            while let relative = enumerator.nextObject() as? String, seen < 10_000 {
                seen += 1
                let last = (relative as NSString).lastPathComponent
                if last.hasSuffix(".colorset") { colors.insert(String(last.dropLast(".colorset".count))) }
                if last.hasSuffix(".imageset") { images.insert(String(last.dropLast(".imageset".count))) }
            }
        }
        let colorLines = declarations(colors, type: "ColorResource", dropping: "Color")
        let imageLines = declarations(images, type: "ImageResource", dropping: "Image")
        guard !colorLines.isEmpty || !imageLines.isEmpty else { return nil }
        var text = "// Written by `l10n check --app`: the asset symbols Xcode generates for the app's catalogs.\n"
        if !colorLines.isEmpty { text += "extension ColorResource {\n" + colorLines.joined(separator: "\n") + "\n}\n" }
        if !imageLines.isEmpty { text += "extension ImageResource {\n" + imageLines.joined(separator: "\n") + "\n}\n" }
        return text
    }

    static func declarations(_ names: Set<String>, type: String, dropping suffix: String) -> [String] {
        var used: Set<String> = []
        var lines: [String] = []
        for name in names.sorted() {
            guard let symbol = symbol(for: name, dropping: suffix), !reserved.contains(symbol), used.insert(symbol).inserted else { continue }
            lines.append("    static let \(symbol) = \(type)(name: \"\(AppSourceRewriter.escaped(name))\", bundle: .main)")
        }
        return lines
    }

    /// Xcode's symbol for a set's name: words joined in lower camel case, a trailing "Color" (or
    /// "Image") dropped; nil when nothing is left that is an identifier.
    static func symbol(for name: String, dropping suffix: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard var first = words.first else { return nil }
        first = first.prefix(1).lowercased() + first.dropFirst()
        var symbol = ([first] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        guard let start = symbol.first, start.isLetter else { return nil }
        return symbol
    }
}
