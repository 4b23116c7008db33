#if os(Linux)
import Foundation

// `#Predicate { $0.name.localizedStandardContains(text) }` expands to a call that Apple's
// Foundation has and Linux's does not; this is the same expression, matching as Finder's search
// does: case- and diacritic-insensitively.
extension PredicateExpressions {
    /// Whether a string contains another, ignoring case and diacritics.
    public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool

        /// The string searched.
        public let root: Root
        /// The string looked for.
        public let other: Other

        /// The expression.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let part = String(try other.evaluate(bindings))
            return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// Builds `root.localizedStandardContains(other)` in a predicate.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> LocalizedStandardContains<Root, Other> {
        LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

// `StringProtocol.localizedStandardContains(_:)` itself is Foundation's on Linux too (Swift 6.3):
// declaring it again here made every call ambiguous in a file importing both.
#endif
