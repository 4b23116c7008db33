/// What the text renderer knows about an SF Symbol: a character to draw it with, its width
/// relative to the font size, and whether Apple flips it in right-to-left layouts.
public struct SymbolInfo: Sendable, Hashable {
    /// The symbol's name ("chevron.left").
    public var name: String
    /// A character that looks like the symbol, for the text rendering.
    public var glyph: Character
    /// Whether SF Symbols mirrors the symbol in a right-to-left layout (directional arrows,
    /// chevrons, text-related and list symbols).
    public var mirrorsInRightToLeft: Bool
    /// The glyph drawn when the symbol is mirrored.
    public var mirroredGlyph: Character
    /// Advance width in ems at the medium image scale (most symbols are about as wide as tall).
    public var widthEm: Double
}

/// The SF Symbols used by Do It and the samples, with glyphs and RTL behaviour: the one home of
/// these facts. Mirroring follows Apple's SF Symbols app ("Localized / flips for right-to-left"):
/// chevrons and arrows pointing left or right, `list.bullet` (bullets move to the right edge),
/// `square.and.pencil` (the pencil leans the other way) and `text.alignleft`-style symbols flip;
/// vertical arrows, circles, plus, info and stars do not.
public enum SymbolCatalog {
    /// Known symbols by name.
    static let symbols: [String: SymbolInfo] = {
        let table: [(String, Character, Bool, Character, Double)] = [
            ("chevron.left", "‹", true, "›", 0.6),
            ("chevron.right", "›", true, "‹", 0.6),
            ("chevron.backward", "‹", true, "›", 0.6),
            ("chevron.forward", "›", true, "‹", 0.6),
            ("chevron.up", "˄", false, "˄", 0.9),
            ("chevron.down", "˅", false, "˅", 0.9),
            ("chevron.up.chevron.down", "↕", false, "↕", 0.6),
            ("arrow.left", "←", true, "→", 1.0),
            ("arrow.right", "→", true, "←", 1.0),
            ("arrow.backward", "←", true, "→", 1.0),
            ("arrow.forward", "→", true, "←", 1.0),
            ("arrow.up", "↑", false, "↑", 0.9),
            ("arrow.down", "↓", false, "↓", 0.9),
            ("arrow.up.arrow.down", "⇅", false, "⇅", 1.0),
            ("arrow.up.arrow.down.square", "⇅", false, "⇅", 1.1),
            ("arrow.up.arrow.down.circle.fill", "⇅", false, "⇅", 1.1),
            ("arrow.uturn.left", "↶", true, "↷", 1.0),
            ("arrow.uturn.right", "↷", true, "↶", 1.0),
            ("list.bullet", "☰", true, "☰", 1.1),
            ("list.number", "☰", true, "☰", 1.1),
            ("text.alignleft", "☰", true, "☰", 1.1),
            ("square.and.pencil", "✎", true, "✎", 1.1),
            ("pencil", "✎", true, "✎", 1.0),
            ("circle", "○", false, "○", 1.1),
            ("circle.fill", "●", false, "●", 1.1),
            ("largecircle.fill.circle", "◉", false, "◉", 1.1),
            ("checkmark", "✓", false, "✓", 1.0),
            ("checkmark.circle", "✓", false, "✓", 1.1),
            ("checkmark.circle.fill", "✓", false, "✓", 1.1),
            ("plus", "+", false, "+", 1.0),
            ("plus.circle", "⊕", false, "⊕", 1.1),
            ("plus.circle.fill", "⊕", false, "⊕", 1.1),
            ("minus.circle.fill", "⊖", false, "⊖", 1.1),
            ("xmark", "✕", false, "✕", 1.0),
            ("xmark.circle.fill", "⊗", false, "⊗", 1.1),
            ("info.circle", "ⓘ", false, "ⓘ", 1.1),
            ("star", "☆", false, "☆", 1.1),
            ("star.fill", "★", false, "★", 1.1),
            ("heart", "♡", false, "♡", 1.1),
            ("heart.fill", "♥", false, "♥", 1.1),
            ("calendar", "▦", false, "▦", 1.1),
            ("clock", "◷", false, "◷", 1.1),
            ("exclamationmark.circle", "!", false, "!", 1.1),
            ("exclamationmark.triangle", "⚠", false, "⚠", 1.1),
            ("tray", "▭", false, "▭", 1.1),
            ("tray.full", "▭", false, "▭", 1.1),
            ("folder", "▭", false, "▭", 1.1),
            ("trash", "⌫", false, "⌫", 1.0),
            ("gear", "⚙", false, "⚙", 1.1),
            ("magnifyingglass", "⌕", false, "⌕", 1.0),
            ("bell", "♪", false, "♪", 1.0),
            ("flag", "⚑", false, "⚑", 1.0),
            ("flag.fill", "⚑", false, "⚑", 1.0),
            ("bookmark", "⌑", false, "⌑", 0.9),
            ("cart", "⊻", false, "⊻", 1.1),
            ("house", "⌂", false, "⌂", 1.1),
            ("person", "☺", false, "☺", 1.0),
            ("paperplane", "➤", true, "➤", 1.1),
            ("icloud", "☁", false, "☁", 1.3),
            ("cloud.rain", "☂", false, "☂", 1.2),
            ("cloud.snow", "❄", false, "❄", 1.2),
            ("car", "⊡", false, "⊡", 1.2),
            ("airplane", "✈", false, "✈", 1.1),
            ("hand.thumbsup", "👍", false, "👍", 1.1),
            ("hand.thumbsdown", "👎", false, "👎", 1.1),
            ("gift", "⊞", false, "⊞", 1.1),
            ("book", "▯", false, "▯", 1.2),
            ("music.note", "♪", false, "♪", 0.8),
            ("sun.max", "☀", false, "☀", 1.2),
            ("moon", "☾", false, "☾", 1.0),
            ("bolt", "ϟ", false, "ϟ", 0.8),
            ("leaf", "❦", false, "❦", 1.1),
        ]
        var byName: [String: SymbolInfo] = [:]
        for (name, glyph, mirrors, mirrored, width) in table {
            byName[name] = SymbolInfo(name: name, glyph: glyph, mirrorsInRightToLeft: mirrors, mirroredGlyph: mirrored, widthEm: width)
        }
        return byName
    }()

    /// Facts about `name`: the table's entry, or for an unknown symbol a "◇" that does not mirror.
    public static func info(for name: String) -> SymbolInfo {
        symbols[name] ?? SymbolInfo(name: name, glyph: "◇", mirrorsInRightToLeft: false, mirroredGlyph: "◇", widthEm: 1.1)
    }

    /// Whether the catalog has an entry for `name`.
    public static func isKnown(_ name: String) -> Bool { symbols[name] != nil }

    /// Every known symbol name, sorted.
    public static var names: [String] { symbols.keys.sorted() }
}
