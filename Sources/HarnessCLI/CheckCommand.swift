import ArgumentParser
import Configuration
import Diagnostics
import Foundation
import Harness
import L10n
import ToolSupport

/// `check`: every screen of the app through every locale, Dynamic Type size, device and color
/// scheme, with the findings folded and reported the way CI and people read them.
public struct CheckCommand<App: HarnessMain>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        let name = App.commandName
        return CommandConfiguration(
            commandName: "check",
            abstract: "Run every screen through every locale, text size, device and color scheme, and report what breaks.",
            discussion: """
                The matrix: every screen and state × every locale of the catalogs plus the \
                pseudo-locales en-XA (accented, longer, bracketed), ar-XB (mirrored, right to left) and \
                en-XL (double length) × the 12 Dynamic Type sizes × iPhone SE (3rd generation), iPhone 16 \
                and iPhone 16 Pro Max × light and dark. Each axis can be narrowed; the devices also by \
                `check: { devices: [...] }` in .l10nlint.yml (found upward from the catalogs, else from the \
                current folder, or --config); --shard splits it for parallel CI jobs and --merge joins \
                their JSON reports. A finding is reported once per screen, element and rule, with the \
                part of the matrix it occurs in and its smallest failing render.
                Exit status: 0 when nothing at or above --fail-on was found (and no snapshot changed), \
                1 when something was, 2 for usage and I/O errors.

                Examples:
                  \(name) check
                  \(name) check --screens detail --sizes AX1...AX5
                  \(name) check --locales pl,ar --devices all --format junit > check.xml
                  \(name) check --shard 1/2 --format json > shard1.json
                  \(name) check --merge shard1.json shard2.json --format sarif
                  \(name) check --report report        # then open report/index.html
                  \(name) check --screens home --snapshots Snapshots --record
                  \(name) check --explain text-clipped
                """ + App.moreOptionsHelp
        )
    }

    @OptionGroup public var app: ScreenOptions<App>

    @Option(help: "Screens to run: ids, or screen/state for one state (comma separated, repeatable).")
    public var screens: [String] = []

    @OptionGroup public var axes: MatrixOptions

    @Option(help: "The configuration file whose `check.devices` to use instead of the .l10nlint.yml found upward from the catalogs.")
    public var config: String?

    @Option(help: "Run one part of the matrix, I of N (2/4), for parallel CI jobs.")
    public var shard: String?

    @Option(help: "How many threads lay out renders and write the report (default: one per core).")
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Output format: text, json, junit, sarif, github, or markdown (a pull-request comment).")
    public var format: ReportFormat = .text

    @Option(help: "Exit with status 1 when a finding at or above this severity exists.")
    public var failOn: FailThreshold = .error

    @Option(help: "A rule not to run (repeatable); see --list-rules.")
    public var disable: [String] = []

    @Option(help: "Write an HTML report with the renders to this folder.")
    public var report: String?

    @Option(help: "Compare each render's tree with the snapshots in this folder.")
    public var snapshots: String?

    @Flag(help: "Write the snapshots instead of comparing them (with --snapshots).")
    public var record = false

    @Option(parsing: .upToNextOption, help: "Join the JSON reports of a sharded run instead of running the matrix.")
    public var merge: [String] = []

    @Option(help: "Explain a rule: what it finds, why it matters, what to do.")
    public var explain: String?

    @Flag(help: "List the rules with their default severity.")
    public var listRules = false

    public init() {}

    public func validate() throws {
        let ids = Self.rules.map { $0.id }
        for id in disable where !ids.contains(id) {
            throw ValidationError("unknown rule '\(id)'; see `\(App.commandName) check --list-rules`")
        }
        if let explain, !ids.contains(explain), !SnapshotRules.all.contains(where: { $0.id == explain }) {
            throw ValidationError("unknown rule '\(explain)'; see `\(App.commandName) check --list-rules`")
        }
        do { _ = try ScreenSource.chosenVariant(app.choice, of: App.self) } catch { throw ValidationError(error.message) }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if record && snapshots == nil { throw ValidationError("--record needs --snapshots DIR") }
        if !merge.isEmpty, report != nil || snapshots != nil || shard != nil {
            throw ValidationError("--merge joins finished reports; it cannot be combined with --report, --snapshots or --shard")
        }
    }

    public func run() throws {
        let outcome = execute(progress: isatty(STDERR_FILENO) != 0 ? ProgressBar() : nil)
        ReportOutput.write(outcome.output)
        if !outcome.message.isEmpty { FileHandle.standardError.write(Data((App.commandName + ": " + outcome.message + "\n").utf8)) }
        if outcome.status != 0 { throw ExitCode(outcome.status) }
    }

    /// What the command prints and its exit status, without printing or exiting (for tests).
    public func execute() -> CommandOutcome { execute(progress: nil) }

    /// What the command prints and its exit status, with the progress drawn on `progress`.
    package func execute(progress: ProgressBar?) -> CommandOutcome {
        if let explain, let text = ScreenRules.explanation(of: explain, in: Self.rules) { return CommandOutcome(output: text) }
        if let explain, let rule = SnapshotRules.all.first(where: { $0.id == explain }) {
            return CommandOutcome(output: RuleDocumentation.explanation(of: rule))
        }
        if listRules { return CommandOutcome(output: ScreenRules.list(Self.rules)) }
        do {
            if let id = ScreenRules.duplicateID(in: Self.rules) {
                throw CommandFailure(message: "two screen rules have the id '\(id)'; give each of the app's rules an id of its own", code: 2)
            }
            var notes: [String] = []
            var disabled = Set(disable)
            let result = try merge.isEmpty
                ? runMatrix(progress: progress, notes: &notes, disabled: &disabled)
                : mergeReports().with(rules: Self.rules.map { $0.descriptor })
            return CommandOutcome(output: render(result, disabled: disabled), message: notes.joined(separator: "\n\(App.commandName): "),
                                status: result.isFailed(at: failOn) ? 1 : 0)
        } catch let failure as CommandFailure {
            return CommandOutcome(message: failure.message, status: failure.code)
        } catch {
            return CommandOutcome(message: "\(error)", status: 2)
        }
    }

    /// The harness's rules, then the app's own.
    static var rules: [any ScreenRule] { ScreenRules.all + App.rules }

    /// Runs the matrix and writes the HTML report and snapshots when asked; `notes` gets where
    /// the report was written, `disabled` the rules the configuration file turns off or on.
    private func runMatrix(progress: ProgressBar?, notes: inout [String], disabled: inout Set<String>) throws -> CheckReport {
        let source = try app.source()
        let catalogSet: CatalogSet
        do { catalogSet = try CatalogSet.load(from: source.catalogs) } catch { throw CommandFailure(message: error.description, code: 2) }
        try catalogSet.requireEverythingRead(commandName: App.commandName)
        notes.append(contentsOf: catalogSet.leftOutWarnings)
        var checker = ScreenChecker(screens: source.registry.screens, catalogs: catalogSet, title: source.reportTitle, rules: App.rules)
        var selection = axes.selection(screens: screens)
        let configuration = try configuration(catalogFolder: source.catalogs)
        let written = configuration.flatMap { apply(devicesOf: $0, to: &selection) }
        let settings = configuration?.checkRules ?? RuleSettings()
        let ids = Self.rules.map { $0.id }
        do { try settings.check(known: Set(ids), hint: "known: " + ids.joined(separator: ", ")) } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        disabled = settings.disabled(adding: disabled)
        checker.disabledRules = disabled
        checker.severities = settings.severities
        checker.probe = App.probe
        checker.codeLiterals = App.codeLiterals
        let matrix: CheckMatrix
        do {
            matrix = try checker.matrix(selection)
        } catch {
            if case .unknownDevice = error, let written { throw CommandFailure(message: "\(written): \(error)", code: 2) }
            throw error
        }
        let part = try shard.map { text throws(MatrixError) in try Shard(parsing: text) }
        var observers: [any RenderObserver] = []
        let store = try snapshots.map { directory throws(SnapshotError) in
            try SnapshotStore(directory: directory, record: record, variant: source.namedVariant)
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
        if let gallery, let report {
            try gallery.finish(result) { cell in try? checker.render(cell) }
            notes.append("wrote the HTML report to \(report)/index.html")
        }
        return result
    }

    /// The configuration file named, else found upward from the catalogs, else from the current
    /// folder; nil when there is none.
    private func configuration(catalogFolder: String) throws -> ProjectConfiguration? {
        guard let path = config ?? ProjectConfiguration.find(from: catalogFolder)
                ?? ProjectConfiguration.find(from: FileManager.default.currentDirectoryPath) else { return nil }
        do { return try ProjectConfiguration.load(path: path) } catch { throw CommandFailure(message: error.description, code: 2) }
    }

    /// Without devices on the command line, those of `configuration` go into `selection`;
    /// returns where they are written.
    private func apply(devicesOf configuration: ProjectConfiguration, to selection: inout MatrixSelection) -> String? {
        guard axes.devices.isEmpty else { return nil }
        selection.devices = configuration.checkDevices
        return configuration.checkDevicesLocation
    }

    /// Reads the shards' JSON reports and joins them.
    private func mergeReports() throws -> CheckReport {
        var reports: [(file: String, report: CheckReport)] = []
        for file in merge {
            let bytes: [UInt8]
            do { bytes = try CatalogFileReader.read(file) } catch { throw CommandFailure(message: error.description, code: 2) }
            reports.append((file, try CheckJSONReport.read(Data(bytes), file: file)))
        }
        return try ReportMerge.mergeShards(reports)
    }

    /// The report in the chosen format, written by the project's reporters; `disabled` rules
    /// did not run.
    private func render(_ result: CheckReport, disabled: Set<String>) -> String {
        let colour = format == .text && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        var context = result.reportContext(toolVersion: ToolVersion.current,
                                           workingDirectory: FileManager.default.currentDirectoryPath, colour: colour, jobs: jobs,
                                           rules: result.rules.map(\.id).filter { !disabled.contains($0) })
        context.linkBase = ReportContext.gitHubLinkBase(environment: ProcessInfo.processInfo.environment)
        return format.reporter.report(result.diagnostics, context: context)
    }
}

extension FailThreshold: ExpressibleByArgument {}

/// The report formats are the values of `--format` for `check` and `lint`.
extension ReportFormat: ExpressibleByArgument {}
