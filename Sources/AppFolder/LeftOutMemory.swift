import Foundation

/// What the last build of an app left out, kept in the scratch folder: a second run over the
/// unchanged app starts from the same files and declarations left out, so its build is the one that succeeded
/// (nothing compiled again) instead of a failing compile and a fresh one without those files.
/// It is used only while nothing it was built from changed: the app's and the stand-ins' files,
/// the stubbed modules, the language mode and Swift settings, l10n itself and its preview program.
public struct LeftOutMemory: Codable, Equatable, Sendable {
    /// What the build was made from: each input file with its size and date, and the options.
    public var inputs: [String]
    /// The files left out (path relative to the app's folder → the first error).
    public var leftOut: [String: String]
    /// Where the builds failed in the files still built (path → the sites).
    public var notBuilt: [String: [BuildErrorSite]]
    /// What the run said on standard error about the build and the files left out.
    public var report: String

    /// A memory of a build.
    public init(inputs: [String], leftOut: [String: String], notBuilt: [String: [BuildErrorSite]] = [:], report: String) {
        self.inputs = inputs
        self.leftOut = leftOut
        self.notBuilt = notBuilt
        self.report = report
    }

    /// Where the memory of `plan`'s builds is kept.
    public static func file(for plan: AppBuildPlan) -> String { plan.scratch + "/build/left-out.json" }

    /// The inputs of `plan`'s build as lines (sorted, so the same app gives the same lines).
    public static func inputs(of plan: AppBuildPlan, products: L10nBuildProducts) -> [String] {
        var lines = ["language mode \(plan.languageMode)", "stubs " + plan.stubModules.sorted().joined(separator: ","),
                     "swift settings " + plan.swiftSettings.compilerFlags.joined(separator: " ")]
        lines.append("program " + stamp(products.program))
        // The tool itself: a newer l10n may rewrite the app's files otherwise.
        lines.append("tool " + (Bundle.main.executablePath.map(stamp) ?? "unknown"))
        lines += plan.scan.swiftFiles.sorted().map { "app \($0) " + stamp(plan.scan.root + "/" + $0) }
        for (module, files) in plan.standIns.sorted(by: { $0.key < $1.key }) {
            lines += files.sorted().map { "stand-in \(module) \($0) " + stamp($0) }
        }
        return lines
    }

    /// The memory kept for `plan`, when it was made from the same inputs; nil otherwise.
    public static func recalled(for plan: AppBuildPlan, inputs: [String]) -> LeftOutMemory? {
        guard let data = FileManager.default.contents(atPath: file(for: plan)),
              let memory = try? JSONDecoder().decode(LeftOutMemory.self, from: data),
              memory.inputs == inputs, !memory.leftOut.isEmpty || !memory.notBuilt.isEmpty else { return nil }
        return memory
    }

    /// Forgets what the last build of `plan` left out: the app now builds whole.
    public static func forget(for plan: AppBuildPlan) {
        try? FileManager.default.removeItem(atPath: file(for: plan))
    }

    /// Keeps this memory for the next run over `plan` (forgets the last one when nothing was left out).
    public func keep(for plan: AppBuildPlan) {
        let path = Self.file(for: plan)
        guard !leftOut.isEmpty || !notBuilt.isEmpty else { return Self.forget(for: plan) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        try? FileManager.default.createDirectory(atPath: plan.scratch + "/build", withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// A file's size and modification time, or "missing".
    private static func stamp(_ path: String) -> String {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "missing" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(date)"
    }
}
