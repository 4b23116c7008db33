import Diagnostics
import L10n

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
    func checkSingle(_ file: CatalogFileReference) -> (diagnostics: [Diagnostic], sourceLanguage: String?) {
        let document = CatalogLoader.load(file, limits: limits)
        let base = SetPlanner.base(of: document, requested: nil, catalogLanguage: nil)
        let set = LintSet(root: file.path, base: base, files: [file])
        let tables = LocaleTable.tables(from: [document])
        var baseTables: [String: BaseTable] = [:]
        for table in tables where set.isBase(table) { baseTables[table.name] = BaseTable(table) }
        var found = rules.flatMap { $0.check(set: set, context: context) }
        found += check([document], tables: tables, baseTables: baseTables, in: set)
        return (finished(found, ownPaths: [file.path]), document.sourceLanguage)
    }

    /// Checks `.lproj` sets: reads every set's base files, prepares the base tables, then checks
    /// each locale of each set, the largest first. Returns one sorted chunk of findings per job.
    func checkLprojSets(_ sets: [LintSet], progress: FileProgress? = nil) -> [[Diagnostic]] {
        let baseFiles = sets.flatMap { set in set.files.filter { $0.localeFolder == set.base?.written } }
        let loaded = Parallel.map(baseFiles, jobs: self.jobs, heaviestFirst: { FileSize.of($0.path) }) { CatalogLoader.load($0, limits: limits) }
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
        let preparedBases = sets.parallelMap(jobs: self.jobs) { set -> [String: BaseTable] in
            let documents = set.files.compactMap { baseDocuments[$0.path] }
            var tables: [String: BaseTable] = [:]
            for table in LocaleTable.tables(from: documents) where set.isBase(table) { tables[table.name] = BaseTable(table) }
            return tables
        }
        chunks += Parallel.map(localeJobs, jobs: self.jobs, heaviestFirst: \.size) { job in
            defer { progress?.advance(by: job.files.count) }
            let set = sets[job.set]
            let documents = job.files.map { baseDocuments[$0.path] ?? CatalogLoader.load($0, limits: limits) }
            let tables = LocaleTable.tables(from: documents)
            let found = job.setFindings + check(documents, tables: tables, baseTables: preparedBases[job.set], in: set)
            return finished(found, ownPaths: Set(job.files.map(\.path) + [LintSet.parentFolder(of: job.files[0].path)]))
        }
        return chunks
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
