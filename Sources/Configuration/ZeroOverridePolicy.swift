/// How to judge a `zero` plural form in a language whose CLDR rules never select `zero` (`en`).
/// Apple's Foundation uses such a form for the number 0 anyway (an explicit-zero override, a
/// common and intended practice), so by default it is accepted silently.
public enum ZeroOverridePolicy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Accept it (the default).
    case allow
    /// Report it as a note under `plural-unused-category`.
    case note
    /// Report it as a warning under `plural-unused-category`.
    case warning
}
