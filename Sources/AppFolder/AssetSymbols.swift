import Foundation

/// The symbols Xcode generates for an app's asset catalogs (`Color(.brandInk)`,
/// `Image(.logo)`, `Color(.Brand.ink)`): one static member of `ColorResource` per color set and of
/// `ImageResource` per image set, named as Xcode names them, those in a folder that provides a
/// namespace inside a nested enum named after the folder.
///
/// A folder checked out without its asset catalog (a corpus keeps the code only) still compiles:
/// the symbols its files use in `Color(.Folder.name)` form, and, when the folder has no catalog at
/// all, in `Color(.name)` form, are declared too, drawn as a set that is not there is drawn.
public enum AssetSymbols {
    /// Names Xcode leaves out because the system already has them (`.red`, `.label`…).
    static let reserved: Set<String> = [
        "red", "green", "blue", "orange", "yellow", "pink", "purple", "teal", "indigo", "brown", "mint", "cyan", "gray", "black",
        "white", "clear", "primary", "secondary", "accentColor", "label", "accent",
    ]

    /// The most symbols of each kind declared, so a huge catalog cannot make a huge file.
    static let symbolLimit = 5_000

    /// The Swift file declaring the symbols of the sets in `catalogs` (absolute paths), and of
    /// the sets `sources` use that no catalog has; nil when there are none.
    public static func file(catalogs: [String], sources: [String] = []) -> String? {
        var sets = catalogSets(catalogs)
        for (kind, path) in usedSymbols(in: sources) {
            let namespaces = Array(path.dropLast())
            guard let name = path.last, !namespaces.isEmpty || catalogs.isEmpty else { continue }
            guard namespaces.isEmpty || namespaces.allSatisfy({ $0.first?.isUppercase == true }) else { continue }
            if namespaces.isEmpty && isSystemColorName(name) { continue }
            let key = SetKey(kind: kind, namespaces: namespaces)
            if sets[key, default: [:]].values.contains(where: { symbol(for: $0, dropping: kind.suffix) == name }) { continue }
            // The set's name as Xcode would have read it back to this symbol.
            sets[key, default: [:]][(namespaces + [name]).joined(separator: "/")] = name
        }
        let declared = declaredNames(in: sources)
        var text = ""
        for kind in [Kind.color, .image] {
            let symbols = symbolTree(sets.filter { $0.key.kind == kind }, kind: kind)
            let resources = symbols.lines(indent: "    ") { _, symbol, full in
                "static let \(symbol) = \(kind.type)(name: \"\(AppSourceRewriter.escaped(full))\", bundle: .main)"
            }
            guard !resources.isEmpty else { continue }
            text += "extension \(kind.type) {\n" + resources.joined(separator: "\n") + "\n}\n"
            // Xcode's symbol extensions: `Color.brandInk`, `.foregroundStyle(.brandInk)`, `UIColor.brandInk`, `UIImage.logo`;
            // none of a name the app declares itself or the system already has.
            let extensions = symbols.excluding { name, top in declared.contains(name) || (top && isSystemColorName(name)) }
            let owners = kind == .color ? [("Color", "Color("), ("UIKit.UIColor", "UIKit.UIColor(resource: ")]
                : [("UIKit.UIImage", "UIKit.UIImage(resource: ")]
            for (owner, make) in owners {
                let lines = extensions.lines(indent: "    ") { path, symbol, _ in
                    "static var \(symbol): \(owner) { \(make)\(([kind.type] + path + [symbol]).joined(separator: "."))) }"
                }
                if !lines.isEmpty { text += "extension \(owner) {\n" + lines.joined(separator: "\n") + "\n}\n" }
            }
            if kind == .color {
                let topLevel = extensions.members.map { "    static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" }
                if !topLevel.isEmpty { text += "extension ShapeStyle where Self == Color {\n" + topLevel.joined(separator: "\n") + "\n}\n" }
            }
        }
        guard !text.isEmpty else { return nil }
        return "// Written by `l10n check --app`: the asset symbols Xcode generates for the app's catalogs.\nimport SwiftUI\nimport UIKit\n"
            + text
    }

    /// Names the app declares itself as static members or types, which generated extensions must not repeat.
    static func declaredNames(in sources: [String]) -> Set<String> {
        guard let pattern = try? NSRegularExpression(pattern: #"\b(?:static\s+(?:let|var)|enum|struct|class)\s+([A-Za-z_][A-Za-z0-9_]*)"#) else { return [] }
        var names: Set<String> = []
        for source in sources {
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                if let range = Range(match.range(at: 1), in: source) { names.insert(String(source[range])) }
            }
        }
        return names
    }

    /// A color set or an image set.
    enum Kind: Hashable {
        case color, image
        var type: String { self == .color ? "ColorResource" : "ImageResource" }
        var suffix: String { self == .color ? "Color" : "Image" }
    }

    /// The sets of one kind in one namespace.
    struct SetKey: Hashable {
        var kind: Kind
        var namespaces: [String]
    }

    /// Every set of the catalogs: by kind and namespace, the full asset name ("Brand/ink") to the
    /// set's own name ("ink").
    static func catalogSets(_ catalogs: [String]) -> [SetKey: [String: String]] {
        var sets: [SetKey: [String: String]] = [:]
        for catalog in catalogs {
            guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { continue }
            var providesNamespace: [String: Bool] = [:]
            func namespaceFolder(_ relative: String) -> Bool {
                if let known = providesNamespace[relative] { return known }
                let url = URL(fileURLWithPath: catalog).appendingPathComponent(relative).appendingPathComponent("Contents.json")
                let json = (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
                let properties = json?["properties"] as? [String: Any]
                let provides = (properties?["provides-namespace"] as? Bool) ?? false
                providesNamespace[relative] = provides
                return provides
            }
            var seen = 0
            while let relative = enumerator.nextObject() as? String, seen < 10_000 {
                seen += 1
                let components = relative.split(separator: "/").map(String.init)
                guard let last = components.last else { continue }
                let kind: Kind
                if last.hasSuffix(".colorset") { kind = .color } else if last.hasSuffix(".imageset") { kind = .image } else { continue }
                let name = String(last.dropLast(".colorset".count))
                var namespaces: [String] = []
                for depth in 1..<components.count where namespaceFolder(components[0..<depth].joined(separator: "/")) {
                    namespaces.append(components[depth - 1])
                }
                sets[SetKey(kind: kind, namespaces: namespaces), default: [:]][(namespaces + [name]).joined(separator: "/")] = name
            }
        }
        return sets
    }

    /// The resource symbols `sources` use: `Color(.name)`, `Image(.Folder.name)`,
    /// `UIColor(resource: .name)`, `UIImage(resource: .name)`, as a kind and the dotted path.
    static func usedSymbols(in sources: [String]) -> [(Kind, [String])] {
        // `Image(.logo)`, `Color(resource: .Brand.ink)`, and either side of a choice: `Image(isOn ? .on : .off)`.
        let symbol = #"\.([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)"#
        guard let single = try? NSRegularExpression(pattern: #"\b(Color|UIColor|Image|UIImage)\(\s*(?:resource:\s*)?"# + symbol + #"\s*\)"#),
              let choice = try? NSRegularExpression(pattern: #"\b(Color|UIColor|Image|UIImage)\(\s*[^()?:\n]+\?\s*"# + symbol + #"\s*:\s*"# + symbol + #"\s*\)"#)
        else { return [] }
        var found: [(Kind, [String])] = []
        var seen: Set<String> = []
        for source in sources where source.contains("(.") || source.contains("resource:") || source.contains("? .") {
            let range = NSRange(source.startIndex..., in: source)
            for match in single.matches(in: source, range: range) + choice.matches(in: source, range: range) {
                guard let typeRange = Range(match.range(at: 1), in: source) else { continue }
                let kind: Kind = source[typeRange].hasSuffix("Color") ? .color : .image
                for group in 2..<match.numberOfRanges {
                    guard let pathRange = Range(match.range(at: group), in: source) else { continue }
                    let path = source[pathRange].split(separator: ".").map(String.init)
                    guard seen.insert("\(kind)|\(source[pathRange])").inserted else { continue }
                    found.append((kind, path))
                }
            }
        }
        return found
    }

    /// Whether `name` is one of UIKit's or SwiftUI's own colors, which `Color(.name)` already means.
    static func isSystemColorName(_ name: String) -> Bool {
        reserved.contains(name) || name.hasPrefix("system") || name.hasSuffix("Label") || name.hasSuffix("Background")
            || name.hasSuffix("Fill") || name.hasSuffix("Text") || name.hasSuffix("Separator")
            || ["separator", "link", "tintColor", "tint", "foreground", "background", "quaternary", "tertiary"].contains(name)
    }

    /// The symbols of `sets` as nested namespaces, at most `symbolLimit` of them.
    static func symbolTree(_ sets: [SetKey: [String: String]], kind: Kind) -> Tree {
        var tree = Tree()
        var count = 0
        for (key, names) in sets.sorted(by: { $0.key.namespaces.lexicographicallyPrecedes($1.key.namespaces) }) {
            let typeNames = key.namespaces.compactMap { typeName(for: $0) }
            guard typeNames.count == key.namespaces.count else { continue }
            for (full, name) in names.sorted(by: { $0.key < $1.key }) where count < symbolLimit {
                guard let symbol = symbol(for: name, dropping: kind.suffix), !key.namespaces.isEmpty || !reserved.contains(symbol) else { continue }
                if tree.insert(symbol: symbol, full: full, at: typeNames) { count += 1 }
            }
        }
        return tree
    }

    /// Nested namespaces of symbols.
    struct Tree {
        /// The symbols at this level, with their sets' full names.
        var members: [(symbol: String, full: String)] = []
        /// The nested namespaces, by type name.
        var children: [(name: String, tree: Tree)] = []

        mutating func insert(symbol: String, full: String, at path: [String]) -> Bool {
            guard let first = path.first else {
                guard !members.contains(where: { $0.symbol == symbol }), !children.contains(where: { $0.name == symbol }) else { return false }
                members.append((symbol, full))
                return true
            }
            if let index = children.firstIndex(where: { $0.name == first }) {
                return children[index].tree.insert(symbol: symbol, full: full, at: Array(path.dropFirst()))
            }
            guard !members.contains(where: { $0.symbol == first }) else { return false }
            var child = Tree()
            let inserted = child.insert(symbol: symbol, full: full, at: Array(path.dropFirst()))
            children.append((first, child))
            return inserted
        }

        /// The tree without the members and namespaces `dropped` names (a name, and whether it is at the top level).
        func excluding(_ dropped: (String, Bool) -> Bool, top: Bool = true) -> Tree {
            var copy = Tree()
            copy.members = members.filter { !dropped($0.symbol, top) }
            copy.children = children.filter { !dropped($0.name, top) }.map { ($0.name, $0.tree.excluding(dropped, top: false)) }
            return copy
        }

        /// One line per symbol, written by `line` from its namespace path, symbol and full name, inside nested enums.
        func lines(indent: String, path: [String] = [], _ line: ([String], String, String) -> String) -> [String] {
            members.map { indent + line(path, $0.symbol, $0.full) } + children.flatMap { child in
                let inner = child.tree.lines(indent: indent + "    ", path: path + [child.name], line)
                return inner.isEmpty ? [] : ["\(indent)enum \(child.name) {"] + inner + ["\(indent)}"]
            }
        }
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

    /// Xcode's type name for a namespace folder: words joined in upper camel case; nil when
    /// nothing is left that is an identifier.
    static func typeName(for folder: String) -> String? {
        let words = folder.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let start = name.first, start.isLetter else { return nil }
        return name
    }
}
