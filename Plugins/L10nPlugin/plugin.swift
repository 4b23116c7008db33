import Foundation
import PackagePlugin

/// `swift package l10n COMMAND …` in a package that depends on l10n: `lint` and `extract` run the
/// l10n tool on the package's files; `check`, `render` and `screens` build the executable target
/// that registers the package's screens (`--target`), find its catalogs (its targets' resources,
/// or `--catalogs`) and run the harness over them.
@main
struct L10nPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let catalogs = extractor.extractOption(named: "catalogs")
        let rest = extractor.remainingArguments
        guard let command = rest.first else { fail(Self.usage) }
        switch command {
        case "lint", "extract":
            // Built on demand, so check, render and screens never wait for the tool (and swift-syntax).
            let tool = try executable("l10n", context: context)
            let extra = catalogs.flatMap { command == "lint" ? [$0] : [] }
            run(tool, [command] + extra + rest.dropFirst(), in: context.package.directoryURL)
        case "check", "render", "screens":
            guard let name = targets.first else {
                fail("\(command) needs --target NAME: the executable target that registers your screens "
                     + "(`@main struct AppScreens: HarnessMain { static let screens = [...] }`)")
            }
            guard let target = try? context.package.targets(named: [name]).first as? SourceModuleTarget, target.kind == .executable else {
                let known = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind == .executable }.map(\.name)
                fail("no executable target '\(name)' in \(context.package.displayName); executable targets: "
                     + (known.isEmpty ? "none" : known.sorted().joined(separator: ", ")))
            }
            let screens = try executable(name, context: context)
            let folder = try catalogs.first ?? catalogFolder(of: name, context: context)
            run(screens, [command, "--catalogs", folder] + rest.dropFirst(), in: context.package.directoryURL)
        default:
            fail("unknown command '\(command)'\n" + Self.usage)
        }
    }

    static let usage = """
        usage: swift package l10n COMMAND [options]
          swift package l10n lint [PATHS…] [lint options]
          swift package l10n extract [PATHS…] [extract options]
          swift package l10n check --target SCREENS [--catalogs DIR] [check options]
          swift package l10n render SCREEN --target SCREENS [--catalogs DIR] [render options]
          swift package l10n screens --target SCREENS
        """

    /// Builds the executable product `name` and returns its path; a build that fails shows the
    /// compiler's first errors and exits with status 2.
    private func executable(_ name: String, context: PluginContext) throws -> URL {
        var parameters = PackageManager.BuildParameters()
        parameters.logging = .concise
        let result = try packageManager.build(.product(name), parameters: parameters)
        guard result.succeeded else {
            var seen: Set<Substring> = []
            let errors = result.logText.split(separator: "\n")
                .filter { $0.contains("error:") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("|") && seen.insert($0).inserted }
                .prefix(10)
            fail("\(name) does not build:\n" + (errors.isEmpty ? result.logText : errors.joined(separator: "\n")))
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == name })
            ?? result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            fail("building \(name) made no executable; is it an executable target with a @main HarnessMain type?")
        }
        return executable.url
    }

    /// The folder of `.lproj` folders or String Catalogs among the resources of target `name` and
    /// the targets it depends on in this package; when there is none, exits saying where it looked.
    private func catalogFolder(of name: String, context: PluginContext) throws -> String {
        let targets = try context.package.targets(named: [name])
        var modules: [SourceModuleTarget] = []
        var queue: [Target] = targets
        while let target = queue.first {
            queue.removeFirst()
            guard let module = target as? SourceModuleTarget, !modules.contains(where: { $0.id == module.id }) else { continue }
            modules.append(module)
            for dependency in target.dependencies {
                if case .target(let inner) = dependency { queue.append(inner) }
            }
        }
        var folders: Set<String> = []
        for module in modules {
            for file in module.sourceFiles where file.type == .resource || file.type == .unknown {
                let path = file.url.path
                if let range = path.range(of: ".lproj/") {
                    folders.insert(URL(fileURLWithPath: String(path[..<range.lowerBound])).deletingLastPathComponent().path)
                } else if path.hasSuffix(".xcstrings") {
                    folders.insert(file.url.deletingLastPathComponent().path)
                }
            }
        }
        guard let folder = folders.sorted().first else {
            let looked = modules.map { module in
                let folder = (module as? SwiftSourceModuleTarget)?.directoryURL.path ?? (module as? ClangSourceModuleTarget)?.directoryURL.path
                return module.name + (folder.map { " (\(relative($0, to: context.package.directoryURL.path)))" } ?? "")
            }
            fail("no catalogs found: looked for .lproj folders and .xcstrings among the resources of "
                 + looked.joined(separator: ", ") + "; pass --catalogs DIR")
        }
        if folders.count > 1 {
            Diagnostics.remark("several catalog folders found; checking \(folder) (pass --catalogs DIR to choose)")
        }
        return folder
    }

    private func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Runs `executable` with `arguments` in `directory`, passing its output through, and exits
    /// with its status.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) -> Never {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        do {
            try process.run()
        } catch {
            fail("cannot run \(executable.path): \(error)")
        }
        process.waitUntilExit()
        exit(process.terminationStatus)
    }

    /// Prints `message` to standard error and exits with status 2.
    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("l10n: " + message + "\n").utf8))
        exit(2)
    }
}
