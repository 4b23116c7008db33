import CatalogLint
import Catalogs
import Diagnostics
import Foundation
import SourceScan
import ToolSupport

extension LintCommand {
    /// What `--fix` did or, with `--dry-run`, would do.
    struct FixOutcome {
        /// The unified diff of the changes (`--dry-run`).
        var diff = ""
        /// What was fixed, in which files, and what was left for another run.
        var message = ""
        /// Whether files were written.
        var changedFiles = false
    }

    /// `--fix`: the fixes of `diagnostics` applied, each file replaced atomically and all of them
    /// together, or with `--dry-run` shown as a diff. The folders of the files are locked (as
    /// `extract` locks them) from reading the files to renaming the new ones into place; a file
    /// another program wrote since lint read it, or writes meanwhile, stops the run (exit 2) with
    /// nothing written. A read-only file is refused.
    func applyFixes(_ diagnostics: [Diagnostic], beforeWrite: (() -> Void)?) throws(LintError) -> FixOutcome {
        let files = Set(diagnostics.compactMap { $0.fix?.replacements.first?.file }).sorted()
        guard !files.isEmpty else { return FixOutcome(message: "--fix: no finding has a fix; nothing changed") }
        var lock: FolderLock?
        do {
            if !dryRun { lock = try FolderLock(forFilesAt: files) }
        } catch {
            throw LintError(error.description)
        }
        defer { lock?.release() }
        let plan: FixPlan
        do {
            plan = try FixPlan(diagnostics) { (path: String) throws(CatalogError) -> [UInt8] in
                try CatalogFileReader.read(path, within: fixBoundary(path))
            }
        } catch {
            throw LintError(Self.refusal(error))
        }
        var outcome = FixOutcome(message: Self.summary(plan, dryRun: dryRun))
        if dryRun {
            for change in plan.changes {
                outcome.diff += UnifiedDiff.render(path: change.path, before: String(decoding: change.before, as: UTF8.self),
                                                   after: String(decoding: change.after, as: UTF8.self))
            }
            return outcome
        }
        guard !plan.changes.isEmpty else { return outcome }
        beforeWrite?()
        do {
            try FileSetWriter.write(plan.changes.map { ($0.path, $0.after) }, expecting: plan.changes.map { ($0.path, $0.before) })
        } catch {
            throw LintError(Self.refusal(error))
        }
        outcome.changedFiles = true
        return outcome
    }

    /// `fixed 3 findings in 2 files: a (2), b (1)`, and the findings left for another run.
    static func summary(_ plan: FixPlan, dryRun: Bool) -> String {
        let files = plan.changes.map { "\(VisibleText.escaped($0.path)) (\($0.fixed.count))" }.joined(separator: ", ")
        var text = "\(dryRun ? "would fix" : "fixed") \(plan.fixedCount) finding\(plan.fixedCount == 1 ? "" : "s") in "
            + "\(plan.changes.count) file\(plan.changes.count == 1 ? "" : "s")" + (files.isEmpty ? "" : ": " + files)
        if dryRun { text += " (dry run: nothing written)" }
        if !plan.skipped.isEmpty {
            text += "; \(plan.skipped.count) fix\(plan.skipped.count == 1 ? "" : "es") overlapping another in the same place "
                + "\(plan.skipped.count == 1 ? "was" : "were") left out: run --fix again"
        }
        return text
    }

    /// Why nothing was written.
    private static func refusal(_ error: CatalogError) -> String {
        if case .changedSinceRead = error.problem {
            return "\(error.description); nothing was fixed, run again"
        }
        return "\(error.description); nothing was fixed"
    }

    /// The folder a fix may read `file` within: the folder given (a path, or the `--package`
    /// folder) that holds it, else the folder holding the file, so a fix re-reads nothing outside
    /// what lint was given.
    func fixBoundary(_ file: String) -> FolderBoundary {
        let roots = package.map { [$0] } ?? (paths.isEmpty ? ["."] : paths)
        for root in roots where FileKind.of(root) == .directory {
            let boundary = FolderBoundary(root)
            if let resolved = FolderBoundary.realPath(file), boundary.contains(resolved: resolved) { return boundary }
        }
        return .enclosing(file)
    }

    /// The keys the scanned code looks up, for the tables whose code was all scanned and parsed
    /// (as `extract` decides whether to mark keys stale), and those tables.
    static func codeKeys(_ scan: ScanResult) -> (keys: CodeKeys, tables: Set<String>) {
        var keys = CodeKeys()
        var tables: Set<String> = []
        let used = scan.keysByTable
        for table in used.keys.sorted() where StaleMarking.verdict(table: table, result: scan) == .allowed {
            keys.add(table: table, used: (used[table] ?? []).union(scan.possibleKeys))
            tables.insert(table)
        }
        return (keys, tables)
    }
}
