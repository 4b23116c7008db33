/// The bundled font families, in the order text falls back through them scalar by scalar.
public enum FontFamily: String, Sendable, CaseIterable {
    /// Inter (Text and Display cuts), the stand-in for SF Pro: Latin, Greek, Cyrillic, punctuation,
    /// arrows and common symbols.
    case inter
    /// Noto Sans Arabic, with the presentation forms that ICU's Arabic shaping produces.
    case notoSansArabic
    /// Noto Sans Hebrew.
    case notoSansHebrew
    /// Noto Sans Devanagari (Hindi, Marathi, Nepali), read for its block only, like the faces below.
    case notoSansDevanagari
    /// Noto Sans Bengali.
    case notoSansBengali
    /// Noto Sans Gurmukhi (Punjabi).
    case notoSansGurmukhi
    /// Noto Sans Gujarati.
    case notoSansGujarati
    /// Noto Sans Tamil.
    case notoSansTamil
    /// Noto Sans Telugu.
    case notoSansTelugu
    /// Noto Sans Kannada.
    case notoSansKannada
    /// Noto Sans Malayalam.
    case notoSansMalayalam
    /// Noto Sans Thai.
    case notoSansThai
    /// Noto Sans CJK (the JP face of the collection): Han, Kana, Hangul, CJK punctuation and
    /// fullwidth forms.
    case notoSansCJK
}
