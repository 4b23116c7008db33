/// A failed build's compiler errors, grouped for the person who must fix them: by module, each
/// error at the app's own file and line, then the names the code uses that nothing declares,
/// by the module that should declare them.
public struct BuildErrorReport: Sendable, Equatable {
    /// One compiler error.
    public struct Entry: Sendable, Hashable {
        /// The file, as the compiler names it (the app's own path).
        public var file: String
        /// The line.
        public var line: Int
        /// The column.
        public var column: Int
        /// The message.
        public var message: String
    }

    /// Errors by module, each sorted by file and line.
    public var errorsByModule: [String: [Entry]]
    /// Names not found, by the module that should declare them ("" when it is not known).
    public var missingNames: [String: Set<String>]
    /// The modules among `missingNames`' owners that are Apple's frameworks built empty.
    public var appleStubs: Set<String> = []

    /// Reads the errors in `log` (the build's output); `plan` says which module a file is in and
    /// `facts` what each app file imports.
    public init(log: String, plan: AppBuildPlan, facts: [String: AppSourceFacts]) {
        var byModule: [String: Set<Entry>] = [:]
        var missing: [String: Set<String>] = [:]
        // The module each file missing a name would have it from; a name is owned by a module
        // only when every file missing it points at that one module.
        var inferredOwners: [String: Set<String>] = [:]
        let lines = log.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        for (index, line) in lines.enumerated() {
            guard let found = Self.parse(line) ?? Self.parseInMacroExpansion(line, next: lines.dropFirst(index + 1).prefix(2)) else { continue }
            let entry = Self.appLocation(of: found, plan: plan)
            let module = Self.module(of: entry.file, plan: plan)
            byModule[module, default: []].insert(entry)
            guard let name = Self.missingName(in: entry.message) else { continue }
            if let named = name.module {
                missing[named, default: []].insert(name.name)
            } else if name.name.contains(".") {
                missing["", default: []].insert(name.name)
            } else if module == plan.appModule {
                let relative = entry.file.hasPrefix(plan.scan.root + "/") ? String(entry.file.dropFirst(plan.scan.root.count + 1)) : entry.file
                let imported = Set((facts[relative]?.imports ?? []).map { $0.module }).subtracting(AppBuildPlan.toolchainModules).subtracting(["SwiftUI"])
                let thirdParty = imported.filter { plan.standIns.keys.contains($0) || plan.stubModules.contains($0) }
                // `NSTableView` in a file importing AppKit and one SDK is AppKit's, not the SDK's.
                let isApples = Self.looksLikeApples(name.name) && !imported.intersection(AppBuildPlan.appleStandIns).isEmpty
                inferredOwners[name.name, default: []].insert(thirdParty.count == 1 && !isApples ? thirdParty.first ?? "" : "")
            } else {
                missing[module, default: []].insert(name.name)
            }
        }
        for (name, owners) in inferredOwners {
            missing[owners.count == 1 ? owners.first ?? "" : "", default: []].insert(name)
        }
        appleStubs = plan.appleStubModules
        errorsByModule = byModule.mapValues { $0.sorted { ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message) } }
        missingNames = missing
    }

    /// The prefixes of Apple's frameworks' names (`NSTableView`, `kCFBundleNameKey`, `AXUIElement`).
    static let applePrefixes = ["NS", "UI", "CG", "CF", "CA", "CI", "CT", "AV", "MK", "CL", "PH", "WK", "UN", "SK", "LA", "EK", "CK", "AX",
                                "IO", "kCF", "kCG", "kAX", "kCT", "kIO", "kUT"]

    /// Whether `name` is spelled as Apple's frameworks spell theirs: a prefix, then a capital.
    static func looksLikeApples(_ name: String) -> Bool {
        applePrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map { $0.isUppercase } == true
        }
    }

    /// The error in a compiler line `path:line:column: error: message`.
    static func parse(_ line: String) -> Entry? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else { return nil }
        let file = location.dropLast(2).joined(separator: ":")
        // An absolute path, or a `#fileID` (`Module/File.swift`), as some diagnostics name files.
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        let isFileID = parts.count == 2 && file.hasSuffix(".swift") && parts[0].first.map { $0.isLetter || $0 == "_" } == true
            && parts[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        guard file.hasPrefix("/") || isFileID else { return nil }
        return Entry(file: file, line: row, column: column, message: String(line[marker.upperBound...]))
    }

    /// An error inside a macro's expansion (`macro expansion #Predicate:1:5: error: …`), placed where
    /// the expanded code originates, which the compiler's next line names.
    static func parseInMacroExpansion(_ line: String, next: ArraySlice<String>) -> Entry? {
        guard line.hasPrefix("macro expansion "), let marker = line.range(of: ": error: ") else { return nil }
        for candidate in next {
            guard let note = candidate.range(of: ": note: expanded code originates here"), let start = candidate.firstIndex(of: "/"),
                  start < note.lowerBound,
                  let origin = parse(String(candidate[start..<note.lowerBound]) + ": error: " + line[marker.upperBound...])
            else { continue }
            return origin
        }
        return nil
    }

    /// The error at the app's own file when the compiler names the scratch package's copy of it
    /// (a macro nested in another's expansion is placed there, past the copy's `#sourceLocation`
    /// line).
    static func appLocation(of entry: Entry, plan: AppBuildPlan) -> Entry {
        let copies = plan.scratch + "/Sources/" + plan.appModule + "/"
        // Some diagnostics name the file as `#fileID` does (`App/File.swift`), its line the app's.
        let fileID = entry.file.split(separator: "/", omittingEmptySubsequences: false)
        if fileID.count == 2, fileID[0] == plan.appModule {
            let matches = plan.scan.swiftFiles.filter { $0 == fileID[1] || $0.hasSuffix("/" + fileID[1]) }
            guard matches.count == 1, let file = matches.first else { return entry }
            var moved = entry
            moved.file = plan.scan.root + "/" + file
            return moved
        }
        guard entry.file.hasPrefix(copies) else { return entry }
        let relative = String(entry.file.dropFirst(copies.count))
        guard plan.scan.swiftFiles.contains(relative) else { return entry }
        var moved = entry
        moved.file = plan.scan.root + "/" + relative
        moved.line = max(1, entry.line - 1)
        return moved
    }

    /// The module `file` belongs to.
    static func module(of file: String, plan: AppBuildPlan) -> String {
        if file.hasPrefix(plan.scan.root + "/") { return plan.appModule }
        for (module, files) in plan.standIns where files.contains(file) { return module }
        if file.hasPrefix(plan.packageRoot + "/") { return "l10n (\(plan.packageRoot))" }
        return "generated (\(plan.scratch))"
    }

    /// The name an error says is missing, and the module it names when it names one.
    static func missingName(in message: String) -> (name: String, module: String?)? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.hasPrefix("cannot find type '") || message.hasPrefix("cannot find '"), let name = quoted.first {
            return (name, nil)
        }
        if message.hasPrefix("no such module '"), let name = quoted.first { return ("module", name) }
        if message.hasPrefix("module '"), message.contains("has no member named"), quoted.count >= 2 { return (quoted[1], quoted[0]) }
        if message.contains("has no member '"), quoted.count >= 2 {
            let type = quoted[quoted.count - 2].replacingOccurrences(of: ".Type", with: "")
            return (type + "." + quoted[quoted.count - 1], nil)
        }
        return nil
    }

    /// Every error in the app's own files, by file (relative to the app's folder), as sites of
    /// build `round`.
    public func appErrorSites(plan: AppBuildPlan, round: Int) -> [String: [BuildErrorSite]] {
        var sites: [String: Set<BuildErrorSite>] = [:]
        for entry in errorsByModule[plan.appModule] ?? [] where entry.file.hasPrefix(plan.scan.root + "/") {
            let relative = String(entry.file.dropFirst(plan.scan.root.count + 1))
            sites[relative, default: []].insert(BuildErrorSite(line: entry.line, column: entry.column, round: round,
                                                               text: "\(relative):\(entry.line):\(entry.column): \(entry.message)"))
        }
        return sites.mapValues { $0.sorted() }
    }

    /// The report as text: the errors by module, then the missing names with what to do.
    public func text(standInsFolder: String?) -> String {
        let count = errorsByModule.values.reduce(0) { $0 + $1.count }
        var lines = ["the app does not build: \(count) error\(count == 1 ? "" : "s")"]
        for module in errorsByModule.keys.sorted() {
            let entries = errorsByModule[module] ?? []
            lines.append("\(module): \(entries.count) error\(entries.count == 1 ? "" : "s")")
            lines += entries.map { "  \($0.file):\($0.line):\($0.column): error: \($0.message)" }
        }
        if !missingNames.isEmpty { lines.append("missing names:") }
        for owner in missingNames.keys.sorted() {
            let names = (missingNames[owner] ?? []).sorted().joined(separator: ", ")
            if owner.isEmpty {
                lines.append("  \(names) — not found; declare them in the app, or in a stand-in module under --stand-ins")
            } else if appleStubs.contains(owner) {
                lines.append("  \(owner): \(names) — Apple's, and l10n has no stand-in of \(owner) yet: what uses it is left out")
            } else if names == "module" {
                lines.append("  \(owner): no such module; write it in \(standInsFolder ?? "STAND-INS")/\(owner)/*.swift, or pass --stub-missing-modules")
            } else {
                lines.append("  \(owner): \(names) — not found; write them in \(standInsFolder ?? "STAND-INS")/\(owner)/")
            }
        }
        return lines.joined(separator: "\n")
    }
}
