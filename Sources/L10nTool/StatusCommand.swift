import ArgumentParser
import CatalogLint
import Catalogs
import Configuration
import Diagnostics
import Foundation
import HarnessCLI
import ToolSupport

/// `l10n status [PATHS]`: how far each language is translated, with thresholds and a ratchet.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show how far each language is translated, and fail under a threshold.",
        discussion: """
            Per language: the keys to translate (String Catalog keys not `shouldTranslate: false` \
            nor stale, and the base's keys of .strings and .stringsdict tables, each with text to \
            translate), how many are translated, missing, untranslated copies of the base, and \
            waiting for review (String Catalog states new, needs_review, stale), and the percent \
            translated. It reads the catalogs lint reads and counts lint's own missing-translation \
            and untranslated findings, so the two agree. Languages of the base's own language \
            (en-GB for en) are shown apart.
            Thresholds: --fail-under PERCENT, or in .l10nlint.yml \
            `status: { fail-under: 90, locales: { de: 100 } }` (a language's own threshold wins). \
            With --baseline FILE (a report written by --write-baseline or --format json), a \
            language fails only when its share translated dropped below the baseline's (and below \
            its threshold, when it has one).
            A catalog folder without a base is named on standard error (with the base looked for). \
            Exit status: 0 when no language fails, 1 when one does, 2 for usage and I/O errors, \
            when a file could not be read, and when no language was counted because no base was found.

            Examples:
              l10n status Localizations
              l10n status . --fail-under 90
              l10n status . --format markdown > status.md
              l10n status . --write-baseline .l10n-status.json
              l10n status . --baseline .l10n-status.json --format github
            """
    )

    @Argument(help: "Catalog folders, .lproj folders or catalog files (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: text, json, markdown or github.")
    var format: StatusFormat = .text

    @Option(help: "Fail (status 1) when a language is under this percent translated (0 to 100); replaces the configuration's status.fail-under.")
    var failUnder: Double?

    @Option(name: .customLong("base"), help: "The development language (the locale others are compared with).")
    var baseLanguage: String?

    @Option(help: "The configuration file to use instead of the .l10nlint.yml found upward from the first path.")
    var config: String?

    @Option(help: "A status report (JSON) to compare with: a language fails only when its share translated dropped.")
    var baseline: String?

    @Option(help: "Write the status as JSON to this file, the baseline of later runs (and exit 0).")
    var writeBaseline: String?

    @Option(help: "How many threads read and check files (default: one per core).")
    var jobs: Int?

    func validate() throws {
        if let failUnder, !StatusThresholds.isValid(failUnder) {
            throw ValidationError("--fail-under must be a percent from 0 to 100, not \(failUnder)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    func run() throws {
        let outcome = execute()
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        if !outcome.message.isEmpty { FileHandle.standardError.write(Data(("l10n: " + outcome.message + "\n").utf8)) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// What the command prints and its exit status, without printing or exiting (for tests).
    func execute() -> CommandOutcome {
        do {
            let targets = paths.isEmpty ? ["."] : paths
            var options = LintOptions(baseLanguage: baseLanguage)
            var thresholds = StatusThresholds()
            let configPath = config ?? ProjectConfiguration.find(from: targets[0])
                ?? ProjectConfiguration.find(from: FileManager.default.currentDirectoryPath)
            if let configPath {
                let configuration = try ProjectConfiguration.loadForLint(path: configPath)
                options = configuration.applied(to: options)
                thresholds = configuration.statusThresholds
            }
            if let failUnder { thresholds.failUnder = failUnder }
            options.jobs = jobs
            let status = try TranslationStatusCounter(options: options).count(paths: targets)
            var notes = status.setsWithoutBase + status.unreadableFiles
            // A folder without a base next to counted languages (an app's InfoPlist.strings
            // translations beside its String Catalog) is named but does not stop the gate; a run
            // that counted nothing because of it, or that could not read a file, did not do its job.
            let incomplete = !status.unreadableFiles.isEmpty || (status.locales.isEmpty && !status.setsWithoutBase.isEmpty)
            if let writeBaseline {
                let report = StatusReport(status: status, verdicts: StatusVerdict.judge(status, thresholds: StatusThresholds(), baseline: nil))
                try write(report.json(toolVersion: ToolVersion.current), to: writeBaseline)
                notes.append("wrote the status of \(status.locales.count) languages to \(writeBaseline)")
                return CommandOutcome(message: notes.map { VisibleText.escaped($0) }.joined(separator: "\nl10n: "), status: incomplete ? 2 : 0)
            }
            let before = try baseline.map(readBaseline)
            if let before, let version = before.toolVersion, version != ToolVersion.current {
                notes.append("\(baseline ?? ""): written by l10n \(version), this is \(ToolVersion.current); languages are compared by their figures")
            }
            let verdicts = StatusVerdict.judge(status, thresholds: thresholds, baseline: before?.locales)
            let report = StatusReport(status: status, verdicts: verdicts)
            let output = switch format {
            case .text: report.text()
            case .json: report.json(toolVersion: ToolVersion.current)
            case .markdown: report.markdown()
            case .github: report.github()
            }
            return CommandOutcome(output: output, message: notes.map { VisibleText.escaped($0) }.joined(separator: "\nl10n: "),
                               status: incomplete ? 2 : (report.failures.isEmpty ? 0 : 1))
        } catch {
            return CommandOutcome(message: error.description, status: 2)
        }
    }

    private func readBaseline(_ path: String) throws(LintError) -> (toolVersion: String?, locales: [String: LocaleStatus]) {
        let bytes: [UInt8]
        do {
            bytes = try CatalogFileReader.read(path)
        } catch {
            throw LintError(error.description)
        }
        return try StatusBaseline.read(Data(bytes), file: path)
    }

    private func write(_ text: String, to path: String) throws(LintError) {
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: path)
        } catch {
            throw LintError(error.description)
        }
    }
}

/// The output formats of `status`.
enum StatusFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, markdown, github
}
