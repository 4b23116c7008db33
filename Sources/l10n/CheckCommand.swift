import ArgumentParser
import CatalogLint
import Diagnostics
import DoIt
import Foundation
import Harness
import L10n

/// `l10n check`: every Do It screen through every locale, Dynamic Type size, device and color
/// scheme, with the findings folded and reported the way CI and people read them.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every screen through every locale, text size, device and color scheme, and report what breaks.",
        discussion: """
            The matrix: every Do It screen and state × every locale of the catalogs plus the \
            pseudo-locales en-XA (accented, longer, bracketed), ar-XB (mirrored, right to left) and \
            en-XL (double length) × the 12 Dynamic Type sizes × iPhone SE (3rd generation), iPhone 16 \
            and iPhone 16 Pro Max × light and dark. Each axis can be narrowed; the devices also by \
            `check: { devices: [...] }` in .l10nlint.yml (found upward from the catalogs, or --config); --shard splits it for parallel CI jobs and --merge joins \
            their JSON reports. A finding is reported once per screen, element and rule, with the \
            part of the matrix it occurs in and its smallest failing render.
            Exit status: 0 when nothing at or above --fail-on was found (and no snapshot changed), \
            1 when something was, 2 for usage and I/O errors.

            Examples:
              l10n check
              l10n check --variant as-written --screens detail --sizes AX1...AX5
              l10n check --locales pl,ar --devices all --format junit > check.xml
              l10n check --shard 1/2 --format json > shard1.json
              l10n check --merge shard1.json shard2.json --format sarif
              l10n check --report report        # then open report/index.html
              l10n check --screens home --snapshots Snapshots --record
              l10n check --explain text-clipped
            """
    )

    @Option(help: "fixed (the app done right) or as-written (the book's bugs kept).")
    var variant = "fixed"

    @Option(help: "The folder of catalogs (default: Localizations of the package).")
    var catalogs: String?

    @Option(help: "Screens to run: ids, or screen/state for one state (comma separated, repeatable).")
    var screens: [String] = []

    @Option(help: "Locales to run, real or pseudo (en-XA, ar-XB, en-XL); default: the catalogs' and the pseudo-locales.")
    var locales: [String] = []

    @Option(help: "Dynamic Type sizes: names (xSmall S M L xL xxL xxxL AX1 … AX5) or ranges (AX1...AX5).")
    var sizes: [String] = []

    @Option(help: "Devices by name or slug (iphone-se, iphone-16, iphone-16-pro-max, ipad, iphone-11), current or all; default: the configuration's, or iPhone SE (3rd generation), iPhone 16 and iPhone 16 Pro Max.")
    var devices: [String] = []

    @Option(help: "The configuration file whose `check.devices` to use instead of the .l10nlint.yml found upward from the catalogs.")
    var config: String?

    @Option(help: "Color schemes: light, dark.")
    var schemes: [String] = []

    @Option(help: "Run one part of the matrix, I of N (2/4), for parallel CI jobs.")
    var shard: String?

    @Option(help: "How many threads lay out renders and write the report (default: one per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Output format: text, json, junit, sarif or github.")
    var format: CheckFormat = .text

    @Option(help: "Exit with status 1 when a finding at or above this severity exists: error, warning or never.")
    var failOn: FailThreshold = .error

    @Option(help: "A rule not to run (repeatable); see --list-rules.")
    var disable: [String] = []

    @Option(help: "Write an HTML report with the renders to this folder.")
    var report: String?

    @Option(help: "Compare each render's tree with the snapshots in this folder.")
    var snapshots: String?

    @Flag(help: "Write the snapshots instead of comparing them (with --snapshots).")
    var record = false

    @Option(parsing: .upToNextOption, help: "Join the JSON reports of a sharded run instead of running the matrix.")
    var merge: [String] = []

    @Option(help: "Explain a rule: what it finds, why it matters, what to do.")
    var explain: String?

    @Flag(help: "List the rules with their default severity.")
    var listRules = false

    func validate() throws {
        for id in disable + [explain].compactMap({ $0 }) where !ScreenRules.ids.contains(id) {
            throw ValidationError("unknown rule '\(id)'; see `l10n check --list-rules`")
        }
        if AppVariant(rawValue: variant) == nil {
            throw ValidationError("unknown variant '\(variant)'; variants: " + AppVariant.allCases.map(\.rawValue).joined(separator: ", "))
        }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if record && snapshots == nil { throw ValidationError("--record needs --snapshots DIR") }
        if !merge.isEmpty, report != nil || snapshots != nil || shard != nil {
            throw ValidationError("--merge joins finished reports; it cannot be combined with --report, --snapshots or --shard")
        }
    }

    func run() throws {
        let outcome = execute(progress: isatty(STDERR_FILENO) != 0 ? ProgressBar() : nil)
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        if !outcome.message.isEmpty { FileHandle.standardError.write(Data(("l10n: " + outcome.message + "\n").utf8)) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// What the command prints and its exit status, without printing or exiting (for tests).
    func execute(progress: ProgressBar? = nil) -> CheckOutcome {
        if let explain, let text = ScreenRules.explanation(of: explain) { return CheckOutcome(output: text) }
        if listRules { return CheckOutcome(output: ScreenRules.list) }
        do {
            let result = try merge.isEmpty ? runMatrix(progress: progress) : mergeReports()
            return CheckOutcome(output: render(result), status: result.isFailed(at: failOn) ? 1 : 0)
        } catch {
            return CheckOutcome(message: "\(error)", status: 2)
        }
    }

    /// Runs the matrix and writes the HTML report and snapshots when asked.
    private func runMatrix(progress: ProgressBar?) throws -> CheckReport {
        guard let folder = catalogs ?? CatalogFolder.locate() else {
            throw CheckFailure("no Localizations folder found here or above; name one with --catalogs DIR")
        }
        let catalogSet: CatalogSet
        do { catalogSet = try CatalogSet.load(from: folder) } catch { throw CheckFailure(error.description) }
        let appVariant = AppVariant(rawValue: variant) ?? .fixed
        var checker = ScreenChecker(screens: ScreenPreview.doIt(appVariant), catalogs: catalogSet, title: "Do It (\(appVariant))")
        checker.disabledRules = Set(disable)
        let (deviceNames, written) = try chosenDevices(catalogFolder: folder)
        let selection = MatrixSelection(screens: screens, locales: locales, sizes: sizes, devices: deviceNames, schemes: schemes)
        let matrix: CheckMatrix
        do {
            matrix = try checker.matrix(selection)
        } catch {
            if case .unknownDevice = error, let written { throw CheckFailure("\(written): \(error)") }
            throw error
        }
        let part = try shard.map { text throws(MatrixError) in try Shard(parsing: text) }
        var observers: [any RenderObserver] = []
        let store = try snapshots.map { directory throws(SnapshotError) in
            try SnapshotStore(directory: directory, record: record, variant: appVariant == .fixed ? nil : appVariant.rawValue)
        }
        if let store { observers.append(store) }
        let gallery = try report.map { directory throws(ReportFileError) in
            try HTMLGallery(directory: directory, device: matrix.devices.first, scheme: matrix.schemes.first)
        }
        if let gallery { observers.append(gallery) }
        var result = checker.run(matrix, shard: part, jobs: jobs, observer: observers.isEmpty ? nil : ObserverGroup(observers),
                                 progress: progress?.callback)
        progress?.finish()
        if let store { result.snapshots = try store.summary() }
        try gallery?.finish(result) { cell in try? checker.render(cell) }
        return result
    }

    /// The devices of the command line, else those of the configuration file with where they are
    /// written, else none (the default devices).
    private func chosenDevices(catalogFolder: String) throws -> (names: [String], location: String?) {
        guard devices.isEmpty, let path = config ?? LintConfiguration.find(from: catalogFolder) else { return (devices, nil) }
        do {
            let configuration = try LintConfiguration.load(path: path)
            return (configuration.checkDevices, configuration.checkDevicesLocation)
        } catch {
            throw CheckFailure(error.description)
        }
    }

    /// Reads the shards' JSON reports and joins them.
    private func mergeReports() throws -> CheckReport {
        var reports: [CheckReport] = []
        for file in merge {
            guard let data = FileManager.default.contents(atPath: file) else { throw CheckFailure("cannot read '\(file)'") }
            reports.append(try CheckJSONReport.read(data, file: file))
        }
        return ReportMerge.merge(reports)
    }

    /// The report in the chosen format.
    private func render(_ result: CheckReport) -> String {
        let directory = FileManager.default.currentDirectoryPath
        switch format {
        case .text:
            let colour = isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            return CheckTextReport(colour: colour).render(result)
        case .json: return CheckJSONReport.render(result)
        case .junit: return CheckJUnitReport.render(result, rules: ScreenRules.ids.filter { !disable.contains($0) })
        case .sarif, .github:
            var context = CheckDiagnostics.context(toolVersion: L10nCommand.configuration.version, workingDirectory: directory)
            context.jobs = jobs
            let reporter: any Reporter = format == .sarif ? SARIFReporter() : GitHubReporter()
            return reporter.report(CheckDiagnostics.diagnostics(for: result), context: context)
        }
    }
}

/// The output formats of `l10n check`.
enum CheckFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, junit, sarif, github
}

/// What `l10n check` prints to standard output and standard error, and its exit status.
struct CheckOutcome: Equatable {
    /// The report (standard output).
    var output = ""
    /// A message for standard error (without the `l10n: ` prefix), empty when there is none.
    var message = ""
    /// 0 clean, 1 findings at or above `--fail-on` or changed snapshots, 2 usage or I/O error.
    var status: Int32 = 0
}

/// A problem that stops `l10n check` before it reports (exit status 2).
struct CheckFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
