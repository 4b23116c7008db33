import Diagnostics
import L10n
import ToolSupport

/// Runs the rules over sets of catalogs: one job per String Catalog or loose file, and for `.lproj`
/// sets one job per locale after the bases are read and prepared. Each job reads its files, checks
/// them, and hands back only its findings (filtered, configured and sorted), so the files it read
/// are freed as soon as it ends.
struct SetChecker: Sendable {
    /// The enabled rules.
    let rules: [any LintRule]
    /// What the configuration tells the rules.
    let context: RuleContext
    /// Size and nesting limits for reading files.
    let limits: CatalogLimits
    /// Severities that replace rules' defaults, by rule id.
    let severities: [String: Severity]
    /// The files found, and which of them findings were asked for.
    let discovery: CatalogDiscovery
    /// How many files or locales are read and checked at once.
    let jobs: Int

    /// Checks a set made of one file: a String Catalog with all its languages, or a file outside
    /// any `.lproj` folder. Returns the catalog's source language for the `.lproj` sets' bases.
    func checkSingle(_ file: CatalogFileReference) -> (diagnostics: [Diagnostic], sourceLanguage: String?, unreadable: [CatalogError]) {
        let boundary = discovery.boundary(forSetAt: file.path)
        let document = CatalogLoader.load(file, within: boundary, limits: limits)
        let base = SetPlanner.base(of: document, requested: nil, catalogLanguage: nil)
        let set = LintSet(root: file.path, base: base, files: [file], boundary: boundary)
        let tables = LocaleTable.tables(from: [document])
        let baseTables = PreparedBases.prepare(set, documents: [document], limits: limits).tables
        var found = [rules.flatMap { $0.check(set: set, context: context) } + check([document], tables: tables, baseTables: baseTables, in: set)]
        let translations = tables.filter { table in
            set.isTranslation(table) && !(set.base.map(table.locale.sharesLanguage(with:)) ?? false)
        }
        var locales: [String: Set<String>] = [:]
        let baseScript = set.base.flatMap(UntranslatedConsensus.script(of:))
        for table in translations where UntranslatedConsensus.script(of: table.locale) == baseScript {
            locales[table.name, default: []].insert(table.locale.written)
        }
        let facts = UntranslatedConsensus.facts(of: set, bases: baseTables, translationLocales: locales.mapValues(\.count))
        UntranslatedConsensus.apply(to: &found, place: { _ in (set: 0, table: file.table) }, facts: { _ in facts })
        return (finished(found[0], ownPaths: [file.path]), document.sourceLanguage, Self.unreadable([document]))
    }

    /// Checks `.lproj` sets: reads every set's base files, prepares the base tables, then checks
    /// each locale of each set, the largest first. Returns one sorted chunk of findings per job, and
    /// the files that could not be read at all.
    func checkLprojSets(_ sets: [LintSet], progress: FileProgress? = nil) -> (chunks: [[Diagnostic]], unreadable: [CatalogError]) {
        let baseFiles = sets.flatMap { set in
            set.files.filter { $0.localeFolder.map { set.isBaseLike(LintLocale($0)) } ?? false }.map { (file: $0, boundary: set.readBoundary) }
        }
        let loaded = baseFiles.parallelMap(jobs: self.jobs, heaviestFirst: { FileSize.of($0.file.path) }) {
            CatalogLoader.load($0.file, within: $0.boundary, limits: limits)
        }
        let baseDocuments = Dictionary(loaded.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

        // Set findings (about whole locale folders) go with their locale's job, so that each job's
        // findings stay together in the sorted output.
        var chunks: [[Diagnostic]] = []
        var localeJobs: [LocaleJob] = []
        for (index, set) in sets.enumerated() {
            var setFindings = Dictionary(grouping: rules.flatMap { $0.check(set: set, context: context) }, by: \.location.file)
            var byLocale: [String: [CatalogFileReference]] = [:]
            for file in set.files { byLocale[file.localeFolder ?? "", default: []].append(file) }
            // In folder order: findings of several locales at one base entry then come in order.
            let locales = byLocale.map { (folder: LintSet.parentFolder(of: $0.value[0].path), locale: $0.key, files: $0.value) }
            for (folder, locale, files) in locales.sorted(by: { ($0.folder, $0.locale) < ($1.folder, $1.locale) }) {
                localeJobs.append(LocaleJob(
                    set: index, locale: locale, files: files, size: files.reduce(0) { $0 + FileSize.of($1.path) },
                    setFindings: setFindings.removeValue(forKey: folder) ?? []))
            }
            chunks += setFindings.values.map { finished($0) }
        }
        let prepared = sets.parallelMap(jobs: self.jobs) { set -> PreparedBases in
            PreparedBases.prepare(set, documents: set.files.compactMap { baseDocuments[$0.path] }, sources: BaseSources.find(for: set), limits: limits)
        }
        let preparedBases = prepared.map(\.tables)
        chunks += zip(sets, prepared).map { set, bases in sourceErrorFindings(bases.sourceErrors, skipped: bases.skipped, in: set) }
        var results = localeJobs.parallelMap(jobs: self.jobs, heaviestFirst: \.size) { job in
            defer { progress?.advance(by: job.files.count) }
            let set = sets[job.set]
            let documents = job.files.map { baseDocuments[$0.path] ?? CatalogLoader.load($0, within: set.readBoundary, limits: limits) }
            let tables = LocaleTable.tables(from: documents)
            let found = job.setFindings + check(documents, tables: tables, baseTables: preparedBases[job.set], in: set)
            let own = documents.filter { baseDocuments[$0.path] == nil }
            return (finished(found, ownPaths: Set(job.files.map(\.path) + [LintSet.parentFolder(of: job.files[0].path)])),
                    Self.unreadable(own))
        }
        let unreadableOwn = results.flatMap(\.1)
        var localeChunks = results.map(\.0)
        // The chunks are then held only here, so the agreement between locales removes findings in place.
        results = []
        let setOfRoot = Dictionary(sets.enumerated().map { ($1.root, $0) }, uniquingKeysWith: { first, _ in first })
        let facts = zip(sets, preparedBases).map { set, bases in
            let unread = UnreadLocaleTables(set, limits: limits)
            return UntranslatedConsensus.facts(
                of: set, bases: bases, translationLocales: UntranslatedConsensus.translationLocales(of: set, unread: unread), unread: unread)
        }
        // Worked out once per file: a chunk's findings come file by file, so the last file's place
        // answers most.
        var last: (path: String, place: (set: Int, table: String)?)?
        var places: [String: (set: Int, table: String)?] = [:]
        UntranslatedConsensus.apply(to: &localeChunks, place: { finding in
            let path = finding.location.file
            if let last, last.path == path { return last.place }
            let place = places[path] ?? Self.place(of: path, setOfRoot: setOfRoot)
            places[path] = place
            last = (path, place)
            return place
        }, facts: { facts[$0] })
        return (chunks + localeChunks, Self.unreadable(loaded) + unreadableOwn)
    }

    /// The set (by the root of its locale folders) and table of the `.lproj` file at `path`.
    private static func place(of path: String, setOfRoot: [String: Int]) -> (set: Int, table: String)? {
        guard let set = setOfRoot[LintSet.parentFolder(of: LintSet.parentFolder(of: path))] else { return nil }
        let name = path[(path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex)...]
        return (set: set, table: InfoPlistTableName.matched(String(name[..<(name.utf8.lastIndex(of: UInt8(ascii: ".")) ?? name.endIndex)])))
    }

    /// The errors of the documents that could not be read at all (not their syntax: their file).
    private static func unreadable(_ documents: [CatalogDocument]) -> [CatalogError] {
        documents.compactMap { document in document.error.flatMap { $0.isFileSystemProblem ? $0 : nil } }
    }

    /// `parse-error` findings about the storyboards, XIBs and property lists that could not be read,
    /// kept when a table they are the base of was asked for; and a `Not read:` note (as for the
    /// catalogs the scan skips) for each one not read on purpose: a link out of the folder given, a
    /// FIFO or a folder with a storyboard's name.
    private func sourceErrorFindings(_ errors: [(table: String, error: CatalogError)], skipped: [(table: String?, path: SkippedPath)],
                                     in set: LintSet) -> [Diagnostic] {
        guard let rule = rules.first(where: { $0 is ParseErrorRule }) else { return [] }
        var findings: [Diagnostic] = []
        let alreadyNoted = Set(discovery.skipped.map(\.path))
        for (table, skip) in skipped where !alreadyNoted.contains(skip.path) {
            let asked = set.files.contains { (table == nil || $0.table == table) && discovery.isRequested($0.path) }
            guard asked else { continue }
            findings.append(Diagnostic(rule: rule.description.id, severity: .note, message: "Not read: \(skip.reason).",
                                       location: SourceLocation(file: skip.path)))
        }
        for (table, error) in errors where set.files.contains(where: { $0.table == table && discovery.isRequested($0.path) }) {
            findings.append(rule.description.finding(
                "Cannot read this \(error.file.hasSuffix(".plist") ? "property list" : "storyboard or XIB"): \(error.message); its tables are checked without it.",
                file: error.file, at: error.position))
        }
        // The files are not among those found, so they are kept here by the test above.
        return finished(findings, ownPaths: [])
    }

    /// Runs the file, table and locale rules over documents and their tables.
    private func check(_ documents: [CatalogDocument], tables: [LocaleTable], baseTables: [String: BaseTable], in set: LintSet) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for document in documents {
            for rule in rules { found += rule.check(file: document, in: set, context: context) }
        }
        for table in tables {
            let pair = TableComparison(table: table, base: baseTables[table.name], isBase: set.isBase(table))
            for rule in rules { found += rule.check(table: pair, in: set, context: context) }
        }
        var byLocale: [String: [LocaleTable]] = [:]
        for table in tables { byLocale[table.locale.written, default: []].append(table) }
        for (_, localeTables) in byLocale.sorted(by: { $0.key < $1.key }) {
            for rule in rules { found += rule.check(locale: localeTables, in: set, context: context) }
        }
        return found
    }

    /// Findings as reported: only those about files that were asked for, with the configured
    /// severities, sorted (`Diagnostic`'s order is `DiagnosticOrder`'s when paths are shown as given).
    /// A finding of a job that points outside the job's own files and folder (`missing-translation`
    /// points at the base's entry) was kept or dropped by its rule, which knows what it is about.
    func finished(_ diagnostics: [Diagnostic], ownPaths: Set<String>? = nil) -> [Diagnostic] {
        var kept = diagnostics
        kept.removeAll { diagnostic in
            let file = diagnostic.location.file
            return !discovery.isRequested(file) && ownPaths?.contains(file) != false
        }
        if !severities.isEmpty {
            for index in kept.indices {
                if let severity = severities[kept[index].rule] { kept[index].severity = severity }
            }
        }
        kept.sort()
        return kept
    }
}

/// One locale of one `.lproj` set: the unit of parallel work.
private struct LocaleJob: Sendable {
    /// The set's index.
    var set: Int
    /// The locale's folder name as written.
    var locale: String
    /// The locale's files, sorted by path.
    var files: [CatalogFileReference]
    /// Their total size in bytes, to start the largest first.
    var size: Int
    /// The set's findings about the locale's folder.
    var setFindings: [Diagnostic]
}
