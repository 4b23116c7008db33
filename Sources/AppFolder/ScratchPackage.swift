import Foundation

/// Writes the sources the app is built from, inside the scratch folder only: the app's files
/// rewritten for iOS (`AppSourceRewriter`), the stand-in modules and an empty module per stub,
/// one folder per module under `Sources`. A file whose text is unchanged is not written again,
/// so a second build compiles only what changed.
public struct ScratchPackage: Sendable {
    /// The plan written.
    public let plan: AppBuildPlan

    /// What writing found in the app's files.
    public struct Written: Sendable {
        /// Facts of each app file, by path relative to the app's folder.
        public var facts: [String: AppSourceFacts]
        /// Files written because they changed (0 on a second run over an unchanged app).
        public var changedFiles: Int
        /// Core Data model files, or parts of them, that were not read: each a warning.
        public var modelIssues: [CoreDataModelIssue] = []
        /// Files to leave out whole: an error of the last build in them lies where no declaration
        /// can be left out (path → that error). The plan's `leftOut` takes them for the next write.
        public var leaveOutWhole: [String: String] = [:]
        /// The number of previews declared.
        public var previews: Int { facts.values.reduce(0) { $0 + $1.previews } }
    }

    /// A writer for `plan`.
    public init(plan: AppBuildPlan) { self.plan = plan }

    /// The folder of the sources, one folder per module.
    public var sources: String { plan.scratch + "/Sources" }

    /// The files of `module` as written, sorted.
    public func files(of module: String) -> [String] {
        let folder = sources + "/" + module
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }

    /// Reads, rewrites and writes everything; refuses a scratch folder that overlaps the app's.
    public func write() throws(AppFolderError) -> Written {
        let scratch = AppFolderScan.realPath(plan.scratch)
        let root = plan.scan.root
        if scratch == root || scratch.hasPrefix(root + "/") || root.hasPrefix(scratch + "/") {
            throw .scratchOverlaps(folder: root, scratch: scratch)
        }
        var configuration = IOSBuildConfiguration(extraModules: Set(plan.standIns.keys).union(plan.stubModules), languageMajor: plan.languageMode,
                                                   conditions: Set(plan.swiftSettings.conditions))
        configuration.mainActorByDefault = plan.swiftSettings.defaultIsolation == "MainActor"
        configuration.extraModules.insert(plan.appModule)
        var texts: [String: String] = [:]
        for file in plan.scan.swiftFiles { texts[file] = try read(root + "/" + file) }
        // The first pass finds the `@main` types, whose extensions in other files are left out too.
        var entryTypes: Set<String> = []
        for file in plan.scan.swiftFiles {
            // Bytes, not Foundation's `contains` (which converts each file to UTF-16 on Linux).
            guard let text = texts[file], text.utf8.firstRange(of: "@main".utf8) != nil || text.utf8.firstRange(of: "ApplicationMain".utf8) != nil
            else { continue }
            entryTypes.formUnion(AppSourceRewriter.rewrite(text, originalPath: root + "/" + file, configuration: configuration).facts.entryTypes)
        }
        var expected: Set<String> = []
        var written = Written(facts: [:], changedFiles: 0)
        for file in plan.scan.swiftFiles {
            let sites = plan.leftOut[file] == nil ? plan.notBuilt[file] ?? [] : []
            let (text, facts) = AppSourceRewriter.rewrite(texts[file] ?? "", originalPath: root + "/" + file, configuration: configuration,
                                                          entryTypes: entryTypes, leavingOut: sites)
            written.facts[file] = facts
            if let site = facts.wholeFileSite { written.leaveOutWhole[file] = site.text }
            let target = sources + "/" + plan.appModule + "/" + file
            expected.insert(target)
            let compiled = (plan.leftOut[file] ?? written.leaveOutWhole[file]).map { LeftOutFile.text(originalPath: root + "/" + file, previews: facts.previewDeclarations, reason: $0) } ?? text
            if try writeIfChanged(compiled, to: target) { written.changedFiles += 1 }
        }
        if let symbols = AssetSymbols.file(catalogs: plan.scan.assetCatalogs.map { root + "/" + $0 }, sources: plan.scan.swiftFiles.compactMap { texts[$0] }) {
            let target = sources + "/" + plan.appModule + "/_GeneratedAssetSymbols.swift"
            expected.insert(target)
            _ = try writeIfChanged(symbols, to: target)
        }
        let shims = sources + "/" + plan.appModule + "/_GeneratedRenderLocale.swift"
        expected.insert(shims)
        let bundleInfo = AppBundleInfo.dictionary(scan: plan.scan, moduleName: plan.appModule)
        _ = try writeIfChanged(RenderLocaleShims.file(sources: plan.scan.swiftFiles.compactMap { texts[$0] }, bundleInfo: bundleInfo), to: shims)
        // A model whose generated code did not build is left out (its file is named in `leftOut`).
        let modelPaths = plan.scan.dataModels.filter { model in !plan.leftOut.keys.contains { $0.hasPrefix(model + "/") } }
        let models = CoreDataModelFiles.read(modelPaths.map { root + "/" + $0 })
        written.modelIssues = models.issues
        if let generated = CoreDataCodegen.file(models: models.models) {
            written.modelIssues += generated.issues
            let target = sources + "/" + plan.appModule + "/_GeneratedCoreDataModel.swift"
            expected.insert(target)
            _ = try writeIfChanged(generated.text, to: target)
        }
        for (module, files) in plan.standIns {
            var taken: Set<String> = []
            for file in files.sorted() {
                var name = URL(fileURLWithPath: file).lastPathComponent
                while taken.contains(name) { name = "_" + name }
                taken.insert(name)
                let target = sources + "/" + module + "/" + name
                expected.insert(target)
                let text = "#sourceLocation(file: \"\(AppSourceRewriter.escaped(file))\", line: 1)\n" + (try read(file))
                if try writeIfChanged(text, to: target) { written.changedFiles += 1 }
            }
        }
        for module in plan.stubModules {
            let target = sources + "/" + module + "/Empty.swift"
            expected.insert(target)
            _ = try writeIfChanged("// An empty module for an import nothing provides (--stub-missing-modules).\n", to: target)
        }
        try removeStale(keeping: expected)
        return written
    }

    private func read(_ path: String) throws(AppFolderError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw .io(path: path, reason: "cannot read the file") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes `text` to `path` unless it already holds it; true when written.
    private func writeIfChanged(_ text: String, to path: String) throws(AppFolderError) -> Bool {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: path) == data { return false }
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .io(path: path, reason: "cannot write the scratch package (\(error.localizedDescription)); choose another --scratch")
        }
        return true
    }

    /// Removes files under Sources that the plan no longer has (a file deleted from the app).
    private func removeStale(keeping expected: Set<String>) throws(AppFolderError) {
        guard let enumerator = FileManager.default.enumerator(atPath: sources) else { return }
        var stale: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = sources + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue, !expected.contains(path) {
                stale.append(path)
            }
        }
        for path in stale { try? FileManager.default.removeItem(atPath: path) }
    }
}
