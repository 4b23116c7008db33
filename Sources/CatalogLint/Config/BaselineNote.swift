import Diagnostics
import ToolSupport

/// What lint says about a baseline's entries that excuse no current finding: with
/// `--strict-baseline` they fail the run (the findings were fixed: write the baseline again so it
/// shrinks); a baseline written by another version of the tool is named as such, since a finding
/// whose message changed matches no entry; otherwise nothing is said.
public enum BaselineNote {
    /// How many unmatched entries the message lists.
    static let listed = 5

    /// The message (empty when there is nothing to say) about `unmatched` entries of the baseline
    /// `file`, written by `writtenBy` (nil when it does not say), read by version `current`.
    public static func message(unmatched: [Baseline.Entry], file: String, writtenBy: String?, current: String, strict: Bool) -> String {
        let otherVersion = writtenBy.map { $0 != current } ?? false
        guard !unmatched.isEmpty, strict || otherVersion else { return "" }
        var text = ""
        if otherVersion, let writtenBy {
            text = VisibleText.escaped("\(file) was written by l10n \(writtenBy), this is \(current): ")
        } else {
            text = VisibleText.escaped(file) + ": "
        }
        let count = unmatched.count
        text += "\(count) of its findings match\(count == 1 ? "es" : "") no current finding"
        text += strict ? " (fixed, or reworded by another version); write it again with --write-baseline so that it shrinks:"
            : " (fixed, or reworded by this version); write it again with --write-baseline:"
        for entry in unmatched.prefix(listed) {
            var place = entry.file
            if let locale = entry.locale { place += " [\(locale)]" }
            if let key = entry.key { place += " key \"\(key)\"" }
            text += "\n  " + VisibleText.escaped("\(entry.rule): \(place): \(entry.message)")
        }
        if count > listed { text += "\n  … and \(count - listed) more" }
        return text
    }
}
