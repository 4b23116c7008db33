import Foundation

/// The ids Xcode gives the units of a `.stringsdict` table in an XLIFF export: a path into the
/// property list, each step `NAME:TYPE/`. The format of a key is
/// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string`, the `one` form of its variable `count`
/// `/KEY:dict/count:dict/one:dict/:string`.
public enum StringsdictUnitPaths {
    /// Which text of an entry a unit holds.
    public enum Place: Hashable, Sendable {
        /// The entry's `NSStringLocalizedFormatKey`.
        case format
        /// The form for `category` of the variable `variable`.
        case form(variable: String, category: PluralCategory)
    }

    private static let step = ":dict/"
    private static let end = ":dict/:string"

    /// The unit id for `place` in the entry `key`.
    public static func id(key: String, place: Place) -> String {
        switch place {
        case .format: "/" + key + step + StringsdictKeys.formatKey + end
        case .form(let variable, let category): "/" + key + step + variable + step + category.rawValue + end
        }
    }

    /// The key and place an id names, read from its end (a key may hold `/` and `:`); nil when the
    /// id is not such a path.
    public static func parse(id: String) -> (key: String, place: Place)? {
        guard id.hasPrefix("/"), id.hasSuffix(end), id.utf8.count > 1 + end.utf8.count else { return nil }
        let path = id.dropFirst().dropLast(end.count)
        if path.hasSuffix(step + StringsdictKeys.formatKey) {
            let key = path.dropLast(step.count + StringsdictKeys.formatKey.count)
            return key.isEmpty ? nil : (String(key), .format)
        }
        guard let last = path.range(of: step, options: .backwards) else { return nil }
        let category = path[last.upperBound...]
        let rest = path[..<last.lowerBound]
        guard let plural = PluralCategory(rawValue: String(category)),
              let middle = rest.range(of: step, options: .backwards) else { return nil }
        let key = rest[..<middle.lowerBound]
        let variable = rest[middle.upperBound...]
        guard !key.isEmpty, !variable.isEmpty else { return nil }
        return (String(key), .form(variable: String(variable), category: plural))
    }
}
