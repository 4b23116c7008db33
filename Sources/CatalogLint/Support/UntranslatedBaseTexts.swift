import Synchronization

/// What `untranslated` works out from a base unit's texts, kept with the base table: a text left
/// untranslated is the base's own in every locale that copies it (one of Nextcloud Talk's texts in
/// up to a hundred locales), so it is examined once for all of them instead of once per locale.
/// Filled as the locales' jobs ask, from any thread.
final class UntranslatedBaseTexts: Sendable {
    /// What `untranslated` needs to know about one base unit's texts.
    struct Facts: Sendable {
        /// Whether a text has something to translate (more than placeholders, digits, punctuation).
        let hasTranslatableText: Bool
        /// Whether every text stays the same in other languages by `InvariantText` alone (no allow-list).
        let staysTheSame: Bool
        /// The words whose use in a locale's own texts shows that the texts stay the same in its
        /// language: for a locale written in the base's script, the one or two words of a short
        /// text or of a plural's forms ("article", "articles"), else a short name's words; for
        /// other locales a short name's words only (`ownWords`). Nil for other texts.
        let ownWordsSharing: [Substring]?
        let ownWords: [Substring]?
        /// The finding's message.
        let message: String
    }

    private let facts: Mutex<[Facts?]>

    /// An empty cache for a base table of `count` units.
    init(count: Int) {
        facts = Mutex([Facts?](repeating: nil, count: count))
    }

    /// The facts of the base unit at `offset`, worked out by `compute` the first time they are asked for.
    func facts(of offset: Int, compute: () -> Facts) -> Facts {
        if let known = facts.withLock({ $0[offset] }) { return known }
        let computed = compute()
        facts.withLock { $0[offset] = computed }
        return computed
    }
}
