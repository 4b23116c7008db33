import Diagnostics
import L10n
import Synchronization

/// What the locales of a set agree on: a single word that most of them keep exactly as the base
/// has it ("Mastodon", "Email", "Podcast") is a name or a loanword that stays the same, not a
/// string that each of them forgot, so its `untranslated` findings are dropped. It takes the
/// findings of the whole set, because no one locale can tell. Locales written in another script
/// than the base's (Russian "Википедия" for "Wikipedia") are counted only when they keep the word.
enum UntranslatedConsensus {
    /// At least this many locales must keep the word, and more than half of those that have the
    /// table and write the base's script (plus those of other scripts that keep it).
    static let minimumLocales = 3

    /// One set's view: how many locales translate each table, and the base's text of each key.
    struct SetFacts {
        /// The number of locales that translate `table` in the base's script (not the base's
        /// language, not `Base`, not pseudo-languages).
        var translationLocales: (_ table: String) -> Int
        /// The base's script (`Latn`), to tell the locales of other scripts.
        var baseScript: String?
        /// The base's texts for `key` of `table`, or nil.
        var baseTexts: (_ table: String, _ key: String) -> [String]?
        /// How many locales the run did not read keep `text` for `key` of `table` (a run over some
        /// of the set's folders counts the others from disk, so it agrees with a run over all).
        var unreadKeepers: (_ table: String, _ key: String, _ text: String) -> Int = { _, _, _ in 0 }
    }

    /// Removes the agreed words' findings from `chunks`, and those `UntranslatedRule` withdrew
    /// (counted as locales that keep the word first); `place` names the set and table a finding is
    /// about (nil for findings of other rules or sets), `facts` describes each set.
    static func apply(to chunks: inout [[Diagnostic]], place: (Diagnostic) -> (set: Int, table: String)?, facts: (Int) -> SetFacts) {
        // The message quotes the text, so device variants of one key are told apart.
        struct Word: Hashable {
            var set: Int
            var table: String
            var key: String
            var message: String

            // The message is compared but not hashed: it tells apart only the device variants of
            // one key, and hashing it (a hundred bytes) was most of the cost of the lookups.
            func hash(into hasher: inout Hasher) {
                hasher.combine(set)
                hasher.combine(table)
                hasher.combine(key)
            }
        }
        var keepers: [Word: Set<String>] = [:]
        for chunk in chunks {
            for finding in chunk where Self.has(finding, rule: untranslated) || Self.has(finding, rule: UntranslatedRule.keptOnPurpose) {
                guard let key = finding.key, let place = place(finding) else { continue }
                keepers[Word(set: place.set, table: place.table, key: key, message: finding.message), default: []].insert(finding.locale ?? "")
            }
        }
        var agreed: Set<Word> = []
        var scripts: [String: String?] = [:]
        for (word, locales) in keepers {
            let set = facts(word.set)
            guard let texts = set.baseTexts(word.table, word.key), texts.count == 1,
                  InvariantText.isSingleWord(texts[0]) || InvariantText.nameWords(texts[0]) != nil else { continue }
            let otherScripts = locales.count { locale in
                let script = scripts[locale] ?? Self.script(of: LintLocale(locale))
                scripts[locale] = script
                return script != set.baseScript
            }
            let count = locales.count + set.unreadKeepers(word.table, word.key, texts[0])
            guard count >= minimumLocales, count * 2 > set.translationLocales(word.table) + otherScripts else { continue }
            agreed.insert(word)
        }
        for index in chunks.indices {
            // Most chunks of a large set have nothing to remove: looked through before changing them.
            let removes = chunks[index].contains { finding in
                Self.has(finding, rule: UntranslatedRule.keptOnPurpose) || (!agreed.isEmpty && Self.has(finding, rule: untranslated))
            }
            guard removes else { continue }
            chunks[index].removeAll { finding in
                if Self.has(finding, rule: UntranslatedRule.keptOnPurpose) { return true }
                guard !agreed.isEmpty, Self.has(finding, rule: untranslated), let key = finding.key, let place = place(finding) else { return false }
                return agreed.contains(Word(set: place.set, table: place.table, key: key, message: finding.message))
            }
        }
    }

    /// The id of the rule whose findings the agreement reads.
    private static let untranslated = "untranslated"

    /// Whether `finding` is of `rule`. This runs over every finding of a run: the ids' byte counts
    /// tell most other rules apart without comparing strings.
    private static func has(_ finding: Diagnostic, rule: String) -> Bool {
        finding.rule.utf8.count == rule.utf8.count && finding.rule == rule
    }

    /// The facts of a set whose base tables are `bases`.
    static func facts(of set: LintSet, bases: [String: BaseTable], translationLocales: [String: Int],
                      unread: UnreadLocaleTables? = nil) -> SetFacts {
        SetFacts(
            translationLocales: { translationLocales[$0] ?? 0 },
            baseScript: set.base.flatMap(script(of:)),
            baseTexts: { table, key in
                guard let base = bases[table], let ordinal = base.ordinal(of: key) else { return nil }
                if let offset = base.counterpart(of: UnitIdentity(key: key, variant: nil), ordinal: ordinal) { return base.facts[offset].texts }
                // Only device variants: a word only when every variant is one.
                let variants = base.facts.filter { $0.keyOrdinal == ordinal }.map(\.texts)
                return variants.allSatisfy { $0.count == 1 && (InvariantText.isSingleWord($0[0]) || InvariantText.nameWords($0[0]) != nil) }
                    ? variants.first : nil
            },
            unreadKeepers: { table, key, text in unread?.keepers(table: table, key: key, text: text) ?? 0 })
    }

    /// How many locales of an `.lproj` set translate each table, counting the folders on disk
    /// that the run did not read (`unread`) too.
    static func translationLocales(of set: LintSet, unread: UnreadLocaleTables) -> [String: Int] {
        var locales: [String: Set<String>] = [:]
        let baseScript = set.base.flatMap(script(of:))
        var sameScript: [String: Bool] = [:]
        func counts(_ written: String) -> Bool {
            if let known = sameScript[written] { return known }
            let same = script(of: LintLocale(written)) == baseScript
            sameScript[written] = same
            return same
        }
        for file in set.files where file.localeFolder.map({ isTranslation($0, in: set) && counts($0) }) ?? false {
            locales[file.table, default: []].insert(file.localeFolder ?? "")
        }
        for (folder, tables) in unread.tablesByFolder where counts(folder) {
            for table in tables.keys { locales[table, default: []].insert(folder) }
        }
        return locales.mapValues(\.count)
    }

    /// The script a locale is written in (`Latn` for `pl`, `Cyrl` for `ru`), from ICU's likely subtags.
    static func script(of locale: LintLocale) -> String? {
        if let known = knownScripts.withLock({ $0[locale.written] }) { return known }
        let script = locale.identifier.flatMap { $0.script ?? $0.maximized.script }
        knownScripts.withLock { $0[locale.written] = script }
        return script
    }

    /// The scripts found so far, by locale as written: ICU's likely subtags are asked once per locale.
    private static let knownScripts = Mutex<[String: String?]>([:])

    /// Whether the folder named `written` holds a translation to count.
    static func isTranslation(_ written: String, in set: LintSet) -> Bool {
        guard let base = set.base else { return false }
        let locale = LintLocale(written)
        return !set.isBaseLike(locale) && !locale.isPseudoLanguage && !locale.sharesLanguage(with: base)
    }
}

/// The translation folders of an `.lproj` set that a run over some of its folders did not read,
/// with their `.strings` tables read only when a word's agreement needs them.
final class UnreadLocaleTables {
    /// Each unread folder's name (without `.lproj`) and its `.strings` tables: each table's file name by table name.
    let tablesByFolder: [(folder: String, tables: [String: String])]
    private let root: String
    private let boundary: FolderBoundary
    private let limits: CatalogLimits
    private var values: [String: [String: String]] = [:]

    /// The folders beside `set`'s that none of its files is in; none when every folder was read.
    init(_ set: LintSet, limits: CatalogLimits) {
        root = set.root
        boundary = set.readBoundary
        self.limits = limits
        let read = Set(set.files.compactMap(\.localeFolder))
        var found: [(String, [String: String])] = []
        for name in CatalogDiscovery.folderNames(in: set.root) where name.hasSuffix(".lproj") {
            let written = String(name.dropLast(".lproj".count))
            guard !read.contains(written), UntranslatedConsensus.isTranslation(written, in: set) else { continue }
            let files = CatalogDiscovery.folderNames(in: set.root + "/" + name).filter { $0.hasSuffix(".strings") }
            let tables = Dictionary(files.map { (InfoPlistTableName.matched(String($0.dropLast(".strings".count))), $0) }, uniquingKeysWith: { first, _ in first })
            if !tables.isEmpty { found.append((written, tables)) }
        }
        tablesByFolder = found
    }

    /// How many unread folders give `key` of `table` exactly the value `text`.
    func keepers(table: String, key: String, text: String) -> Int {
        tablesByFolder.count { folder, tables in
            tables[table].map { self.values(folder: folder, table: table, file: $0)[key] == text } ?? false
        }
    }

    private func values(folder: String, table: String, file: String) -> [String: String] {
        let path = root + "/" + folder + ".lproj/" + file
        if let known = values[path] { return known }
        let document = CatalogLoader.load(
            CatalogFileReference(localeFolder: folder, table: table, format: .strings, path: path), within: boundary, limits: limits)
        var read: [String: String] = [:]
        for unit in document.units.values.joined() {
            if case .text(let text) = unit.value { read[unit.key] = text.value }
        }
        values[path] = read
        return read
    }
}
