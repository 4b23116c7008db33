import ScreenKit
import Synchronization

/// Lookups already made in a run, shared by every render: the same texts are looked up at every
/// size, device and scheme, and a catalog lookup costs far more than reading a dictionary.
final class LookupCache: Sendable {
    /// A lookup's result and how its arguments did not fit the value.
    struct Entry: Sendable {
        var lookup: LocalizedLookup
        var mismatches: [FormatMismatch]
    }

    private struct Key: Hashable {
        var key: LocalizedStringKey
        var table: String
        var locale: LocaleIdentifier
    }

    private let entries = Mutex<[Key: Entry]>([:])

    /// An empty cache.
    init() {}

    /// The lookup of `key` in `table` for `locale`, computed by `compute` the first time.
    func entry(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier, compute: () -> Entry) -> Entry {
        let cacheKey = Key(key: key, table: table, locale: locale)
        if let found = entries.withLock({ $0[cacheKey] }) { return found }
        let computed = compute()
        entries.withLock { $0[cacheKey] = computed }
        return computed
    }
}
