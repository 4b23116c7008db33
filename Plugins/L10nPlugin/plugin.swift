import Foundation
import PackagePlugin

/// `swift package l10n COMMAND …` in a package that depends on l10n: `lint` and `extract` run the
/// l10n tool on the package's files; `check`, `render` and `screens` find the catalogs of the
/// target named by `--target` (its resources and its dependencies', or `--catalogs`) and run the
/// harness over that target's screens: its `#Preview`s and `PreviewProvider`s, linked into
/// l10n's preview program, or, for an executable target, the screens it registers itself.
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
            var options = Array(rest.dropFirst())
            if command == "extract" || options.contains("--package") { options = try packageOptions(options, context: context) }
            run(tool, [command] + extra + options, in: context.package.directoryURL)
        case "check", "render", "screens":
            guard let name = targets.first else {
                fail("\(command) needs --target NAME: the target whose previews are the screens (`#Preview`, "
                     + "`PreviewProvider`), or an executable target that registers them (`@main struct AppScreens: HarnessMain`)")
            }
            guard let target = try? context.package.targets(named: [name]).first as? SourceModuleTarget else {
                let known = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }.map(\.name)
                fail("no target '\(name)' in \(context.package.displayName); targets: "
                     + (known.isEmpty ? "none" : known.sorted().joined(separator: ", ")))
            }
            let folder = try catalogs.first ?? catalogFolder(of: name, context: context)
            let arguments = [command, "--catalogs", folder] + rest.dropFirst()
            if target.kind == .executable {
                run(try executable(name, context: context), arguments, in: context.package.directoryURL)
            }
            let program = try previewProgram(for: target, context: context)
            let sources = ([target] + target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget })
                .compactMap(\.folder).filter { $0.hasPrefix(context.package.directoryURL.path + "/") }
            run(program, arguments, in: context.package.directoryURL, environment: ["L10N_PREVIEW_SOURCES": sources.joined(separator: ":")])
        default:
            fail("unknown command '\(command)'\n" + Self.usage)
        }
    }

    /// `extract`'s and `lint`'s options with `--package` pointing at a description of this package
    /// that the plugin writes itself (`swift package describe` cannot run while SwiftPM runs the
    /// plugin: it waits for the lock this run holds); for `extract` with no paths and no
    /// `--package`, the whole package.
    private func packageOptions(_ options: [String], context: PluginContext) throws -> [String] {
        let takesValue: Set<String> = ["--package", "--format", "--output", "--source-language", "--fail-on", "--types-from", "--jobs"]
        var hasPaths = false
        var index = 0
        while index < options.count {
            if takesValue.contains(options[index]) { index += 2; continue }
            if !options[index].hasPrefix("-") { hasPaths = true }
            index += 1
        }
        let position = options.firstIndex(of: "--package")
        guard position != nil || !hasPaths else { return options }
        let file = context.pluginWorkDirectoryURL.appendingPathComponent("package-description.json")
        do {
            try PackageDescriptionFile(context.package).json().write(to: file)
        } catch {
            fail("cannot write \(file.path): \(error)")
        }
        guard let position else { return ["--package", file.path] + options }
        var replaced = options
        if position + 1 < replaced.count { replaced[position + 1] = file.path } else { replaced.append(file.path) }
        return replaced
    }

    static let usage = """
        usage: swift package l10n COMMAND [options]
          swift package l10n lint [PATHS… | --package .] [lint options]
          swift package l10n extract [PATHS…] [extract options]
          swift package l10n check --target VIEWS [--catalogs DIR] [check options]
          swift package l10n render SCREEN --target VIEWS [--catalogs DIR] [render options]
          swift package l10n screens --target VIEWS
        VIEWS is a target with #Preview or PreviewProvider views, or an executable target
        whose @main type adopts HarnessMain.
        """

    /// Builds the executable product `name` and returns its path; a build that fails shows the
    /// compiler's first errors and exits with status 2.
    private func executable(_ name: String, context: PluginContext) throws -> URL {
        let result = try build(.product(name), named: name)
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == name })
            ?? result.builtArtifacts.first(where: { $0.kind == .executable }) else {
            fail("building \(name) made no executable; is it an executable target with a @main HarnessMain type?")
        }
        return executable.url
    }

    /// Builds `subset`; a build that fails shows the compiler's first errors and exits with status 2.
    private func build(_ subset: PackageManager.BuildSubset, named name: String) throws -> PackageManager.BuildResult {
        var parameters = PackageManager.BuildParameters()
        parameters.logging = .concise
        let result = try packageManager.build(subset, parameters: parameters)
        guard result.succeeded else {
            var seen: Set<Substring> = []
            let errors = result.logText.split(separator: "\n")
                .filter { $0.contains("error:") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("|") && seen.insert($0).inserted }
                .prefix(10)
            fail("\(name) does not build:\n" + (errors.isEmpty ? result.logText : errors.joined(separator: "\n")))
        }
        return result
    }

    /// The preview program (`l10n-previews`) linked again with the code of `target` and of the
    /// targets it depends on outside l10n, so that their `#Preview`s and `PreviewProvider`s are
    /// its screens: SwiftPM links a target's objects only into the products that name it, and a
    /// views target is usually a library. Both are built by this package's build, with the same
    /// `SwiftUI` module, and the link reuses the program's own list of objects.
    private func previewProgram(for target: SourceModuleTarget, context: PluginContext) throws -> URL {
        let runner = try executable("l10n-previews", context: context)
        _ = try build(.target(target.name), named: target.name)
        let folder = runner.deletingLastPathComponent()
        let objectList = folder.appendingPathComponent("l10n-previews.product/Objects.LinkFileList")
        guard let listed = try? String(contentsOf: objectList, encoding: .utf8) else {
            fail("cannot read \(objectList.path), the list of objects l10n-previews is linked from")
        }
        // Modules already in the program (SwiftUI, the harness…) are not linked a second time.
        let linked = Set(listed.split(separator: "\n").compactMap { line in
            line.split(separator: "/").dropLast().last { $0.hasSuffix(".build") }.map(String.init)
        })
        var objects: [String] = []
        for module in [target] + target.recursiveTargetDependencies.compactMap({ $0 as? SourceModuleTarget })
        where !linked.contains(module.moduleName + ".build") {
            objects += self.objects(of: module, in: folder.appendingPathComponent(module.moduleName + ".build"))
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)-previews")
        let swiftc = try context.tool(named: "swiftc").url
        // The program's entry point and libraries, as SwiftPM links it: its main is renamed after
        // its module, CICU links the system ICU, and CryptoKit's stand-in (swift-crypto) builds
        // BoringSSL as C++.
        let arguments = ["-emit-executable", "-o", output.path, "@" + objectList.path] + objects
            + ["-L", folder.path, "-Xlinker", "--defsym", "-Xlinker", "main=l10n_previews_main", "-Xlinker", "-rpath=" + folder.path,
               "-licui18n", "-licuuc", "-licudata", "-lstdc++"]
        let link = Process()
        link.executableURL = swiftc
        link.arguments = arguments
        let errors = Pipe()
        link.standardError = errors
        link.standardOutput = errors
        do { try link.run() } catch { fail("cannot run \(swiftc.path): \(error)") }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        link.waitUntilExit()
        guard link.terminationStatus == 0 else {
            fail("linking \(target.name)'s previews into l10n-previews failed:\n" + String(decoding: message, as: UTF8.self))
        }
        return output
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
                module.name + (module.folder.map { " (\(relativePath($0, to: context.package.directoryURL.path)))" } ?? "")
            }
            fail("no catalogs found: looked for .lproj folders and .xcstrings among the resources of "
                 + looked.joined(separator: ", ") + "; pass --catalogs DIR")
        }
        if folders.count > 1 {
            Diagnostics.remark("several catalog folders found; checking \(folder) (pass --catalogs DIR to choose)")
        }
        return folder
    }

    /// The object files SwiftPM compiles `module`'s sources to in `built` (its `.build` folder),
    /// named from the sources rather than found in the folder, which may hold objects of files
    /// since renamed or removed: a Swift file's object is named after the file, a C file's after
    /// its path in the target, and a target with resources has its bundle accessor.
    private func objects(of module: SourceModuleTarget, in built: URL) -> [String] {
        let sources = module.sourceFiles.filter { $0.type == .source }
        var objects: [URL]
        if module is SwiftSourceModuleTarget {
            objects = sources.map { built.appendingPathComponent($0.url.lastPathComponent + ".o") }
            if module.sourceFiles.contains(where: { $0.type == .resource }) {
                objects.append(built.appendingPathComponent("resource_bundle_accessor.swift.o"))
            }
        } else {
            let root = module.folder.map { $0 + "/" } ?? ""
            objects = sources.map { file in
                let path = file.url.path
                return built.appendingPathComponent((path.hasPrefix(root) ? String(path.dropFirst(root.count)) : file.url.lastPathComponent) + ".o")
            }
        }
        return objects.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }.sorted()
    }

    /// The folder of a Swift or C target's sources.

    /// Runs `executable` with `arguments` in `directory` (with `environment` added to this
    /// process's), passing its output through, and exits with its status.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> Never {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
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
