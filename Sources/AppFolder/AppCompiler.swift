import Foundation

/// Compiles the app's modules in the scratch folder against the l10n build's modules and links
/// them with the preview program's objects: stand-ins and stubs first, then the app. A module
/// whose sources and flags are those of its last build is not compiled again, and the compiler
/// rebuilds only the files that changed within a module.
public struct AppCompiler: Sendable {
    /// The plan.
    public let plan: AppBuildPlan
    /// The l10n build the app is compiled against.
    public let products: L10nBuildProducts

    /// A compiler for `plan` against `products`.
    public init(plan: AppBuildPlan, products: L10nBuildProducts) {
        self.plan = plan
        self.products = products
    }

    /// The outcome: the program, or the compiler's output when a module does not compile.
    public enum Outcome: Sendable {
        /// The linked program, and the modules compiled (empty when nothing changed).
        case built(program: String, compiled: [String])
        /// A module failed; the compiler's output.
        case failed(module: String, log: String)
    }

    var buildFolder: String { plan.scratch + "/build" }
    var modulesFolder: String { buildFolder + "/Modules" }
    /// The linked program.
    public var program: String { plan.scratch + "/" + AppBuildPlan.programName }

    /// Compiles what changed and links the program.
    public func build(showProgress: Bool) throws(AppFolderError) -> Outcome {
        let writer = ScratchPackage(plan: plan)
        var objects: [String] = []
        var compiled: [String] = []
        let dependencies = plan.standIns.keys.sorted() + plan.stubModules.sorted()
        for module in dependencies + [plan.appModule] {
            let files = writer.files(of: module)
            let isApp = module == plan.appModule
            let result = try compile(module, files: files, isApp: isApp, showProgress: showProgress)
            switch result {
            case .failure(let log): return .failed(module: module, log: log)
            case .success(let (moduleObjects, didCompile)):
                objects += moduleObjects
                if didCompile { compiled.append(module) }
            }
        }
        let linkStamp = ChangeStamp.of([objects.joined(separator: "\n"), products.program] + (objects + [products.program]).map { modifiedText($0) })
        if compiled.isEmpty, FileManager.default.fileExists(atPath: program), read(buildFolder + "/link.stamp") == linkStamp {
            return .built(program: program, compiled: [])
        }
        // SwiftPM rewrites the list while another build of the program runs (a second `check
        // --app` at the same time): link with a copy read whole, every object it names on disk.
        let linkList = buildFolder + "/program.LinkFileList"
        let listed = stableLinkList()
        try write(listed, to: linkList)
        let arguments = ["swiftc", "-emit-executable", "-o", program, "@" + linkList] + objects
            + ["-L", products.binPath, "-Xlinker", "--defsym", "-Xlinker", "main=l10n_previews_main", "-Xlinker", "-rpath=" + products.binPath,
               // The Core Data stand-in finds the model the app's build registers by its symbol.
               "-Xlinker", "--export-dynamic",
               "-licui18n", "-licuuc", "-licudata",
               // CryptoKit's stand-in, swift-crypto, builds BoringSSL as C++.
               "-lstdc++"]
        var link = try ProcessRunner.run(arguments, showProgress: false)
        if link.status != 0, read(products.linkFileList) != listed {
            // The list changed under the link (another build finished writing it): link once more.
            try write(stableLinkList(), to: linkList)
            link = try ProcessRunner.run(arguments, showProgress: false)
        }
        guard link.status == 0 else { return .failed(module: AppBuildPlan.programName, log: link.output) }
        try write(linkStamp, to: buildFolder + "/link.stamp")
        return .built(program: program, compiled: compiled)
    }

    private enum ModuleResult { case success(([String], Bool)), failure(String) }

    /// Compiles `module` unless its stamp matches; its objects, and whether it was compiled.
    private func compile(_ module: String, files: [String], isApp: Bool, showProgress: Bool) throws(AppFolderError) -> ModuleResult {
        let folder = buildFolder + "/" + module
        var map = ["": ["swift-dependencies": folder + "/primary.swiftdeps"]]
        var objects: [String] = []
        var taken: [String: Int] = [:]
        for file in files {
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            let count = taken[base, default: 0]
            taken[base] = count + 1
            let name = count == 0 ? base : "\(base)-\(count)"
            let object = folder + "/" + name + ".o"
            objects.append(object)
            map[file] = ["object": object, "swift-dependencies": folder + "/" + name + ".swiftdeps",
                         "swiftmodule": folder + "/" + name + "~partial.swiftmodule", "dependencies": folder + "/" + name + ".d"]
        }
        var arguments = ["swiftc", "-module-name", module, "-emit-module", "-emit-module-path", modulesFolder + "/" + module + ".swiftmodule",
                         "-output-file-map", folder + "/output-file-map.json", "-parse-as-library", "-incremental", "-enable-batch-mode",
                         "-c", "-I", modulesFolder, "-Onone", "-enable-testing", "-g", "-j2", "-DDEBUG",
                         "-swift-version", plan.languageMode == 6 ? "6" : "5", "-Xcc", "-fPIC",
                         "-module-cache-path", buildFolder + "/ModuleCache"]
        // Xcode turns bare `/regex/` literals on in Swift 5 projects (Enable Bare Slash Regex
        // Literals, on by default); Swift 6 has them anyway.
        // A view's default argument that makes a main-actor model (`init(model: Model = Model())`)
        // is evaluated on the main actor, as Xcode accepts it in Swift 5 projects (a warning at most).
        if plan.languageMode != 6 { arguments += ["-enable-bare-slash-regex", "-enable-upcoming-feature", "IsolatedDefaultValues"] }
        arguments += products.compilerFlags()
        arguments += AppBuildPlan.appleStandIns.sorted().flatMap { ["-module-alias", "\($0)=\(AppBuildPlan.standInModule($0))"] }
        arguments += AppBuildPlan.toolchainAliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
        if isApp {
            arguments += plan.implicitModulesOfApp.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
            arguments += plan.swiftSettings.compilerFlags
        } else {
            arguments += ["-Xfrontend", "-import-module", "-Xfrontend", "SwiftUI"]
        }
        arguments += files
        let texts = files.map { read($0) ?? "" }
        let moduleStamp = ChangeStamp.of(arguments + texts + [modifiedText(products.program)])
        let stampFile = folder + "/module.stamp"
        let outputs = objects + [modulesFolder + "/" + module + ".swiftmodule"]
        if read(stampFile) == moduleStamp, outputs.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) {
            return .success((objects, false))
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: modulesFolder, withIntermediateDirectories: true)
            let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys, .prettyPrinted])
            try data.write(to: URL(fileURLWithPath: folder + "/output-file-map.json"))
        } catch {
            throw .io(path: folder, reason: "cannot write the build folder (\(error.localizedDescription)); choose another --scratch")
        }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[Kcompiling \(module) (\(files.count) files)…".utf8)) }
        let result = try ProcessRunner.run(arguments, showProgress: false)
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        guard result.status == 0 else {
            // A failed compile leaves the incremental build's records half written: the next
            // build of the module starts afresh rather than link objects of older sources.
            try? FileManager.default.removeItem(atPath: folder)
            return .failure(result.output)
        }
        try write(moduleStamp, to: stampFile)
        return .success((objects, true))
    }

    /// The program's link list as SwiftPM wrote it, read again (at most 20 times, 0.25 s apart)
    /// while it names a file that is not there, as it does while another build rewrites it.
    private func stableLinkList() -> String {
        var text = read(products.linkFileList) ?? ""
        for _ in 0..<20 {
            let entries = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let unquoted = entries.map { $0.hasPrefix("'") && $0.hasSuffix("'") && $0.count > 1 ? String($0.dropFirst().dropLast()) : $0 }
            if !unquoted.isEmpty, unquoted.allSatisfy({ $0.hasPrefix("-") || FileManager.default.fileExists(atPath: $0) }) { break }
            Thread.sleep(forTimeInterval: 0.25)
            text = read(products.linkFileList) ?? ""
        }
        return text
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private func write(_ text: String, to path: String) throws(AppFolderError) {
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            throw .io(path: path, reason: "cannot write (\(error.localizedDescription))")
        }
    }

    private func modifiedText(_ path: String) -> String {
        let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        return date.map { String($0.timeIntervalSince1970) } ?? "missing"
    }

}
