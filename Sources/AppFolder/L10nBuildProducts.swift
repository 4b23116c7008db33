import Foundation

/// What the app is compiled against and linked with: the l10n package's build of
/// `l10n-previews` (the preview harness, l10n's `SwiftUI` and the Apple SDK stand-ins), its
/// modules, its macro plugins and its list of objects. Built in the package's own folder when
/// missing or older than its sources, in the configuration l10n itself was built in: an
/// installed (release) l10n renders an app's previews several times faster than a debug one.
public struct L10nBuildProducts: Sendable {
    /// The l10n package's folder.
    public let packageRoot: String
    /// `debug` or `release`.
    public let configuration: String
    /// Its build folder (`.build/debug` or `.build/release`, links resolved).
    public let binPath: String

    /// The products of the package at `packageRoot`, in `configuration` (by default the one
    /// this program was built in).
    public init(packageRoot: String, configuration: String = Self.ownConfiguration) {
        self.packageRoot = packageRoot
        self.configuration = configuration
        binPath = AppFolderScan.realPath(packageRoot + "/.build/" + configuration)
    }

    /// The configuration this program was built in.
    public static var ownConfiguration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// The preview program, whose objects the app's program is linked from.
    public var program: String { binPath + "/l10n-previews" }
    /// The list of the program's objects, as SwiftPM links it.
    public var linkFileList: String { binPath + "/l10n-previews.product/Objects.LinkFileList" }
    /// The folder of the package's Swift modules.
    public var modules: String { binPath + "/Modules" }

    /// The source folders of the modules the preview program is made of (not the tool's own).
    static let programSources = ["AppleSDKMacros", "AppleSDKs", "CICU", "CPreviewSection", "CatalogLint", "Catalogs", "Diagnostics",
                                 "Harness", "HarnessCLI", "L10n", "PreviewScreens", "ScreenKit", "SwiftUI", "SwiftUIMacros", "ToolSupport",
                                 "l10n-previews"]

    /// Whether the program must be built: missing, or older than a source of the package and
    /// than `lastBuild` (when the last build of it succeeded; a build that changed nothing leaves
    /// the program's date as it was).
    public func needsBuild(lastBuild: Date? = nil) -> Bool {
        guard let programDate = modified(program), FileManager.default.fileExists(atPath: linkFileList) else { return true }
        let built = max(programDate, lastBuild ?? programDate)
        if let manifest = modified(packageRoot + "/Package.swift"), manifest > built { return true }
        var seen = 0
        for folder in Self.programSources {
            guard let enumerator = FileManager.default.enumerator(atPath: packageRoot + "/Sources/" + folder) else { continue }
            while let relative = enumerator.nextObject() as? String, seen < 20_000 {
                seen += 1
                if let date = modified(packageRoot + "/Sources/" + folder + "/" + relative), date > built { return true }
            }
        }
        return false
    }

    /// Builds `l10n-previews` in the package's folder.
    public func build(showProgress: Bool) throws(AppFolderError) {
        let result = try ProcessRunner.run(["swift", "build", "--package-path", packageRoot, "-c", configuration, "--product", "l10n-previews"],
                                           showProgress: showProgress)
        guard result.status == 0 else {
            let tail = result.output.split(separator: "\n").suffix(30).joined(separator: "\n")
            throw .io(path: packageRoot, reason: "building l10n's preview program failed:\n\(tail)\n"
                      + "build it with `swift build -c \(configuration) --product l10n-previews` in \(packageRoot), then run the command again")
        }
    }

    /// The compiler flags that let a module import the package's modules and expand its macros.
    public func compilerFlags() -> [String] {
        var flags = ["-I", modules]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: binPath)) ?? []
        for name in names.sorted() where name.hasSuffix(".build") {
            let map = binPath + "/" + name + "/module.modulemap"
            if FileManager.default.fileExists(atPath: map) { flags += ["-Xcc", "-fmodule-map-file=" + map] }
        }
        let sources = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Sources")) ?? []
        for name in sources.sorted() {
            let include = packageRoot + "/Sources/" + name + "/include"
            if FileManager.default.fileExists(atPath: include) { flags += ["-Xcc", "-I", "-Xcc", include] }
        }
        for plugin in ["SwiftUIMacros", "AppleSDKMacros"] {
            let tool = binPath + "/" + plugin + "-tool"
            if FileManager.default.fileExists(atPath: tool) { flags += ["-Xfrontend", "-load-plugin-executable", "-Xfrontend", tool + "#" + plugin] }
        }
        return flags
    }

    private func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
