#if os(Linux)
import Foundation

/// A predicate format string of comparisons joined by `AND` or `OR` (not both), each
/// `KEY OP VALUE`: `==`, `!=`, `<`, `<=`, `>`, `>=`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
/// `LIKE` (with `[c]`, `[d]`, `[cd]`), `IN` (an array or set argument), keys as dotted paths or
/// `%K`, values as `%@`, `%d`, `%f`, quoted strings, numbers, `TRUE`, `FALSE`, `nil`; the whole
/// may be in parentheses or negated with `NOT`. Anything else is not read (nil).
struct ManagedPredicate {
    struct Comparison {
        var key: String
        var operation: String
        var options: String
        var value: Any?
    }
    var comparisons: [Comparison]
    var isOr: Bool

    /// Whether the whole predicate is negated (`NOT (…)`, `!(…)`).
    var isNegated = false

    init?(format: String, arguments: [Any]) {
        var arguments = arguments[...]
        var trimmed = format.trimmingCharacters(in: .whitespaces)
        for prefix in ["NOT ", "not ", "!"] where trimmed.hasPrefix(prefix) {
            isNegated = true
            trimmed = String(trimmed.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
        }
        trimmed = Self.withoutOuterParentheses(trimmed)
        let orParts = Self.split(trimmed, by: "OR")
        let andParts = Self.split(trimmed, by: "AND")
        guard orParts.count == 1 || andParts.count == 1 else { return nil }
        isOr = orParts.count > 1
        var comparisons: [Comparison] = []
        for part in isOr ? orParts : andParts {
            guard let comparison = Self.comparison(Self.withoutOuterParentheses(part), arguments: &arguments) else { return nil }
            comparisons.append(comparison)
        }
        self.comparisons = comparisons
    }

    /// `text` without parentheses around all of it (`(a == 1)` → `a == 1`).
    static func withoutOuterParentheses(_ text: String) -> String {
        var text = text
        var rounds = 0
        while text.hasPrefix("("), text.hasSuffix(")"), rounds < 8 {
            var depth = 0
            var closesEarly = false
            for (index, character) in text.enumerated() {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0, index < text.count - 1 { closesEarly = true; break }
            }
            guard !closesEarly else { break }
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
            rounds += 1
        }
        return text
    }

    /// `text` split at a word (`AND`, `OR`, also `&&`, `||`) outside quotes.
    static func split(_ text: String, by word: String) -> [String] {
        let symbol = word == "AND" ? "&&" : "||"
        let separators = [" \(word) ", " \(word.lowercased()) ", " \(symbol) "]
        var parts: [String] = []
        var current = ""
        var quote: Character?
        var rest = Substring(text)
        while let character = rest.first {
            if quote == nil, let separator = separators.first(where: { rest.hasPrefix($0) }) {
                parts.append(current)
                current = ""
                rest = rest.dropFirst(separator.count)
                continue
            }
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            }
            current.append(character)
            rest = rest.dropFirst()
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static let operations = ["==", "!=", "<>", "<=", ">=", "=<", "=>", "=", "<", ">", "CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "IN"]

    static func comparison(_ text: String, arguments: inout ArraySlice<Any>) -> Comparison? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard words.count >= 3 else { return nil }
        var operation = words[1].uppercased()
        var options = ""
        if let bracket = operation.firstIndex(of: "[") {
            options = operation[bracket...].lowercased().filter { $0 == "c" || $0 == "d" }
            operation = String(operation[..<bracket])
        }
        guard operations.contains(operation) else { return nil }
        var key = words[0]
        if key == "%K" {
            guard let argument = arguments.popFirst() as? String else { return nil }
            key = argument
        }
        let valueText = words[2...].joined(separator: " ")
        var value: Any?
        if valueText.hasPrefix("%") {
            guard let argument = arguments.popFirst() else { return nil }
            value = NSManagedObject.unwrapped(argument)
        } else if (valueText.hasPrefix("\"") && valueText.hasSuffix("\"")) || (valueText.hasPrefix("'") && valueText.hasSuffix("'")), valueText.count >= 2 {
            value = String(valueText.dropFirst().dropLast())
        } else {
            switch valueText.uppercased() {
            case "TRUE", "YES": value = true
            case "FALSE", "NO": value = false
            case "NIL", "NULL": value = nil
            default:
                guard let number = Double(valueText) else { return nil }
                value = number
            }
        }
        return Comparison(key: key, operation: operation, options: options, value: value)
    }

    func matches(_ object: NSManagedObject) -> Bool {
        let results = comparisons.map { Self.evaluate($0, on: object) }
        return (isOr ? results.contains(true) : results.allSatisfy { $0 }) != isNegated
    }

    static func evaluate(_ comparison: Comparison, on object: NSManagedObject) -> Bool {
        let stored = ManagedFetch.value(of: object, keyPath: comparison.key)
        let value = comparison.value
        switch comparison.operation {
        case "==", "=": return equal(stored, value, options: comparison.options)
        case "!=", "<>": return !equal(stored, value, options: comparison.options)
        case "<": return ManagedFetch.compare(stored, value) == .orderedAscending && stored != nil
        case ">": return ManagedFetch.compare(stored, value) == .orderedDescending && value != nil
        case "<=", "=<": return ManagedFetch.compare(stored, value) != .orderedDescending && stored != nil
        case ">=", "=>": return ManagedFetch.compare(stored, value) != .orderedAscending && value != nil
        case "IN":
            let members: [Any]
            switch value {
            case let array as [Any]: members = array
            case let set as NSSet: members = set.allObjects
            case let set as Set<AnyHashable>: members = Array(set)
            default: return false
            }
            return members.contains { equal(stored, NSManagedObject.unwrapped($0), options: comparison.options) }
        default:
            guard let text = stored as? String, let pattern = value as? String else { return false }
            let left = folded(text, options: comparison.options), right = folded(pattern, options: comparison.options)
            switch comparison.operation {
            case "CONTAINS": return right.isEmpty || left.contains(right)
            case "BEGINSWITH": return left.hasPrefix(right)
            case "ENDSWITH": return left.hasSuffix(right)
            default: return left.range(of: "^" + NSRegularExpression.escapedPattern(for: right)
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".") + "$",
                options: .regularExpression) != nil
            }
        }
    }

    static func equal(_ stored: Any?, _ value: Any?, options: String) -> Bool {
        if let left = stored as? String, let right = value as? String { return folded(left, options: options) == folded(right, options: options) }
        if let left = stored as? NSManagedObject, let right = value as? NSManagedObject { return left === right }
        if stored == nil || value == nil { return stored == nil && value == nil }
        return ManagedFetch.compare(stored, value) == .orderedSame
    }

    static func folded(_ text: String, options: String) -> String {
        var folding: String.CompareOptions = []
        if options.contains("c") { folding.insert(.caseInsensitive) }
        if options.contains("d") { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }
}
#endif
