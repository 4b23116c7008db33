import Foundation

/// Where a text sits inside a localization of a String Catalog, as a path of selector pairs:
/// `[]` for the plain unit, `["plural", "one"]`, `["device", "mac", "plural", "other"]`,
/// `["substitutions", "count", "plural", "few"]`. XLIFF ids append it to the key after `|==|`
/// with dots (`%lld files|==|plural.one`), as Xcode's exports do.
enum XCStringsUnitPaths {
    /// The separator between the key and the path in a unit's id.
    static let separator = "|==|"
    /// The longest path accepted (four levels of nesting).
    static let maxLength = 8

    /// The unit's id for `key` and `path`.
    static func id(key: String, path: [String]) -> String {
        path.isEmpty ? key : key + separator + path.joined(separator: ".")
    }

    /// The key and path an id names; an id without a valid path after the last `|==|` is a key.
    static func parse(id: String) -> (key: String, path: [String]) {
        guard let range = id.range(of: separator, options: .backwards) else { return (id, []) }
        let path = id[range.upperBound...].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard isValid(path) else { return (id, []) }
        return (String(id[..<range.lowerBound]), path)
    }

    /// Whether `path` is a list of (`plural`|`device`|`substitutions`, name) pairs, where a
    /// substitution is followed by a variation.
    static func isValid(_ path: [String]) -> Bool {
        guard path.count % 2 == 0, path.count <= maxLength, path.allSatisfy({ !$0.isEmpty }) else { return false }
        for offset in stride(from: 0, to: path.count, by: 2) {
            switch path[offset] {
            case "plural", "device": continue
            case "substitutions": if offset + 2 >= path.count || path[offset + 2] == "substitutions" { return false }
            default: return false
            }
        }
        return true
    }

    /// Every unit in `content` with its path, in file order (bounded by the catalog's nesting limit).
    static func units(of content: XCStringsContent, prefix: [String] = []) -> [(path: [String], unit: XCStringsUnit)] {
        var found: [(path: [String], unit: XCStringsUnit)] = []
        if let unit = content.stringUnit { found.append((prefix, unit)) }
        guard prefix.count < maxLength else { return found }
        if let variations = content.variations { found += units(of: variations, prefix: prefix) }
        for substitution in content.substitutions ?? [] {
            if let variations = substitution.variations {
                found += units(of: variations, prefix: prefix + ["substitutions", substitution.name])
            }
        }
        return found
    }

    private static func units(of variations: XCStringsVariations, prefix: [String]) -> [(path: [String], unit: XCStringsUnit)] {
        var found: [(path: [String], unit: XCStringsUnit)] = []
        for item in variations.plural ?? [] { found += units(of: item.content, prefix: prefix + ["plural", item.name]) }
        for item in variations.device ?? [] { found += units(of: item.content, prefix: prefix + ["device", item.name]) }
        return found
    }

    /// The unit at `path` in `content`, or nil.
    static func unit(at path: ArraySlice<String>, in content: XCStringsContent) -> XCStringsUnit? {
        guard let kind = path.first else { return content.stringUnit }
        guard path.count >= 2 else { return nil }
        let name = path[path.startIndex + 1]
        let rest = path.dropFirst(2)
        switch kind {
        case "plural", "device":
            let cases = kind == "plural" ? content.variations?.plural : content.variations?.device
            guard let match = cases?.last(where: { $0.name == name }) else { return nil }
            return unit(at: rest, in: match.content)
        case "substitutions":
            guard !rest.isEmpty, let substitution = content.substitutions?.last(where: { $0.name == name }) else { return nil }
            return unit(at: rest, in: XCStringsContent(variations: substitution.variations))
        default:
            return nil
        }
    }

    /// Puts `unit` at `path` in `content`, creating the variations and substitutions on the way;
    /// a new substitution takes its argument number and specifier from `template` (the source
    /// language's content). False when the path is not valid.
    @discardableResult
    static func set(_ unit: XCStringsUnit, at path: ArraySlice<String>, in content: inout XCStringsContent, template: XCStringsContent?) -> Bool {
        guard let kind = path.first else {
            content.stringUnit = unit
            return true
        }
        guard path.count >= 2 else { return false }
        let name = path[path.startIndex + 1]
        let rest = path.dropFirst(2)
        switch kind {
        case "plural", "device":
            var variations = content.variations ?? XCStringsVariations()
            var cases = (kind == "plural" ? variations.plural : variations.device) ?? []
            let templateCase = (kind == "plural" ? template?.variations?.plural : template?.variations?.device)?.last { $0.name == name }
            if !cases.contains(where: { $0.name == name }) { cases.append(XCStringsVariation(name: name, content: XCStringsContent())) }
            guard let index = cases.lastIndex(where: { $0.name == name }) else { return false }
            guard set(unit, at: rest, in: &cases[index].content, template: templateCase?.content) else { return false }
            if kind == "plural" { variations.plural = cases } else { variations.device = cases }
            content.variations = variations
            return true
        case "substitutions":
            guard !rest.isEmpty else { return false }
            var substitutions = content.substitutions ?? []
            let templateSubstitution = template?.substitutions?.last { $0.name == name }
            if !substitutions.contains(where: { $0.name == name }) {
                substitutions.append(XCStringsSubstitution(
                    name: name, argNum: templateSubstitution?.argNum, formatSpecifier: templateSubstitution?.formatSpecifier))
            }
            guard let index = substitutions.lastIndex(where: { $0.name == name }) else { return false }
            var inner = XCStringsContent(variations: substitutions[index].variations)
            guard set(unit, at: rest, in: &inner, template: XCStringsContent(variations: templateSubstitution?.variations)) else { return false }
            substitutions[index].variations = inner.variations
            content.substitutions = substitutions
            return true
        default:
            return false
        }
    }
}
