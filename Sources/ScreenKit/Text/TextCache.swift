import Synchronization

/// Prepared texts shared across renders: the same strings are laid out again and again (every
/// render of a screen, and in the harness every size, device and scheme of it), so measuring,
/// line breaking and wrapping are done once per string, font and locale, and every later layout
/// of the same text at the same width is a lookup. Thread-safe: the harness lays screens out on
/// several threads at once. What is cached depends only on its key, so output never depends on
/// what was laid out before.
final class TextCache: Sendable {
    /// The cache for the bundled font metrics, which every public layout uses.
    static let shared = TextCache()

    /// More entries than this and the cache starts over (a bound on memory, not a tuning knob:
    /// a whole `l10n check` matrix of Do It stays well below it).
    private let capacity: Int
    private let entries = Mutex<[Key: PreparedText]>([:])

    /// A cache that keeps at most `capacity` prepared texts.
    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// What a prepared text depends on: its runs' strings and fonts, and the locale that picks
    /// line break rules.
    struct Key: Hashable, Sendable {
        var runs: [Run]
        var locale: LocaleIdentifier

        struct Run: Hashable, Sendable {
            var text: String
            var font: ResolvedFont
            var isMirrored: Bool

            // By the UTF-8 bytes, not by `String`'s canonical equivalence: hashing a String
            // normalizes it, which takes time quadratic in a run of mixed combining marks (a
            // hostile catalog's value of 100,000 of them took minutes). Texts that are equivalent
            // but spelled differently are simply prepared once each.
            static func == (left: Run, right: Run) -> Bool {
                left.font == right.font && left.isMirrored == right.isMirrored && left.text.utf8.elementsEqual(right.text.utf8)
            }

            func hash(into hasher: inout Hasher) {
                var text = text
                text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
                hasher.combine(text.utf8.count)
                hasher.combine(font)
                hasher.combine(isMirrored)
            }
        }

        init(_ content: TextContent) {
            runs = content.runs.map { Run(text: $0.text, font: $0.font, isMirrored: $0.isMirrored) }
            locale = content.paragraph.locale
        }
    }

    /// The prepared form of `content`, made with `measurer` the first time it is asked for.
    func prepared(_ content: TextContent, measurer: any GlyphMeasuring) -> PreparedText {
        let key = Key(content)
        if let found = entries.withLock({ $0[key] }) { return found }
        let made = PreparedText(content, measurer: measurer)
        return entries.withLock { entries in
            if let raced = entries[key] { return raced }
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
            return made
        }
    }
}
