import ArgumentParser
import CatalogLint
import Configuration
import Catalogs
import Diagnostics
import Foundation
import HarnessCLI
import SourceScan
import ToolSupport

/// `l10n lint PATH…`: validates `.strings`, `.stringsdict` and `.xcstrings` catalogs for CI.
///
/// The command gathers diagnostics (`collectDiagnostics()`), then filters them through the
/// baseline and reports them; other sources of findings plug into `collectDiagnostics()`.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check translation catalogs (.strings, .stringsdict, .xcstrings) the way a CI gate needs.",
        discussion: """
            A path is a catalog folder (holding *.lproj folders and/or .xcstrings files), one .lproj \
            folder (compared with the en or Base folder beside it), or single files. The development \
            language is --base, else a String Catalog's sourceLanguage, else en, else Base.
            Settings come from .l10nlint.yml, found from the first path upward, or --config. \
            Exit status: 0 when nothing at or above --fail-on was found, 1 when something was, \
            2 for usage and I/O errors.

            Examples:
              l10n lint Localizations
              l10n lint App/Resources --format sarif > lint.sarif
              l10n lint Localizations/pl.lproj --fail-on warning
              l10n lint . --write-baseline .l10nlint-baseline.json
              l10n lint . --baseline .l10nlint-baseline.json --format github
              l10n lint . --baseline .l10nlint-baseline.json --strict-baseline
              l10n lint Localizations --format markdown > comment.md
              l10n lint --explain format-mismatch
              l10n lint Localizations --sources Sources/DoIt
              l10n lint --package .
              l10n lint Localizations --jobs 1
              l10n lint . --sources Sources --fix --dry-run
            With --sources, the Swift code is scanned as `l10n extract` does and checked against the \
            base catalog: key-not-in-catalog (error), unused-key (warning), unlocalized-text (warning). \
            With --package, every target's catalogs are linted and each target's sources are checked \
            against that target's own catalogs (targets without one are not checked).
            The text report folds a rule's many findings in one language and file (more than \
            5) into one line with their count and first keys; --all lists each. \
            The other formats always list every finding; markdown is a pull-request comment (a \
            summary and the first findings, under GitHub's size limit, marked \
            `<!-- l10n-report: lint -->` so a workflow updates it in place).
            With --strict-baseline, findings of the baseline that are fixed fail the run too, so \
            the baseline is written again and shrinks.
            A finding with one safe repair shows it ("fix:"; `fix` in JSON, `fixes` in SARIF). \
            --fix applies them, never changing a translation's words: white space made the base's, \
            a repeated .strings entry with the same value removed, and, when --sources or --package \
            shows no code uses a key, an extra .strings key removed or a String Catalog key marked \
            stale. Each file is written atomically, a file changed meanwhile or read-only is \
            refused (exit 2), and the exit status is that of the findings left. --fix --dry-run \
            prints the unified diff and writes nothing.
            """
    )

    @Argument(help: "Catalog folders, .lproj folders or catalog files (default: the current folder).")
    var paths: [String] = []

    @Option(parsing: .upToNextOption, help: "Swift files or folders whose lookups are checked against the base catalog.")
    var sources: [String] = []

    @Option(help: "A Swift package folder (or a file holding its `swift package describe --type json`) instead of paths and --sources: each target's catalogs are linted, and its sources checked against its own catalogs.")
    var package: String?

    @Option(help: "Output format: text, json, sarif, junit, github or markdown.")
    var format: ReportFormat = .text

    @Flag(help: "List every finding in the text report instead of folding a rule's many findings in one language and file into one line.")
    var all = false

    @Option(help: "Exit with status 1 when a finding at or above this severity exists.")
    var failOn: FailThreshold = .error

    @Option(name: .customLong("base"), help: "The development language (the locale others are compared with).")
    var baseLanguage: String?

    @Option(help: "A rule to turn off (repeatable).")
    var disable: [String] = []

    @Option(help: "A rule to turn back on after the configuration disabled it (repeatable).")
    var enable: [String] = []

    @Option(help: "The configuration file to use instead of the .l10nlint.yml found upward from the first path.")
    var config: String?

    @Option(help: "Report only findings that this baseline file does not list.")
    var baseline: String?

    @Option(help: "Write every current finding to this baseline file (and exit 0).")
    var writeBaseline: String?

    @Flag(help: "With --baseline: fail (status 1) also when a finding the baseline lists is fixed, so the baseline shrinks.")
    var strictBaseline = false

    @Option(help: "Explain a rule: what it finds, why it matters, and examples.")
    var explain: String?

    @Flag(help: "List the rules with their default severity.")
    var listRules = false

    @Option(help: "How many threads check files or locales and write the report (default: one per core; 1 on a CI runner shared with other jobs).")
    var jobs: Int?

    @Flag(help: "Apply the findings' safe fixes (white space as the base's, keys no scanned code uses, stale marks), each file atomically, then report what is left.")
    var fix = false

    @Flag(help: "With --fix: show the changes as a unified diff and write nothing.")
    var dryRun = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if dryRun && !fix { throw ValidationError("--dry-run shows what --fix would change: give --fix with it") }
        if fix && writeBaseline != nil { throw ValidationError("--fix and --write-baseline: fix first, then write the baseline in a run of its own") }
        if strictBaseline && baseline == nil { throw ValidationError("--strict-baseline needs --baseline FILE") }
        if package != nil && !paths.isEmpty { throw ValidationError("--package lints the package's targets: give no paths with it") }
        if package != nil && !sources.isEmpty {
            throw ValidationError("--package checks each target's own sources: give no --sources with it")
        }
        for id in disable + enable + [explain].compactMap({ $0 })
        where !CatalogLinter.rules.contains(where: { $0.id == id }) && !SourceLint.ruleIDs.contains(id) {
            throw ValidationError("unknown rule '\(id)'; see `l10n lint --list-rules`")
        }
    }

    func run() throws {
        // Hundreds of megabytes of catalogs take seconds: a bar on a terminal shows how far lint is.
        let progress = isatty(STDERR_FILENO) != 0 ? ProgressBar(unit: "files") : nil
        let outcome = execute(progress: progress)
        // A report can be tens of megabytes: hand its pieces' bytes over without copying them.
        for var piece in outcome.pieces {
            piece.withUTF8 { bytes in
                guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
                FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none))
            }
        }
        if !outcome.message.isEmpty { FileHandle.standardError.write(Data(("l10n: " + outcome.message + "\n").utf8)) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// What the command prints and its exit status, without printing or exiting (for tests);
    /// `beforeWrite` runs between reading the files `--fix` changes and replacing them.
    func execute(progress: ProgressBar? = nil, beforeWrite: (() -> Void)? = nil) -> CommandOutcome {
        if let explain, let rule = CatalogLinter.rules.first(where: { $0.id == explain }) {
            return CommandOutcome(output: RuleDocumentation.explanation(of: rule))
        }
        if let explain, let rule = SourceRules.rule(id: explain) {
            return CommandOutcome(output: RuleDocumentation.explanation(of: rule))
        }
        if listRules { return CommandOutcome(output: RuleDocumentation.list(CatalogLinter.rules.map(\.descriptor))) }
        do {
            let context = reportContext(filesChecked: nil)
            let collected = try collectDiagnostics(progress: progress)
            let found = collected.diagnostics
            var (filesChecked, unreadable) = (collected.filesChecked, collected.unreadable)
            // A run that could not read some of its files checked less than it was asked to: it fails
            // with status 2 whatever --fail-on says, after reporting what it could check.
            let failure = unreadable.map(\.description).joined(separator: "\nl10n: ")
            if let writeBaseline {
                let accepted = Baseline(accepting: found, displayPath: context.displayPath, toolVersion: ToolVersion.current)
                try write(accepted.serialized(), to: writeBaseline)
                guard unreadable.isEmpty else { return CommandOutcome(message: failure, status: 2) }
                return CommandOutcome(message: "wrote \(found.count) findings to \(writeBaseline)")
            }
            var (diagnostics, baselineNote, fixedFail) = try filteredByBaseline(found, context: context)
            if fix {
                let fixed = try applyFixes(diagnostics, beforeWrite: beforeWrite)
                if dryRun { return CommandOutcome(output: fixed.diff, message: fixed.message, status: failOn.isFailed(by: diagnostics) ? 1 : 0) }
                baselineNote = [fixed.message, baselineNote].filter { !$0.isEmpty }.joined(separator: "\nl10n: ")
                if fixed.changedFiles {
                    // What is left decides the report and the exit status.
                    let again = try collectDiagnostics(progress: nil)
                    (diagnostics, _, fixedFail) = try filteredByBaseline(again.diagnostics, context: context)
                    (filesChecked, unreadable) = (again.filesChecked, again.unreadable)
                }
            }
            let report = format.reporter.reportPieces(diagnostics, context: reportContext(filesChecked: filesChecked))
            ReleaseInBackground.take(found)
            ReleaseInBackground.take(diagnostics)
            if !unreadable.isEmpty { return CommandOutcome(pieces: report, message: ([baselineNote, failure].filter { !$0.isEmpty }).joined(separator: "\nl10n: "), status: 2) }
            return CommandOutcome(pieces: report, message: baselineNote, status: failOn.isFailed(by: diagnostics) || fixedFail ? 1 : 0)
        } catch {
            return CommandOutcome(message: error.description, status: 2)
        }
    }

    /// The findings the baseline does not excuse; a message about the baseline's entries that
    /// excuse nothing (fixed findings, or a baseline of another version); and whether they fail
    /// the run (`--strict-baseline`).
    private func filteredByBaseline(_ diagnostics: [Diagnostic], context: ReportContext) throws(LintError)
        -> (diagnostics: [Diagnostic], message: String, fails: Bool) {
        guard let baseline else { return (diagnostics, "", false) }
        let bytes: [UInt8]
        do {
            bytes = try CatalogFileReader.read(baseline)
        } catch {
            throw LintError(error.description)
        }
        let accepted = try Baseline(json: Data(bytes), file: baseline)
        let (new, unmatched) = accepted.match(diagnostics, displayPath: context.displayPath)
        return (new, BaselineNote.message(unmatched: unmatched, file: baseline, writtenBy: accepted.toolVersion,
                                          current: ToolVersion.current, strict: strictBaseline),
                strictBaseline && !unmatched.isEmpty)
    }

    /// Every finding of the run, before the baseline; the place to add other kinds of checks.
    func collectDiagnostics(progress: ProgressBar? = nil) throws(LintError)
        -> (diagnostics: [Diagnostic], filesChecked: Int, unreadable: [CatalogError]) {
        defer { progress?.finish() }
        if let package { return try packageDiagnostics(package, progress: progress) }
        let targets = paths.isEmpty ? ["."] : paths
        var options = try lintOptions(firstPath: targets[0])
        guard !sources.isEmpty else {
            let result = try CatalogLinter(options: options).lint(paths: targets, progress: progress?.callback)
            return (result.diagnostics, result.filesChecked, result.unreadable)
        }
        // `--sources`: the code is scanned first, so that lint knows which keys no code uses.
        let scan: ScanResult
        do {
            scan = try SourceScanner().scan(paths: sources)
        } catch {
            throw LintError(error.description)
        }
        let codeKeys = Self.codeKeys(scan)
        options.codeKeys = codeKeys.keys
        let result = try CatalogLinter(options: options).lint(paths: targets, progress: progress?.callback)
        let found = StaleMarkFix.attach(to: try sourceDiagnostics(scan, catalogs: targets, options: options), tables: codeKeys.tables,
                                        limits: options.limits, boundary: fixBoundary)
        return ((result.diagnostics + found).sorted(), result.filesChecked + scan.fileCount, result.unreadable + scan.unreadable)
    }

    /// The findings of `scan` against the base catalog under `catalogs`, with the config's rule choices.
    func sourceDiagnostics(_ scan: ScanResult, catalogs: [String], options: LintOptions) throws(LintError) -> [Diagnostic] {
        let catalog: BaseCatalogKeys.Catalog
        do {
            catalog = try BaseCatalogKeys.read(paths: catalogs, baseLanguage: options.baseLanguage)
        } catch {
            throw LintError(error.description)
        }
        return SourceLint.diagnostics(for: scan, catalogKeys: catalog.keys, leftAlone: catalog.leftAlone).compactMap { diagnostic in
            guard !options.disabledRules.contains(diagnostic.rule) else { return nil }
            var configured = diagnostic
            configured.severity = options.severities[diagnostic.rule] ?? diagnostic.severity
            return configured
        }
    }

    /// The command line's choices over the configuration file's.
    func lintOptions(firstPath: String) throws(LintError) -> LintOptions {
        var options = LintOptions(baseLanguage: baseLanguage, disabledRules: Set(disable))
        let configPath = config ?? ProjectConfiguration.find(from: firstPath)
            ?? ProjectConfiguration.find(from: FileManager.default.currentDirectoryPath)
        if let configPath {
            options = try ProjectConfiguration.loadForLint(path: configPath).applied(to: options)
        }
        options.disabledRules.subtract(enable)
        options.jobs = jobs
        return options
    }

    private func reportContext(filesChecked: Int?) -> ReportContext {
        var context = ReportContext(
            toolName: "l10n", toolVersion: ToolVersion.current, informationURI: "https://github.com/l10n-tools/l10n",
            commandName: "lint", rules: reportableRules,
            workingDirectory: FileManager.default.currentDirectoryPath,
            colour: format == .text && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
            filesChecked: filesChecked, jobs: jobs)
        context.foldsRepeats = !all
        context.linkBase = ReportContext.gitHubLinkBase(environment: ProcessInfo.processInfo.environment)
        return context
    }

    private func write(_ text: String, to path: String) throws(LintError) {
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } catch {
            throw LintError(error.description)
        }
    }
}

