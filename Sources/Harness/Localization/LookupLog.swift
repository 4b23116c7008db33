import ScreenKit
import Synchronization

/// What one render's lookups found wrong: keys whose arguments did not fit the placeholders of
/// the value shown. The `format-error` check reads it; it is filled while the screen is laid out.
final class LookupLog: Sendable {
    /// One lookup whose arguments did not fit.
    struct Mismatch: Sendable, Hashable {
        /// The key looked up.
        var key: String
        /// The table it was looked up in.
        var table: String
        /// The locale whose value was formatted.
        var locale: LocaleIdentifier
        /// How the arguments did not fit.
        var problems: [FormatMismatch]
    }

    private let entries = Mutex<[Mismatch]>([])

    /// An empty log.
    init() {}

    /// Records a lookup whose arguments did not fit.
    func record(_ mismatch: Mismatch) {
        entries.withLock { $0.append(mismatch) }
    }

    /// Every mismatch recorded, in the order they happened.
    var mismatches: [Mismatch] { entries.withLock { $0 } }
}
