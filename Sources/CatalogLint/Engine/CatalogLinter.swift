import Diagnostics
import L10n
import ToolSupport

/// Lints catalogs: finds the files under the given paths, groups them into sets that translate one
/// another, reads and checks them locale by locale on all cores, and returns the findings sorted.
///
/// A set's base tables are read first and prepared once; then each locale is read, checked against
/// them and dropped, so memory holds the bases and the locales in progress rather than every file.
/// A file that cannot be read is a finding (`parse-error`, `encoding`), never a thrown error: lint
/// goes on with the other files. A file or folder that cannot be read at all (permissions, a special
/// file) is not a finding but a failure of the run (`LintResult.unreadable`): the other files are
/// still checked and reported, and the command exits 2. Only a path given that does not exist, or is
/// not a catalog, stops the run.
public struct CatalogLinter: Sendable {
    /// How the run is set up.
    public var options: LintOptions

    /// A linter with `options`.
    public init(options: LintOptions = LintOptions()) {
        self.options = options
    }

    /// Every rule's description, in the documented order.
    public static var rules: [Diagnostics.RuleDescription<RuleExample>] { LintRules.all.map(\.description) }

    /// Lints the catalogs under `paths` (catalog folders, `.lproj` folders, or single files);
    /// `progress` hears how many of how many files are checked, as their jobs finish.
    public func lint(paths: [String], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(LintError) -> LintResult {
        let discovery = try CatalogDiscovery.discover(paths, filter: PathFilter(patterns: options.excludedPaths))
        var context = options.ruleContext
        context.isReported = { [discovery] in discovery.isRequested($0) }
        let rules = LintRules.all.filter { !options.disabledRules.contains($0.description.id) }
        context.enabledRules = Set(rules.map(\.description.id))
        let checker = SetChecker(
            rules: rules,
            context: context, limits: options.limits, severities: options.severities, discovery: discovery,
            jobs: max(1, options.jobs ?? ParallelLoop.cores))
        let groups = SetPlanner.group(discovery.files)
        let isSingle = { (group: (root: String, files: [CatalogFileReference])) in
            group.files.count == 1 && SetPlanner.root(of: group.files[0]) == group.files[0].path
        }

        // String Catalogs and loose files first: they are sets of their own, and a String Catalog's
        // source language can be the base of the `.lproj` sets.
        let singles = groups.filter(isSingle).map(\.files[0])
        let counter = FileProgress(total: groups.reduce(0) { $0 + $1.files.count }, report: progress)
        let singleResults = singles.parallelMap(jobs: checker.jobs, heaviestFirst: { FileSize.of($0.path) }) { file in
            defer { counter.advance(by: 1) }
            return checker.checkSingle(file)
        }
        let catalogLanguage = singleResults.compactMap(\.sourceLanguage).sorted().first

        let lprojSets = groups.filter { !isSingle($0) }.map { group in
            LintSet(root: group.root, base: SetPlanner.base(of: group.files, requested: options.baseLanguage, catalogLanguage: catalogLanguage),
                    files: group.files, boundary: discovery.boundary(forSetAt: group.root))
        }
        try Self.requireRequestedBase(options.baseLanguage, in: lprojSets)
        var chunks = singleResults.map(\.diagnostics)
        let lproj = checker.checkLprojSets(lprojSets, progress: counter)
        chunks += lproj.chunks
        let unreadable = discovery.unreadable + singleResults.flatMap(\.unreadable) + lproj.unreadable
        chunks.append(checker.finished(discovery.skipped.map { skipped in
            Diagnostic(rule: "parse-error", severity: .note, message: "Not read: \(skipped.reason).",
                       location: SourceLocation(file: skipped.path))
        }))
        let checked = discovery.files.filter { discovery.isRequested($0.path) }.count
        return LintResult(diagnostics: FindingMerge.merged(&chunks, jobs: checker.jobs), filesChecked: checked,
                          unreadable: unreadable.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) })
    }

    /// Stops the run when a base language was asked for (`--base`, or `base:` in the
    /// configuration) and no `.lproj` set has a folder for it: every set would silently be
    /// compared with another base instead, so the findings would not be the ones asked for.
    static func requireRequestedBase(_ requested: String?, in sets: [LintSet]) throws(LintError) {
        guard let requested, !sets.isEmpty else { return }
        let wanted = LintLocale(requested)
        let matches = { (locale: LintLocale) in locale.written == requested || (locale.identifier != nil && locale.identifier == wanted.identifier) }
        if sets.contains(where: { $0.base.map(matches) ?? false }) { return }
        let found = Set(sets.flatMap { $0.files.compactMap(\.localeFolder) }).sorted().joined(separator: ", ")
        throw LintError("the base language '\(requested)' (--base, or base: in the configuration) has no .lproj folder "
            + "among the catalogs checked (they have: \(found)); name one of those, or leave it out to use en or Base")
    }
}
