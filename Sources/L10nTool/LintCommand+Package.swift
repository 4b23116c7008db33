import CatalogLint
import Catalogs
import Diagnostics
import Foundation
import SourceScan
import ToolSupport

extension LintCommand {
    /// `--package`: the catalogs of every target linted, and each target's sources checked against
    /// its own catalogs only, so a key one target uses is never missing from another's catalog and
    /// a key only another target uses is never unused in it. The sources are scanned once, all
    /// together, so one target's declarations type another's call sites.
    func packageDiagnostics(_ location: String, progress: ProgressBar?) throws(LintError)
        -> (diagnostics: [Diagnostic], filesChecked: Int, unreadable: [CatalogError]) {
        let package: PackageTargets
        do {
            package = try PackageTargets.load(location)
        } catch {
            throw LintError(error.description)
        }
        let checked = package.targets.filter { !$0.catalogFiles.isEmpty }
        var seen: Set<String> = []
        let catalogs = checked.flatMap(\.catalogFiles).filter { seen.insert($0).inserted }
        guard let first = catalogs.first else {
            throw LintError("\(location): no target of the package has a catalog (.xcstrings, .strings or .stringsdict) among its resources")
        }
        var options = try lintOptions(firstPath: first)
        let scan: ScanResult
        do {
            scan = try SourceScanner().scan(paths: checked.flatMap(\.sources))
        } catch {
            throw LintError(error.description)
        }
        // Scanned first, so that lint knows which keys no code uses (all targets' code together:
        // a key any target looks up counts as used).
        let codeKeys = Self.codeKeys(scan)
        options.codeKeys = codeKeys.keys
        let result = try CatalogLinter(options: options).lint(paths: catalogs, progress: progress?.callback)
        var diagnostics = result.diagnostics
        for target in checked {
            let found = try sourceDiagnostics(scan.restricted(to: Set(target.sources)), catalogs: target.catalogFiles,
                                              options: options)
            let own = Self.codeKeys(scan.restricted(to: Set(target.sources))).tables
            diagnostics += StaleMarkFix.attach(to: found, tables: own, limits: options.limits) { .enclosing($0) }
        }
        return (diagnostics.sorted(), result.filesChecked + scan.fileCount, result.unreadable + scan.unreadable)
    }
}
