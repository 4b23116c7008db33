#if os(Linux)
import Foundation
import SwiftUI

/// Joins items into a list as a language writes one ("A, B and C"; Foundation's
/// `ListFormatter`, which Linux's Foundation lacks), in the render's locale unless the app set one.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The locale the list is written in; the render's when left nil.
    open var locale: Locale?
    /// A formatter for the items' own descriptions.
    open var itemFormatter: Formatter?

    /// A formatter.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// `strings` joined in the render's locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? strings.joined(separator: ", ")
    }

    /// `items` written by `itemFormatter` (or described) and joined.
    open func string(from items: [Any]) -> String? {
        let words = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        let identifier = FormatterLocale.identifier(locale)
        return (try? ListFormatting.cached(locale: identifier, kind: .and, width: .wide))?.string(words) ?? words.joined(separator: ", ")
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }
}
#endif
