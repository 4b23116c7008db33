/// Which findings of a sorted report the text report folds: when one rule fires more than
/// `threshold` times in one language and file (20,000 `untranslated` findings over a hundred
/// languages), their first position shows one line with the count and the first few keys, and
/// the others are left out. Machine formats never fold.
struct RepeatFolding {
    /// One folded run: its count and first keys, shown at its first finding.
    struct Run {
        var count: Int
        var keys: [String]
        /// How many of its findings have a fix.
        var fixable = 0
    }

    /// Runs of more findings than this are folded.
    static let threshold = 5
    /// How many keys a folded line names.
    static let keysShown = 3

    /// The folded run starting at each index, by index.
    private(set) var starts: [Int: Run] = [:]
    /// Per index, whether the finding is left out (it is in a folded run, not its first).
    private(set) var hidden: [Bool]

    /// The folding of `sorted`.
    init(_ sorted: [Diagnostic]) {
        struct Place: Hashable {
            var file: String
            var rule: String
            var locale: String?
        }
        var members: [Place: [Int]] = [:]
        for index in sorted.indices where !sorted[index].location.file.isEmpty {
            let finding = sorted[index]
            members[Place(file: finding.location.file, rule: finding.rule, locale: finding.locale), default: []].append(index)
        }
        hidden = [Bool](repeating: false, count: sorted.count)
        for indices in members.values where indices.count > Self.threshold {
            var keys: [String] = []
            for index in indices {
                guard keys.count < Self.keysShown else { break }
                if let key = sorted[index].key, !keys.contains(key) { keys.append(key) }
            }
            starts[indices[0]] = Run(count: indices.count, keys: keys, fixable: indices.count { sorted[$0].fix != nil })
            for index in indices.dropFirst() { hidden[index] = true }
        }
    }

    /// The message of a folded line: `2,345 untranslated findings in pl, such as "a", "b", "c";
    /// --all lists each.`
    static func message(for run: Run, of finding: Diagnostic) -> String {
        var text = "\(run.count) \(finding.rule) findings"
        if let locale = finding.locale { text += " in \(locale)" }
        if !run.keys.isEmpty {
            text += ", such as " + run.keys.map { "\"" + String($0.prefix(40)) + ($0.count > 40 ? "…" : "") + "\"" }.joined(separator: ", ")
            if run.count > run.keys.count { text += " and \(run.count - run.keys.count) more" }
        }
        return text + "; --all lists each."
    }
}
