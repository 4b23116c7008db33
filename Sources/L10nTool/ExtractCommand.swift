import ArgumentParser
import Catalogs
import Diagnostics
import Foundation
import HarnessCLI
import SourceScan
import ToolSupport

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
            file replaced atomically. Existing .strings files are merged: their keys, values and \
            comments are kept, new keys added, and keys no longer in the code listed (and kept).

            Nothing a translator wrote is lost: keys no longer in the code are marked stale only \
            when the scan saw every source that feeds the catalog (its table, the catalog's file \
            name, is one the sources use, and every file parsed); the keys newly marked stale are \
            listed. A catalog that holds a key twice is not updated (exit 2, both positions named). \
            The tables are written all together or, on any failure, not at all. --dry-run shows the \
            change as a unified diff and writes nothing.

            Examples:
              l10n extract Sources/DoIt
              l10n extract Sources --format json > strings.json
              l10n extract Sources --format strings --output Localizations/en.lproj
              l10n extract Sources --format xcstrings --output App/Localizable.xcstrings
              l10n extract Sources --format xcstrings --output App/Localizable.xcstrings --dry-run
              l10n extract --package . --format xcstrings
              l10n extract App --fail-on warning
              l10n extract App --jobs 1
              l10n extract Sources --types-from .build/checkouts
              l10n extract --explain unknown-argument-type
            """
    )

    @Argument(help: "Swift files or folders to scan (folders are searched recursively; .build is skipped).")
    var paths: [String] = []

    @Option(help: "A Swift package folder (or a file holding its `swift package describe --type json`) instead of paths: every target's sources are scanned (as SwiftPM lists them), and --format xcstrings updates each target's String Catalogs from that target's own sources.")
    var package: String?

    @Option(help: "Output format: text, json, strings or xcstrings.")
    var format: ExtractFormat = .text

    @Option(name: .shortAndLong, help: "Where strings and xcstrings go: a folder (one file per table) or, for xcstrings, one .xcstrings file.")
    var output: String?

    @Option(help: "The development language of a String Catalog created from scratch.")
    var sourceLanguage = "en"

    @Option(help: "Exit with status 1 when a finding at or above this severity exists.")
    var failOn: FailThreshold = .error

    @Flag(help: "Show what --format strings or xcstrings would change in --output, as a unified diff, without writing.")
    var dryRun = false

    @Option(name: .customLong("types-from"), parsing: .singleValue,
            help: "Swift sources read only for their declarations (e.g. .build/checkouts): a package's views that take a LocalizedStringKey make their literals keys.")
    var typesFrom: [String] = []

    @Option(help: "How many files to scan at once (default: one per core; 1 on a CI runner shared with other jobs).")
    var jobs: Int?

    @Option(help: "Explain a rule: what it finds, why it matters, and examples.")
    var explain: String?

    @Flag(help: "List the rules with their default severity.")
    var listRules = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let explain, !SourceRules.scanner.contains(where: { $0.id == explain }) {
            throw ValidationError("unknown rule '\(explain)'; see `l10n extract --list-rules`")
        }
        if explain != nil || listRules { return }
        if paths.isEmpty && package == nil { throw ValidationError("give Swift files or folders to scan, or --package") }
        if package != nil && !paths.isEmpty { throw ValidationError("--package scans the package's targets: give no paths with it") }
        if format == .xcstrings && output == nil && package == nil {
            throw ValidationError("--format xcstrings needs --output: a .xcstrings file or a folder")
        }
        if format == .xcstrings && output != nil && package != nil {
            throw ValidationError("with --package, --format xcstrings updates each target's own String Catalogs: give no --output")
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
    /// the files are scanned. `beforeWrite` runs after the catalogs are read and their updates
    /// made, just before they are written (what another program might do in between).
    func render(progress: ProgressBar? = nil, beforeWrite: (() -> Void)? = nil) throws -> (output: String, failed: Bool) {
        if let explain, let rule = SourceRules.scanner.first(where: { $0.id == explain }) {
            return (RuleDocumentation.explanation(of: rule), false)
        }
        if listRules { return (RuleDocumentation.list(SourceRules.scanner.map(\.descriptor)), false) }
        var targets: PackageTargets?
        if let package {
            do {
                targets = try PackageTargets.load(package)
            } catch {
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        let result: ScanResult
        do {
            defer { progress?.finish() }
            result = try (jobs.map(SourceScanner.init(jobs:)) ?? SourceScanner())
                .scan(paths: targets.map { $0.targets.flatMap(\.sources) } ?? paths, typesFrom: typesFrom,
                      progress: progress?.callback)
        } catch {
            throw ValidationError(error.description)
        }
        // A file that could not be read leaves the scan incomplete: nothing is printed or written
        // (an updated catalog would mark its keys stale), whatever --fail-on says.
        if !result.unreadable.isEmpty {
            throw CommandFailure(message: result.unreadable.map(\.description).joined(separator: "\nl10n: "), code: 2)
        }
        let failed = failOn.isReached(by: result.findings.map(\.severity))
        switch format {
        case .text: return (ScanReport.text(result), failed)
        case .json: return (try ScanReport.json(result), failed)
        case .strings: return (try writeStrings(result, beforeWrite: beforeWrite), failed)
        case .xcstrings:
            if let targets, output == nil { return (try writeCatalogs(result, of: targets, beforeWrite: beforeWrite), failed) }
            return (try writeCatalogs(result, beforeWrite: beforeWrite), failed)
        }
    }

    /// Development-language `.strings` tables: merged into the files in `--output`, or returned
    /// for printing.
    private func writeStrings(_ result: ScanResult, beforeWrite: (() -> Void)?) throws -> String {
        guard let output else {
            let tables = CatalogExport.tables(result.strings)
            var printed = ""
            for table in tables {
                if tables.count > 1 { printed += "// \(table).strings\n" }
                printed += String(decoding: StringsWriter().encode(CatalogExport.stringsEntries(result.strings, table: table)),
                                  as: UTF8.self)
                if tables.count > 1 { printed += "\n" }
            }
            reportFindings(result)
            return printed
        }
        return try update(result, locking: [output + "/"], beforeWrite: beforeWrite) {
            try CatalogUpdatePlanner.strings(result, output: output)
        }
    }

    /// Updates (or creates) the String Catalog of each table at `--output`.
    private func writeCatalogs(_ result: ScanResult, beforeWrite: (() -> Void)?) throws -> String {
        guard let output else { return "" }
        return try update(result, locking: [output.hasSuffix(".xcstrings") ? output : output + "/"], beforeWrite: beforeWrite) {
            try CatalogUpdatePlanner.xcstrings(result, output: output, sourceLanguage: sourceLanguage) { table in
                StaleMarking.verdict(table: table, result: result)
            }
        }
    }

    /// Updates each target's String Catalogs from that target's own sources (`--package`).
    private func writeCatalogs(_ result: ScanResult, of package: PackageTargets, beforeWrite: (() -> Void)?) throws -> String {
        var notes = ""
        let written = try update(result, locking: package.targets.flatMap(\.catalogs), beforeWrite: beforeWrite) {
            notes = ""
            var updates: [CatalogUpdate] = []
            for target in package.targets {
                let own = result.restricted(to: Set(target.sources))
                let tables = Set(target.catalogs.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".xcstrings", with: "") })
                for table in CatalogExport.tables(own.strings) where !tables.contains(table) {
                    let count = Set(own.strings.filter { $0.table == table }.map(\.key)).count
                    notes += "note: target \(target.name) looks up \(count) keys in the \(table) table, which has no String Catalog among its resources; nothing was written for it\n"
                }
                updates += try CatalogUpdatePlanner.xcstrings(own, catalogs: target.catalogs, sourceLanguage: sourceLanguage) { table in
                    StaleMarking.verdict(table: table, result: own)
                }
            }
            return updates
        }
        return written + notes
    }

    /// Works out the updates (`plan` reads the catalogs) and writes them, or with `--dry-run`
    /// shows them. The folders of the files in `locking` (a path ending in `/` is a folder) are
    /// locked from the read to the rename, so two runs take turns; a catalog another program
    /// changed between the two is read again and the update made anew from what it holds now (at
    /// most three times, then exit 2 naming the file), so no update loses what was written.
    private func update(_ result: ScanResult, locking: [String], beforeWrite: (() -> Void)?,
                        plan: () throws -> [CatalogUpdate]) throws -> String {
        try requireUsableOutput()
        if dryRun { return try apply(planned(plan), result: result) }
        var lock: FolderLock
        do {
            lock = try FolderLock(forFilesAt: locking.map { $0.hasSuffix("/") ? $0 + "." : $0 })
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        defer { lock.release() }
        var notes = ""
        for attempt in 1...3 {
            let updates = try planned(plan)
            beforeWrite?()
            do {
                return try apply(updates, result: result) + notes
            } catch let error as CatalogError {
                guard case .changedSinceRead(let change) = error.problem, attempt < 3 else {
                    throw CommandFailure(message: error.description, code: 2)
                }
                notes += "note: \(error.file) changed while it was being updated (\(change)); it was read again and "
                    + "the update made from what it holds now\n"
            }
        }
        return notes
    }

    /// Exit 2 when `--output` names something that is neither a folder nor a catalog file (a
    /// device such as `/dev/null`, a FIFO), before anything is read.
    private func requireUsableOutput() throws {
        guard let output, let kind = FileKind.of(output) else { return }
        let isFile = output.hasSuffix(".xcstrings") || output.hasSuffix(".strings")
        if kind == .directory && !isFile { return }
        if kind == .regularFile && isFile { return }
        let wanted = format == .strings ? "a folder (one .strings file per table)" : "a folder or a .xcstrings file"
        throw CommandFailure(message: "\(output): --output is \(kind.rawValue), not \(wanted); nothing was written", code: 2)
    }

    /// The updates `plan` works out; a catalog that cannot be updated without losing a
    /// translation, or that cannot be read, stops the command (exit 2) before any file is written.
    private func planned(_ plan: () throws -> [CatalogUpdate]) throws -> [CatalogUpdate] {
        do {
            return try plan()
        } catch let error as CatalogUpdateError {
            throw CommandFailure(message: error.description, code: 2)
        } catch let error as CatalogError {
            throw CommandFailure(message: error.description, code: 2)
        }
    }

    /// Writes every update at once (all tables or none), or with `--dry-run` shows them as a
    /// diff; returns what to print: per file its counts, the keys newly marked stale, and why
    /// stale marking was withheld.
    /// - Throws: `CatalogError` `changedSinceRead` when a catalog changed since it was read
    ///   (nothing is written); `CommandFailure` for any other failure to write.
    private func apply(_ updates: [CatalogUpdate], result: ScanResult) throws -> String {
        var lines = ""
        if dryRun {
            for update in updates {
                lines += UnifiedDiff.render(path: update.path, before: update.before.map { String(decoding: $0, as: UTF8.self) },
                                            after: String(decoding: update.after, as: UTF8.self))
            }
        } else {
            do throws(CatalogError) {
                for folder in Set(updates.map { ($0.path as NSString).deletingLastPathComponent }).sorted() where !folder.isEmpty {
                    try AtomicFileWriter.makeFolder(folder, followingLink: true)
                }
                let changed = updates.filter(\.changesFile)
                try FileSetWriter.write(changed.map { ($0.path, $0.after) }, expecting: changed.map { ($0.path, $0.before) })
            } catch {
                if case .changedSinceRead = error.problem { throw error }
                throw CommandFailure(message: error.description, code: 2)
            }
        }
        for update in updates { lines += summary(of: update) }
        reportFindings(result)
        return lines
    }

    /// `PATH: N keys, A new, S stale`, then the keys that changed state, one per line.
    private func summary(of update: CatalogUpdate) -> String {
        let wouldBe = dryRun ? " (dry run: nothing written)" : ""
        var text: String
        if update.path.hasSuffix(".strings") {
            text = "\(update.path): \(update.keyCount) keys, \(update.added.count) new\(wouldBe)\n"
            for key in update.unused { text += "  no longer in the code (kept): \(QuotedText.literal(key))\n" }
        } else {
            text = "\(update.path): \(update.keyCount) keys, \(update.added.count) new, \(update.staleCount) stale\(wouldBe)\n"
            for key in update.newlyStale { text += "  newly stale: \(QuotedText.literal(key))\n" }
            if let reason = update.staleWithheld {
                text += "  note: \(reason); \(update.unused.count) keys no scanned code uses were left as they were\n"
            }
        }
        return text
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
