#if os(Linux)
import Harness
import SwiftUI

/// Tries each preview of this program in the locales of a `check` run, in processes of their own
/// (`PreviewProbe`): a preview that traps in one locale only (a force unwrap of what one locale's
/// formatter does not give) is reported as `screen-failed` in that locale, and the others are
/// checked. Previews that already stopped in the default conditions are not tried again.
struct PreviewLocaleProbe: LocaleProbe {
    /// The screen id of each preview record, in record order.
    let ids: [String]
    /// The records that stopped the first probe (drawn failed everywhere already).
    let failed: Set<Int>
    /// This executable, run again as the probe.
    let executable: String

    func failures(screens: [String], locales: [LocaleIdentifier]) -> [String: [LocaleIdentifier: String]] {
        let wanted = Set(screens)
        // Only the run's screens are tried; the others are skipped like the failed ones.
        let skipped = failed.union(ids.indices.filter { !wanted.contains(ids[$0]) })
        guard skipped.count < ids.count else { return [:] }
        let found = PreviewProbe.failures(count: ids.count, locales: locales, skipping: skipped, executable: executable)
        return Dictionary(uniqueKeysWithValues: found.map { (ids[$0.key], $0.value) })
    }
}
#endif
