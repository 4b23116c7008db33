/// What VoiceOver reads for an SF Symbol that has no label of its own: the one home of these
/// facts. Symbols with a built-in label read it ("plus" is "Add"); the others read their name
/// with the dots as spaces ("star.fill" is "star fill"), as VoiceOver does for named images.
/// The table holds only the built-in labels of common symbols whose reading is widely reported.
public enum SymbolAccessibilityLabels {
    static let builtIn: [String: String] = [
        "plus": "Add",
        "trash": "Delete",
        "square.and.arrow.up": "Share",
        "magnifyingglass": "Search",
        "xmark": "Close",
        "ellipsis": "More",
        "ellipsis.circle": "More",
    ]

    /// The label VoiceOver reads for the symbol `name`.
    public static func label(for name: String) -> String {
        builtIn[name] ?? name.split(separator: ".").joined(separator: " ")
    }
}
