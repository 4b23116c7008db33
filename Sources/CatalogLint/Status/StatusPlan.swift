#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import L10n

/// What status counts before lint's findings: per set, each language's keys to translate by
/// table, those it misses without a finding for each key (a table it lacks, a file that could not
/// be read) and those a String Catalog marks for review.
struct StatusPlan {
    /// One language of one set.
    struct LocaleKeys {
        /// The language.
        var locale: LintLocale
        /// Whether it is the base's own language (`en-GB` for `en`).
        var isBaseVariant: Bool
        /// The keys counted, by table.
        var counted: [String: Set<String>] = [:]
        /// Keys missing without a finding of their own, by table.
        var missing: [String: Set<String>] = [:]
        /// Keys whose translation is `new`, `needs_review` or `stale`, by table.
        var review: [String: Set<String>] = [:]
    }

    /// Each set's root and base, and its languages.
    var sets: [(root: String, base: LintLocale, locales: [LocaleKeys])] = []
    /// Sets in which no base was found, with the names looked for.
    var setsWithoutBase: [String] = []
    /// Files whose keys are not known.
    var unreadable: [String] = []

    /// The plan of the files found; `notRead` are the files lint could not parse.
    static func make(discovery: CatalogDiscovery, options: LintOptions, notRead: Set<String>) -> StatusPlan {
        var plan = StatusPlan()
        let groups = SetPlanner.group(discovery.files)
        var lprojGroups: [(root: String, files: [CatalogFileReference])] = []
        var catalogLanguages: [String] = []
        for group in groups {
            guard group.files.count == 1, SetPlanner.root(of: group.files[0]) == group.files[0].path else {
                lprojGroups.append(group)
                continue
            }
            let file = group.files[0]
            // A loose `.strings` file outside any `.lproj` folder has no language: nothing to count.
            guard file.format == .xcstrings else { continue }
            let document = CatalogLoader.load(file, limits: options.limits)
            if let error = document.error {
                plan.unreadable.append("\(file.path): not read (\(error.message)); its languages are not counted")
                continue
            }
            if let language = document.sourceLanguage { catalogLanguages.append(language) }
            plan.addStringCatalog(document)
        }
        let catalogLanguage = catalogLanguages.sorted().first
        for group in lprojGroups {
            plan.addLprojSet(group.root, files: group.files, requested: options.baseLanguage, catalogLanguage: catalogLanguage,
                             discovery: discovery, limits: options.limits, notRead: notRead)
        }
        return plan
    }

    /// Every key of `base` that translators are expected to translate, once each, with the
    /// formats of the files it is in (the first one first): the keys `missing-translation` looks
    /// for, in its order.
    static func keysToTranslate(_ base: BaseTable) -> [(key: String, formats: [CatalogFormat])] {
        var index = [Int](repeating: -1, count: base.keyCount)
        var keys: [(key: String, formats: [CatalogFormat])] = []
        for offset in base.facts.indices where base.facts[offset].needsTranslation {
            let ordinal = base.facts[offset].keyOrdinal
            let format = base.facts[offset].fileFormat
            if index[ordinal] < 0 {
                index[ordinal] = keys.count
                keys.append((base.table.units[offset].key, format.map { [$0] } ?? []))
            } else if let format, !keys[index[ordinal]].formats.contains(format) {
                keys[index[ordinal]].formats.append(format)
            }
        }
        return keys
    }

    private mutating func addStringCatalog(_ document: CatalogDocument) {
        guard let base = SetPlanner.base(of: document, requested: nil, catalogLanguage: nil) else {
            setsWithoutBase.append("\(document.path): the String Catalog names no sourceLanguage")
            return
        }
        let set = LintSet(root: document.path, base: base, files: [document.reference])
        let bases = PreparedBases.prepare(set, documents: [document]).tables
        var locales: [LocaleKeys] = []
        for table in LocaleTable.tables(from: [document]) where set.isTranslation(table) {
            guard let baseTable = bases[table.name] else { continue }
            var keys = LocaleKeys(locale: table.locale, isBaseVariant: table.locale.sharesLanguage(with: base))
            let counted = Set(Self.keysToTranslate(baseTable).map(\.key))
            keys.counted[table.name] = counted
            var review: Set<String> = []
            for unit in table.units where counted.contains(unit.key) {
                if let state = unit.state, XCStringsStateRule.reportedStates.contains(state) { review.insert(unit.key) }
            }
            keys.review[table.name] = review
            locales.append(keys)
        }
        sets.append((root: document.path, base: base, locales: locales))
    }

    private mutating func addLprojSet(_ root: String, files: [CatalogFileReference], requested: String?, catalogLanguage: String?,
                                      discovery: CatalogDiscovery, limits: CatalogLimits, notRead: Set<String>) {
        guard let base = SetPlanner.base(of: files, requested: requested, catalogLanguage: catalogLanguage) else {
            var looked: [String] = []
            for name in [requested, catalogLanguage, "en", "Base"].compactMap({ $0 }) where !looked.contains(name) { looked.append(name) }
            let folders = looked.map { "\($0).lproj" }.joined(separator: ", ")
            setsWithoutBase.append("\(root): no base folder found (looked for \(folders)); give the development language with --base or `base:` in .l10nlint.yml")
            return
        }
        let set = LintSet(root: root, base: base, files: files)
        let baseDocuments = files.filter { $0.localeFolder.map { set.isBaseLike(LintLocale($0)) } ?? false }
            .map { CatalogLoader.load($0, limits: limits) }
        let bases = PreparedBases.prepare(set, documents: baseDocuments, sources: BaseSources.find(for: set), limits: limits).tables
        let baseTableKeys = bases.mapValues(Self.keysToTranslate)
        // The base folder's files, which `missing-table` asks every language to have.
        let baseFolderFiles = Set(files.filter { $0.localeFolder == base.written && $0.format != .xcstrings }.map { $0.table + "." + $0.format.rawValue })
        let folders = set.localeFolders
        var byLocale: [String: [CatalogFileReference]] = [:]
        for file in files where discovery.isRequested(file.path) {
            guard let written = file.localeFolder else { continue }
            byLocale[written, default: []].append(file)
        }
        var locales: [LocaleKeys] = []
        for (written, localeFiles) in byLocale.sorted(by: { $0.key < $1.key }) {
            let locale = LintLocale(written)
            guard !set.isBaseLike(locale), !locale.isPseudoLanguage else { continue }
            var keys = LocaleKeys(locale: locale, isBaseVariant: locale.sharesLanguage(with: base))
            var present: [String: [CatalogFormat: String]] = [:]
            for file in localeFiles { present[file.table, default: [:]][file.format] = file.path }
            for (table, tableKeys) in baseTableKeys {
                let formats = present[table] ?? [:]
                var counted: Set<String> = []
                var missing: Set<String> = []
                for (key, keyFormats) in tableKeys {
                    // A key in the base's .strings and .stringsdict is the language's when either
                    // of its files has it; missing when it has neither and lacks a file the base
                    // folder has (`missing-table`).
                    let paths = keyFormats.compactMap { formats[$0] }
                    if !paths.isEmpty {
                        counted.insert(key)
                        if paths.allSatisfy(notRead.contains) { missing.insert(key) }
                    } else if keyFormats.contains(where: { format in
                        baseFolderFiles.contains(table + "." + format.rawValue)
                            && !Self.exists((folders[written] ?? written) + "/" + table + "." + format.rawValue)
                    }) {
                        counted.insert(key)
                        missing.insert(key)
                    }
                }
                if !counted.isEmpty { keys.counted[table] = counted }
                if !missing.isEmpty { keys.missing[table] = missing }
            }
            locales.append(keys)
        }
        for path in notRead.sorted() where files.contains(where: { $0.path == path }) && discovery.isRequested(path) {
            unreadable.append("\(path): not read; its keys count as missing")
        }
        sets.append((root: root, base: base, locales: locales))
    }

    /// The status once lint's findings are known.
    func status(found: FoundKeys) -> TranslationStatus {
        var byLocale: [String: LocaleStatus] = [:]
        for set in sets {
            for keys in set.locales {
                let name = keys.locale.description
                var status = byLocale[name] ?? LocaleStatus(locale: name, total: 0, translated: 0, missing: 0, untranslated: 0, review: 0)
                status.isBaseVariant = status.isBaseVariant || keys.isBaseVariant
                for (table, counted) in keys.counted {
                    let place = StatusPlace(root: set.root, table: table, locale: name)
                    let missing = counted.intersection(found.missing[place] ?? []).union(keys.missing[table] ?? [])
                    let review = counted.intersection(keys.review[table] ?? []).subtracting(missing)
                    let untranslated = counted.intersection(found.untranslated[place] ?? []).subtracting(missing).subtracting(review)
                    status.total += counted.count
                    status.missing += missing.count
                    status.review += review.count
                    status.untranslated += untranslated.count
                    status.translated += counted.count - missing.count - review.count - untranslated.count
                }
                byLocale[name] = status
            }
        }
        let locales = byLocale.values.sorted { $0.locale < $1.locale }
        let bases = Set(sets.map(\.base.description)).sorted()
        return TranslationStatus(locales: locales, baseLanguages: bases, setsWithoutBase: setsWithoutBase, unreadableFiles: unreadable.sorted())
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
