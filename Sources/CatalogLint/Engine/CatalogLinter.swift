import Diagnostics
import L10n

/// Lints catalogs: finds the files under the given paths, reads them on all cores, groups them into
/// sets that translate one another, runs every enabled rule and returns the findings sorted.
///
/// A file that cannot be read is a finding (`parse-error`, `encoding`), never a thrown error: lint
/// goes on with the other files. Only a path that does not exist stops the run.
public struct CatalogLinter: Sendable {
    /// How the run is set up.
    public var options: LintOptions

    /// A linter with `options`.
    public init(options: LintOptions = LintOptions()) {
        self.options = options
    }

    /// Every rule's description, in the documented order.
    public static var rules: [RuleDescription] { LintRules.all.map(\.description) }

    /// Lints the catalogs under `paths` (catalog folders, `.lproj` folders, or single files).
    public func lint(paths: [String]) throws(LintError) -> LintResult {
        let discovery = try CatalogDiscovery.discover(paths, filter: PathFilter(patterns: options.excludedPaths))
        let limits = options.limits
        let documents = Parallel.map(discovery.files) { CatalogLoader.load($0, limits: limits) }
        let sets = CatalogSetBuilder.sets(from: documents, baseLanguage: options.baseLanguage)
        var diagnostics = run(on: sets)
        diagnostics += discovery.skipped.map { skipped in
            Diagnostic(rule: "parse-error", severity: .note, message: "Skipped this folder: \(skipped.reason).",
                       location: SourceLocation(file: skipped.path))
        }
        diagnostics = diagnostics.filter { discovery.isRequested($0.location.file) }
        for index in diagnostics.indices {
            if let severity = options.severities[diagnostics[index].rule] { diagnostics[index].severity = severity }
        }
        let checked = documents.filter { discovery.isRequested($0.path) }.count
        return LintResult(diagnostics: DiagnosticOrder.sorted(diagnostics), filesChecked: checked)
    }

    /// Runs the enabled rules over every file, table and set, in parallel.
    private func run(on sets: [LintSet]) -> [Diagnostic] {
        let rules = LintRules.all.filter { !options.disabledRules.contains($0.description.id) }
        let context = options.ruleContext
        var work: [LintWork] = []
        for (setIndex, set) in sets.enumerated() {
            work.append(.set(setIndex))
            for index in set.documents.indices { work.append(.file(setIndex, index)) }
            for index in set.tables.indices { work.append(.table(setIndex, index)) }
        }
        let results = Parallel.map(work) { item -> [Diagnostic] in
            switch item {
            case .set(let setIndex):
                return rules.flatMap { $0.check(set: sets[setIndex], context: context) }
            case .file(let setIndex, let index):
                let set = sets[setIndex]
                return rules.flatMap { $0.check(file: set.documents[index], in: set, context: context) }
            case .table(let setIndex, let index):
                let set = sets[setIndex]
                let table = set.tables[index]
                let base = set.baseTables[table.name]
                return rules.flatMap { $0.check(table: table, base: base, in: set, context: context) }
            }
        }
        return results.flatMap { $0 }
    }
}

/// One piece of rule work: a whole set, one file of a set, or one table of a set.
private enum LintWork: Sendable {
    case set(Int)
    case file(Int, Int)
    case table(Int, Int)
}
