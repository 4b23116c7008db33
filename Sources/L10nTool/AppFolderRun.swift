import AppFolder
import Foundation

/// `l10n check|render|screens --app DIR`: the app's folder built in a scratch package against
/// l10n's SwiftUI and Apple SDK stand-ins, then the preview harness run over its previews with
/// the command's other options. The app's files are read in place and never changed.
enum AppFolderRun {
    /// The options `--app` adds, read before the command line reaches the harness.
    struct Options: Equatable {
        var command: String
        var app: String
        var standIns: String?
        var stubMissingModules = false
        /// `--swift-version`; nil to take the Xcode project's, or 5.
        var languageMode: Int?
        var scratch: String?
        /// The harness's own arguments, `--app` and its companions removed.
        var rest: [String]
    }

    static let commands: Set<String> = ["check", "render", "screens"]

    /// The `--app` options in `arguments` (without the program name); nil when the command line
    /// does not ask for an app folder.
    static func options(_ arguments: [String]) throws(AppFolderError) -> Options? {
        guard let command = arguments.first, commands.contains(command) else { return nil }
        var options = Options(command: command, app: "", rest: [command])
        var found = false
        var index = 1
        func value(_ name: String) throws(AppFolderError) -> String {
            let argument = arguments[index]
            if argument.hasPrefix(name + "=") { index += 1; return String(argument.dropFirst(name.count + 1)) }
            guard index + 1 < arguments.count else { throw .io(path: name, reason: "needs a value") }
            index += 2
            return arguments[index - 1]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            switch name {
            case "--app": options.app = try value("--app"); found = true
            case "--stand-ins": options.standIns = try value("--stand-ins")
            case "--scratch": options.scratch = try value("--scratch")
            case "--swift-version", "--language-mode":
                let text = try value(name)
                guard let mode = Int(text), mode == 5 || mode == 6 else { throw .io(path: name, reason: "takes 5 or 6, not '\(text)'") }
                options.languageMode = mode
            case "--stub-missing-modules": options.stubMissingModules = true; index += 1
            default: options.rest.append(argument); index += 1
            }
        }
        return found ? options : nil
    }

    /// Whether the modules the app's files import hold AppKit or Cocoa and not UIKit: a Mac app, not a
    /// folder holding an iOS target beside a Mac one, which keeps the iPhone's matrix.
    static func isMacOnly(importing imported: Set<String>) -> Bool {
        !imported.isDisjoint(with: AppBuildPlan.macModules) && !imported.contains("UIKit")
    }

    /// What `check` runs a Mac app's previews on unless the command line says: macOS has no
    /// Dynamic Type sizes and no minimum touch target, and its windows are wider than an
    /// iPhone's, so the default text size on the iPad's screen, without the hit-target rule.
    static func macAppArguments(_ rest: [String]) -> [String] {
        guard rest.first == "check", !rest.contains(where: { $0 == "--merge" || $0.hasPrefix("--merge=") }) else { return [] }
        func given(_ names: String...) -> Bool {
            rest.contains { argument in names.contains { argument == $0 || argument.hasPrefix($0 + "=") } }
        }
        var added: [String] = []
        if !given("--sizes", "--size") { added += ["--sizes", "L"] }
        if !given("--devices", "--device") { added += ["--devices", "ipad"] }
        // No touch targets, and no Dynamic Type for a fixed size to ignore.
        added += ["--disable", "a11y-hit-target", "--disable", "fixed-font"]
        return added
    }

    /// Runs the command over the app when the command line names one; returns otherwise.
    static func runIfAsked() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let options: Options
        do {
            guard let parsed = try Self.options(arguments) else { return }
            options = parsed
        } catch {
            fail("\(error)")
        }
        do {
            exit(try run(options))
        } catch {
            fail("\(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("l10n: " + message + "\n").utf8))
        exit(2)
    }

    /// Builds and runs; the harness's exit status.
    static func run(_ options: Options) throws(AppFolderError) -> Int32 {
        let scan = try AppFolderScan.scan(options.app)
        guard !scan.swiftFiles.isEmpty else { throw .noSwiftFiles(folder: scan.root) }
        var rest = options.rest
        if !rest.contains(where: { $0 == "--catalogs" || $0.hasPrefix("--catalogs=") }) {
            guard !scan.catalogs.isEmpty else { throw .noCatalogs(folder: scan.root) }
            rest += ["--catalogs", scan.root]
        }
        let module = AppBuildPlan.moduleName(forFolder: scan.root)
        let standIns = try standInModules(options.standIns)
        let settings = XcodeSwiftSettings.of(scan)
        if let summary = settings.summary {
            let project = scan.projects.first.map { " (\($0.replacingOccurrences(of: "/project.pbxproj", with: "")))" } ?? ""
            note("the Xcode project's Swift settings\(project): \(summary)" + (options.languageMode.map { " (--swift-version \($0) given)" } ?? ""))
        }
        var plan = AppBuildPlan(scan: scan, appModule: module, standIns: standIns, standInsFolder: options.standIns,
                                languageMode: options.languageMode ?? settings.languageMode ?? 5, packageRoot: try PackageRootLocator.locate(),
                                scratch: options.scratch ?? defaultScratch(for: scan.root, module: module))
        plan.swiftSettings = settings
        var written = try ScratchPackage(plan: plan).write()
        for issue in written.modelIssues { note(issue.warning) }
        guard written.previews > 0 else { throw .noPreviews(folder: scan.root, files: scan.swiftFiles.count) }
        let imported = Set(written.facts.values.flatMap { $0.imports.map(\.module) })
        plan.isMacApp = !imported.isDisjoint(with: AppBuildPlan.macModules)
        plan.usesCoreData = imported.contains("CoreData")
        let macDefaults = isMacOnly(importing: imported) ? macAppArguments(rest) : []
        if !macDefaults.isEmpty {
            note("a Mac app (it imports AppKit): checked as \(macDefaults.joined(separator: " ")), as macOS has no Dynamic Type and no "
                 + "touch targets and its windows are wider than an iPhone's; --sizes and --devices choose others")
            rest += macDefaults
        }
        let missing = missingModules(written.facts, plan: plan)
        if !missing.isEmpty {
            // Apple's frameworks l10n has no stand-in of are built empty unasked; a third-party SDK needs its stand-in or the option.
            let apples = missing.keys.filter(AppleFrameworkNames.contains).sorted()
            let thirdParty = missing.filter { !AppleFrameworkNames.contains($0.key) }
            guard thirdParty.isEmpty || options.stubMissingModules else { throw .missingModules(thirdParty, standIns: options.standIns) }
            if !apples.isEmpty {
                note("Apple's \(apples.joined(separator: ", ")) \(apples.count == 1 ? "is" : "are") not among l10n's stand-ins: built empty, "
                     + "so what uses \(apples.count == 1 ? "its" : "their") API is left out and the previews reaching it are reported as screen-failed")
            }
            plan.stubModules = missing.keys.sorted()
            plan.appleStubModules = Set(apples)
            written = try ScratchPackage(plan: plan).write()
        }
        let terminal = isatty(STDERR_FILENO) != 0
        let products = L10nBuildProducts(packageRoot: plan.packageRoot)
        let lastBuild = plan.scratch + "/build/l10n-previews.built"
        let lastBuildDate = (try? FileManager.default.attributesOfItem(atPath: lastBuild))?[.modificationDate] as? Date
        if products.needsBuild(lastBuild: lastBuildDate) {
            note("building l10n's preview program in \(plan.packageRoot) (the first time takes minutes)")
            try products.build(showProgress: terminal)
            try? FileManager.default.createDirectory(atPath: plan.scratch + "/build", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: lastBuild, contents: Data())
        }
        // A second run over the unchanged app leaves out what the last one did, and builds nothing.
        let inputs = LeftOutMemory.inputs(of: plan, products: products)
        let recalled = LeftOutMemory.recalled(for: plan, inputs: inputs)
        if let recalled {
            plan.leftOut = recalled.leftOut
            plan.notBuilt = recalled.notBuilt
            written = try ScratchPackage(plan: plan).write()
        }
        let program = try buildLeavingOut(&plan, written: &written, products: products, terminal: terminal, standIns: options.standIns,
                                          recalled: recalled, inputs: inputs)
        return runProgram(program, arguments: rest, plan: plan)
    }

    /// The most rounds of building the app while leaving out what does not build (each round
    /// compiles the app again; an error in one declaration can only show once what it uses is
    /// left out).
    static let leaveOutRounds = 12
    /// The round from which a file that fails again is left out whole, so that the rounds end.
    static let wholeFileRound = 7

    /// Builds the app; where some of its code does not compile, builds it without the
    /// declarations that fail (`DeclarationLeaveOut`: a view's body drawn as saying why, another
    /// body stopping if run, a declaration left out) — or without the whole file when no
    /// declaration holds the error — and builds again, so the report covers every screen that
    /// builds. Throws the first build's errors when a stand-in fails, when nothing with a preview
    /// is left, or when the rounds run out.
    private static func buildLeavingOut(_ plan: inout AppBuildPlan, written: inout ScratchPackage.Written, products: L10nBuildProducts,
                                        terminal: Bool, standIns: String?, recalled: LeftOutMemory?,
                                        inputs: [String]) throws(AppFolderError) -> String {
        var firstFailure: (module: String, report: BuildErrorReport, log: String)?
        // Each round's errors, kept in the scratch folder for whoever wonders how the build went.
        var roundsLog = ""
        defer {
            try? FileManager.default.createDirectory(atPath: plan.scratch + "/build", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: plan.scratch + "/build/rounds.log", contents: Data(roundsLog.utf8))
        }
        rounds: for round in 0 ..< leaveOutRounds {
            let compiler = AppCompiler(plan: plan, products: products)
            switch try compiler.build(showProgress: terminal) {
            case .built(let built, let compiled):
                if !compiled.isEmpty {
                    note("compiled \(compiled.joined(separator: ", ")) (\(plan.scan.swiftFiles.count) Swift files, \(written.previews) previews) in \(plan.scratch)")
                }
                let leftOutAnything = !plan.leftOut.isEmpty || !plan.notBuilt.isEmpty
                if let firstFailure, leftOutAnything {
                    let report = leftOutReport(plan: plan, written: written, first: firstFailure.report, standIns: standIns)
                    FileHandle.standardError.write(Data(report.utf8))
                    LeftOutMemory(inputs: inputs, leftOut: plan.leftOut, notBuilt: plan.notBuilt, report: report).keep(for: plan)
                } else if let recalled, plan.leftOut == recalled.leftOut, plan.notBuilt == recalled.notBuilt {
                    FileHandle.standardError.write(Data(recalled.report.utf8))
                } else {
                    LeftOutMemory.forget(for: plan)
                }
                return built
            case .failed(let failed, let log):
                let report = BuildErrorReport(log: log, plan: plan, facts: written.facts)
                if firstFailure == nil { firstFailure = (failed, report, log) }
                roundsLog += "round \(round): \(report.text(standInsFolder: standIns))\n"
                    + (report.errorsByModule.isEmpty ? log.split(separator: "\n").filter { $0.lowercased().contains("error") }
                        .prefix(40).joined(separator: "\n") + "\n" : "")
                guard failed == plan.appModule else { break rounds }
                let removed = LeftOutChain(facts: written.facts.filter { plan.leftOut[$0.key] == nil })
                var failing = report.appErrorSites(plan: plan, round: round).filter { plan.leftOut[$0.key] == nil }
                for (file, sites) in failing { failing[file] = sites.map { removed.chained($0, in: file) } }
                guard !failing.isEmpty else { break rounds }
                for (file, sites) in failing {
                    let known = Set((plan.notBuilt[file] ?? []).map { [$0.line, $0.column] })
                    let new = sites.filter { !known.contains([$0.line, $0.column]) }
                    // A model's generated code, a file failing where it failed before, or late rounds: the whole file.
                    if !plan.scan.swiftFiles.contains(file) || new.isEmpty || round >= wholeFileRound {
                        plan.leftOut[file] = sites.first?.text ?? file
                    } else {
                        plan.notBuilt[file, default: []] += new
                    }
                }
                written = try ScratchPackage(plan: plan).write()
                if !written.leaveOutWhole.isEmpty {
                    plan.leftOut.merge(written.leaveOutWhole) { old, _ in old }
                }
                let kept = written.facts.filter { plan.leftOut[$0.key] == nil }.values.reduce(0) { $0 + $1.previews - $1.previewsLeftOut }
                guard kept > 0 else { break rounds }
            }
        }
        guard let firstFailure else { throw .io(path: plan.appModule, reason: "does not build") }
        throw buildFailure(firstFailure.module, report: firstFailure.report, log: firstFailure.log, plan: plan, standIns: standIns)
    }

    /// The error for a build that failed: its errors by module and what to do next.
    private static func buildFailure(_ failed: String, report: BuildErrorReport, log: String, plan: AppBuildPlan, standIns: String?) -> AppFolderError {
        if report.errorsByModule.isEmpty {
            let tail = log.split(separator: "\n").suffix(30).joined(separator: "\n")
            return .io(path: failed, reason: "does not build:\n\(tail)")
        }
        let fix = failed == plan.appModule
            ? "fix the errors above in the app's files, or declare what is missing in --stand-ins DIR, then run the same command again"
            : "the stand-in module \(failed) does not build: fix its files in \(standIns ?? "the stand-ins folder"), then run the same command again"
        return .io(path: failed, reason: report.text(standInsFolder: standIns) + "\n" + fix)
    }

    /// What standard error says, before the report, of the declarations and files left out and why.
    private static func leftOutReport(plan: AppBuildPlan, written: ScratchPackage.Written, first: BuildErrorReport, standIns: String?) -> String {
        var lines = [first.text(standInsFolder: standIns)]
        let declared = plan.notBuilt.keys.filter { plan.leftOut[$0] == nil }.sorted().flatMap { file in
            (written.facts[file]?.leftOutDeclarations ?? []).map { (file: file, declaration: $0) }
        }
        if !declared.isEmpty {
            let files = Set(declared.map(\.file)).count
            lines.append("l10n: \(declared.count) declaration\(declared.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") "
                         + "do\(declared.count == 1 ? "es" : "") not build here and \(declared.count == 1 ? "is" : "are") built as said; "
                         + "a screen that reaches one is reported as screen-failed, the rest of the app is checked:")
            lines += declared.map { "  \($0.file):\($0.declaration.line): \($0.declaration.name) (\($0.declaration.treatment.rawValue)): \($0.declaration.reason)" }
        }
        let files = plan.leftOut.keys.sorted()
        if !files.isEmpty {
            let previews = files.reduce(0) { $0 + (written.facts[$1]?.previews ?? 0) }
            lines.append("l10n: left out \(files.count) file\(files.count == 1 ? " that does" : "s that do") not build here; "
                         + "\(previews) preview\(previews == 1 ? " is" : "s are") reported as screen-failed, the rest of the app is checked:")
            lines += files.map { "  \(plan.leftOut[$0] ?? $0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the built harness with the command's arguments; the previews' own output goes to a
    /// file in the scratch folder, never into the report.
    private static func runProgram(_ program: String, arguments: [String], plan: AppBuildPlan) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["L10N_PREVIEW_SOURCES"] = plan.scan.root
        environment["L10N_PREVIEW_REWRITTEN"] = ScratchPackage(plan: plan).sources + "/" + plan.appModule + "\n" + plan.scan.root
        environment["L10N_PREVIEW_OUTPUT"] = plan.scratch + "/previews-output.log"
        // The probes' outcome is kept for the next run of the same program over the same catalogs.
        environment["L10N_PREVIEW_PROBE_CACHE"] = plan.scratch + "/probe-cache.json"
        environment["L10N_PREVIEW_PROBE_CACHE_KEY"] = plan.scan.runtimeInputsStamp
        environment["L10N_ASSET_CATALOGS"] = plan.scan.assetCatalogs.map { plan.scan.root + "/" + $0 }.joined(separator: ":")
        environment["L10N_COMMAND_NAME"] = "l10n"
        process.environment = environment
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("l10n: cannot run \(program): \(error.localizedDescription)\n".utf8))
            return 2
        }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 2 : process.terminationStatus
    }

    /// Imports nothing provides, each with the app files importing it.
    static func missingModules(_ facts: [String: AppSourceFacts], plan: AppBuildPlan) -> [String: [String]] {
        var missing: [String: [String]] = [:]
        let known = plan.knownModules
        for (file, fact) in facts {
            for entry in fact.imports where !known.contains(entry.module) {
                missing[entry.module, default: []].append("\(file):\(entry.line)")
            }
        }
        return missing.mapValues { $0.sorted() }
    }

    /// The stand-in modules in `folder`: each subfolder a module of its Swift files.
    static func standInModules(_ folder: String?) throws(AppFolderError) -> [String: [String]] {
        guard let folder else { return [:] }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .standInsNotAFolder(folder)
        }
        let root = AppFolderScan.realPath(folder)
        var modules: [String: [String]] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            var isModule: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isModule), isModule.boolValue else { continue }
            let scan = try AppFolderScan.scan(root + "/" + name)
            if !scan.swiftFiles.isEmpty { modules[name] = scan.swiftFiles.map { scan.root + "/" + $0 } }
        }
        return modules
    }

    /// `~/.cache/l10n/apps/NAME-HASH`: one scratch package per app folder, outside it.
    static func defaultScratch(for root: String, module: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return cache + "/l10n/apps/" + module + "-" + String(hash, radix: 16)
    }

    private static func note(_ message: String) {
        FileHandle.standardError.write(Data(("l10n: " + message + "\n").utf8))
    }
}
