import ArgumentParser
import Catalogs
import Diagnostics
import Foundation
import Harness
import SourceScan

/// `l10n extract PATH…`: lists every string the Swift code looks up in a catalog, and the text
/// it shows without a lookup.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "List every localized string in Swift sources, with its key, table, comment and position.",
        discussion: """
            Finds the strings SwiftUI and Foundation look up (Text, Button, Label, .navigationTitle, \
            NSLocalizedString, String(localized:), LocalizedStringResource, …), builds each key the way \
            the lookup does (interpolations become %@, %lld, %lf, or the given specifier), and reports \
            text shown without a lookup (unlocalized-text), values whose type the sources do not tell \
            (unknown-argument-type), keys computed at run time (dynamic-key) and files that do not parse.
            A `// l10n:ignore` comment on a line silences the findings there.

            --format strings writes a development-language .strings file per table (into --output, \
            a folder, or to standard output); --format xcstrings updates the String Catalog at \
            --output (a .xcstrings file for its table, or a folder with one per table) the way Xcode \
            does: new keys added, keys no longer in the code marked stale, translations kept, the \
            file replaced atomically.

            Examples:
              l10n extract Sources/DoIt
              l10n extract Sources --format json > strings.json
              l10n extract Sources --format strings --output Localizations/en.lproj
              l10n extract Sources --format xcstrings --output App/Localizable.xcstrings
              l10n extract App --fail-on warning
              l10n extract App --jobs 1
            """
    )

    @Argument(help: "Swift files or folders to scan (folders are searched recursively; .build is skipped).")
    var paths: [String]

    @Option(help: "Output format: text, json, strings or xcstrings.")
    var format: ExtractFormat = .text

    @Option(name: .shortAndLong, help: "Where strings and xcstrings go: a folder (one file per table) or, for xcstrings, one .xcstrings file.")
    var output: String?

    @Option(help: "The development language of a String Catalog created from scratch.")
    var sourceLanguage = "en"

    @Option(help: "Exit with status 1 when a finding at or above this severity is found: error, warning, note or never.")
    var failOn: ExtractFailLevel = .error

    @Option(help: "How many files to scan at once (default: one per core; 1 on a CI runner shared with other jobs).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if format == .xcstrings && output == nil {
            throw ValidationError("--format xcstrings needs --output: a .xcstrings file or a folder")
        }
    }

    func run() throws {
        // A large code base takes seconds: a bar on a terminal shows how far the scan is.
        let progress = isatty(STDERR_FILENO) != 0 ? ProgressBar(unit: "files") : nil
        let (output, failed) = try render(progress: progress)
        print(output, terminator: "")
        if failed { throw ExitCode(1) }
    }

    /// The report to print, and whether the findings reach `--fail-on`; `progress` is drawn while
    /// the files are scanned.
    func render(progress: ProgressBar? = nil) throws -> (output: String, failed: Bool) {
        let result: ScanResult
        do {
            defer { progress?.finish() }
            result = try (jobs.map(SourceScanner.init(jobs:)) ?? SourceScanner()).scan(paths: paths, progress: progress?.callback)
        } catch {
            throw ValidationError(error.description)
        }
        let failed = failOn.isReached(by: result.findings.map(\.severity))
        switch format {
        case .text: return (ScanReport.text(result), failed)
        case .json: return (try ScanReport.json(result), failed)
        case .strings: return (try writeStrings(result), failed)
        case .xcstrings: return (try writeCatalogs(result), failed)
        }
    }

    /// Development-language `.strings` tables: written into `--output`, or returned for printing.
    private func writeStrings(_ result: ScanResult) throws -> String {
        let tables = CatalogExport.tables(result.strings)
        var printed = ""
        var written: [String] = []
        for table in tables {
            let bytes = StringsWriter().encode(CatalogExport.stringsEntries(result.strings, table: table))
            if let output {
                let path = output + "/" + table + ".strings"
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                try AtomicFileWriter.write(bytes, to: path)
                written.append("\(path): \(Set(result.strings.filter { $0.table == table }.map(\.key)).count) keys")
            } else {
                if tables.count > 1 { printed += "// \(table).strings\n" }
                printed += String(decoding: bytes, as: UTF8.self)
                if tables.count > 1 { printed += "\n" }
            }
        }
        reportFindings(result)
        return output == nil ? printed : written.map { $0 + "\n" }.joined()
    }

    /// Updates (or creates) the String Catalog of each table at `--output`.
    private func writeCatalogs(_ result: ScanResult) throws -> String {
        guard let output else { return "" }
        let targets: [(table: String, path: String)]
        if output.hasSuffix(".xcstrings") {
            let table = String((output as NSString).lastPathComponent.dropLast(".xcstrings".count))
            targets = [(table, output)]
        } else {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            targets = CatalogExport.tables(result.strings).map { ($0, output + "/" + $0 + ".xcstrings") }
        }
        var lines: [String] = []
        for target in targets {
            let existing = FileManager.default.fileExists(atPath: target.path)
                ? try XCStringsFile.read(contentsOf: target.path) : nil
            let updated = CatalogExport.updatedCatalog(existing, with: result.strings, table: target.table,
                                                       sourceLanguage: sourceLanguage)
            try AtomicFileWriter.write(updated.encoded(), to: target.path)
            let before = Set(existing?.strings.map(\.key) ?? [])
            let added = updated.strings.filter { !before.contains($0.key) }.count
            let stale = updated.strings.filter { $0.extractionState == "stale" }.count
            lines.append("\(target.path): \(updated.strings.count) keys, \(added) new, \(stale) stale\n")
        }
        reportFindings(result)
        return lines.joined()
    }

    /// Findings go to standard error when standard output carries a catalog.
    private func reportFindings(_ result: ScanResult) {
        let findings = ScanReport.text(ScanResult(strings: [], findings: result.findings, fileCount: result.fileCount,
                                                  lineCount: result.lineCount))
        guard !result.findings.isEmpty else { return }
        FileHandle.standardError.write(Data(findings.split(separator: "\n").dropLast().map { $0 + "\n" }.joined().utf8))
    }
}

/// The renderings `l10n extract --format` offers.
enum ExtractFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, strings, xcstrings
}

/// The `--fail-on` level of `l10n extract`.
enum ExtractFailLevel: String, ExpressibleByArgument, CaseIterable {
    case error, warning, note, never

    /// Whether any of `severities` is at or above this level.
    func isReached(by severities: [Severity]) -> Bool {
        guard let threshold = Severity(rawValue: rawValue) else { return false }
        return severities.contains { $0 >= threshold }
    }
}
