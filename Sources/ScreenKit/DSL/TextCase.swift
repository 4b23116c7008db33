import Foundation

/// How the texts of a view are cased (SwiftUI's `Text.Case`), in the rules of their locale.
package enum TextCaseTransform: Sendable, Hashable {
    case uppercase, lowercase

    /// `text` in this case, by the rules of `locale` (Turkish "i" becomes "İ").
    func apply(to text: String, locale: LocaleIdentifier) -> String {
        let rules = Locale(identifier: locale.bcp47)
        return self == .uppercase ? text.uppercased(with: rules) : text.lowercased(with: rules)
    }
}

nonisolated extension View {
    /// The view with its texts shown in `transform`'s case, or as written when nil; set by the app
    /// (`.textCase(nil)`), it wins over the case a list gives its section headers.
    package func textCase(_ transform: TextCaseTransform?, setByApp: Bool) -> ModifiedView<Self> {
        environmentChange {
            $0.textCase = transform
            if setByApp { $0.textCaseIsSetByApp = true }
        }
    }
}
