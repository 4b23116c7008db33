#if os(Linux)
import Foundation
import Harness
import HarnessCLI
import SwiftUI
import Synchronization

/// The harness over every preview linked into the running program: `check`, `render` and
/// `screens` with the previews as screens and no registration code. `swift package l10n check
/// --target AppViews` links a target's code with this program's and runs it; any executable can
/// run the same in one line, `await PreviewHarness.main()`.
///
/// Each preview is first run once in a process of its own (`PreviewProbe`), so one that traps is
/// reported as `screen-failed` with its message while the others are checked. The folders named
/// by `L10N_PREVIEW_SOURCES` (separated by `:`) are read to place `PreviewProvider`s at their
/// declarations.
public struct PreviewHarness: HarnessMain {
    /// The environment variable naming the folders of the previews' sources.
    public static let sourcesVariable = "L10N_PREVIEW_SOURCES"
    /// The environment variable naming the file the previews' standard output goes to.
    public static let outputVariable = "L10N_PREVIEW_OUTPUT"

    /// The name messages and usage give the program: `L10N_COMMAND_NAME` when the l10n tool runs
    /// it for `--app` ("l10n"), else the executable's name.
    public static var commandName: String {
        ProcessInfo.processInfo.environment["L10N_COMMAND_NAME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "l10n-previews").lastPathComponent
    }

    /// The previews, as screens.
    public static var screens: [ScreenPreview] { Gathered.screens }

    /// The modules the previews are written in ("AppViews"), or "previews" when there are none.
    public static var title: String {
        let modules = Set(Previews.all.compactMap { $0.fileID.split(separator: "/").first.map(String.init) })
        return modules.isEmpty ? "previews" : modules.sorted().joined(separator: ", ")
    }

    /// Runs the command line over the previews, or, in a probe's child process, the probe.
    @MainActor
    public static func main() async {
        let rewritten = RewrittenSources.fromEnvironment()
        let records = rewritten.map { mapping in Previews.all.map(mapping.original) } ?? Previews.all
        if let start = PreviewProbe.startInThisProcess { await PreviewProbe.runChild(records, from: start) }
        // Asking for help or a rule's explanation needs no screens, so no preview is run for it.
        let needsScreens = !CommandLine.arguments.dropFirst().contains { ["--help", "-h", "--version", "--list-rules", "--explain"].contains($0) }
        if needsScreens {
            // What the previews print goes to a file, never into the report (`l10n check --app`).
            if let path = ProcessInfo.processInfo.environment[outputVariable], !path.isEmpty {
                ReportOutput.divertStandardOutput(to: path)
            }
            let failures = records.isEmpty ? [:] : PreviewProbe.failures(count: records.count, executable: Self.executablePath)
            // The previews' modifiers make their shared contexts here only for previews the probe
            // ran through: one whose context stops the process is screen-failed, not this process.
            await PreviewModifiers.prepare(records.indices.filter { failures[$0] == nil }.map { records[$0] })
            let folders = ProcessInfo.processInfo.environment[sourcesVariable].map { $0.split(separator: ":").map(String.init) } ?? []
            let providers = ProviderLocations(folders: folders)
            warnOfUnlinked(providers.unlinked(records))
            let app = AppLiterals.read(inFolders: folders)
            let platformOnly = rewritten.map(PlatformOnlyViews.read)
            let screens = PreviewScreenList.screens(records, failures: failures, providers: providers, appSampleData: app.sampleData,
                                                    platformOnly: platformOnly)
            Gathered.set(screens)
            Gathered.setLiterals(app.literals)
            Gathered.setProbe(PreviewLocaleProbe(ids: screens.map(\.id), failed: Set(failures.keys), executable: Self.executablePath))
        }
        await CommandRunner.run(HarnessCommand<Self>.self, name: commandName)
    }

    /// Tries each preview in the run's locales in processes of their own, so that one that traps
    /// in one locale only is `screen-failed` there and checked in the others.
    public static var probe: (any LocaleProbe)? { Gathered.probe }

    /// The string literals of the previews' targets outside the previews, read from the folders
    /// `L10N_PREVIEW_SOURCES` names.
    public static var codeLiterals: Set<String> { Gathered.literals }

    /// Says on standard error which declared providers are not screens, and why that may be.
    private static func warnOfUnlinked(_ missing: [(type: String, file: String, line: Int)]) {
        for provider in missing {
            let message = "\(provider.file):\(provider.line): warning: \(provider.type) is a PreviewProvider this program does not hold, "
                + "so it is not checked: an optimized build leaves out an internal type nothing refers to unless its target is "
                + "compiled with -enable-testing (as debug builds are), and an #if may leave it out\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
    }

    /// This executable, to run again as a probe.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The screens gathered before the command runs (the previews are built on the main actor).
    private enum Gathered {
        private static let storage = Mutex<[ScreenPreview]>([])
        private static let probeStorage = Mutex<PreviewLocaleProbe?>(nil)

        static var screens: [ScreenPreview] { storage.withLock { $0 } }

        static var probe: PreviewLocaleProbe? { probeStorage.withLock { $0 } }

        static func set(_ screens: [ScreenPreview]) { storage.withLock { $0 = screens } }

        static func setProbe(_ probe: PreviewLocaleProbe) { probeStorage.withLock { $0 = probe } }

        private static let literalStorage = Mutex<Set<String>>([])

        static var literals: Set<String> { literalStorage.withLock { $0 } }

        static func setLiterals(_ literals: Set<String>) { literalStorage.withLock { $0 = literals } }
    }
}
#endif
