/// The bundled font families, in the order text falls back through them scalar by scalar.
public enum FontFamily: String, Sendable, CaseIterable {
    /// Inter (Text and Display cuts), the stand-in for SF Pro: Latin, Greek, Cyrillic, punctuation,
    /// arrows and common symbols.
    case inter
    /// Noto Sans Arabic, with the presentation forms that ICU's Arabic shaping produces.
    case notoSansArabic
    /// Noto Sans Hebrew.
    case notoSansHebrew
    /// Noto Sans CJK (the JP face of the collection): Han, Kana, Hangul, CJK punctuation and
    /// fullwidth forms.
    case notoSansCJK
}
