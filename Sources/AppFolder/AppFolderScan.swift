import Foundation

/// What an app's folder holds for a check: its Swift files, its catalogs and its asset catalogs,
/// found by walking the folder without following a link out of it.
public struct AppFolderScan: Sendable, Equatable {
    /// The folder, as a real path (links resolved).
    public var root: String
    /// The app's Swift files, relative to `root`, sorted.
    public var swiftFiles: [String]
    /// `.xcstrings` files and `.lproj` folders, relative to `root`, sorted.
    public var catalogs: [String]
    /// `.xcassets` folders, relative to `root`, sorted.
    public var assetCatalogs: [String]
    /// Core Data models (`.xcdatamodeld` folders, or `.xcdatamodel` ones outside them), relative to `root`, sorted.
    public var dataModels: [String] = []
    /// `Info.plist` files (and `*-Info.plist`), relative to `root`, sorted: what the app's bundle says of itself.
    public var infoPlists: [String] = []
    /// `project.pbxproj` files of the Xcode projects inside the folder, relative to `root`, sorted:
    /// their build settings give the version Xcode writes into the bundle and the Swift settings
    /// the app compiles with. When the folder holds none, the project beside it that names it
    /// (`../App.xcodeproj/project.pbxproj` for the sources folder `App`), as Xcode lays out a new
    /// project.
    public var projects: [String] = []

    /// The most files and folders a walk reads before it gives up.
    public static let entryLimit = 50_000
    /// The deepest folder a walk reads.
    public static let depthLimit = 40

    /// Folders never read: build products, dependencies, version control, and tests (which import
    /// XCTest and hold no previews).
    static func isSkippedFolder(_ name: String) -> Bool {
        if name.hasPrefix(".") { return true }
        if ["Pods", "Carthage", "DerivedData", "build", "node_modules", "fastlane"].contains(name) { return true }
        if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.hasSuffix(".playground") { return true }
        return name.hasSuffix("Tests") || name.hasSuffix("UITests") || name.hasSuffix("Tests.swift")
    }

    /// Walks `folder`. A symbolic link whose target lies outside the folder is refused.
    public static func scan(_ folder: String) throws(AppFolderError) -> AppFolderScan {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(folder)
        }
        let root = realPath(folder)
        var scan = AppFolderScan(root: root, swiftFiles: [], catalogs: [], assetCatalogs: [])
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var seen = 0
        while let next = pending.popLast() {
            let (relative, depth) = next
            let absolute = relative.isEmpty ? root : root + "/" + relative
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: absolute) } catch {
                throw .io(path: absolute, reason: "cannot list the folder (\(error.localizedDescription))")
            }
            for name in names.sorted() {
                seen += 1
                if seen > entryLimit { throw .tooManyEntries(folder: root, limit: entryLimit) }
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + path
                var kind = fileKind(full)
                if kind == .link {
                    let target = realPath(full)
                    guard target == root || target.hasPrefix(root + "/") else { throw .linkOutside(link: full, target: target) }
                    kind = fileKind(target)
                }
                switch kind {
                case .folder:
                    if name.hasSuffix(".xcassets") { scan.assetCatalogs.append(path); continue }
                    if name.hasSuffix(".lproj") { scan.catalogs.append(path); continue }
                    if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") { scan.dataModels.append(path); continue }
                    if name.hasSuffix(".xcodeproj"), fileKind(full + "/project.pbxproj") == .file { scan.projects.append(path + "/project.pbxproj") }
                    if isSkippedFolder(name) || depth >= depthLimit { continue }
                    pending.append((path, depth + 1))
                case .file:
                    if name.hasSuffix(".xcstrings") { scan.catalogs.append(path) }
                    if name == "Info.plist" || name.hasSuffix("-Info.plist") { scan.infoPlists.append(path) }
                    if name.hasSuffix(".swift"), name != "Package.swift", !isSkippedFolder(name) { scan.swiftFiles.append(path) }
                case .link, .other:
                    continue
                }
            }
        }
        scan.swiftFiles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        scan.catalogs.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        scan.assetCatalogs.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        scan.dataModels.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        scan.infoPlists.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        scan.projects.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if scan.projects.isEmpty, let beside = projectBeside(root) { scan.projects = [beside] }
        return scan
    }

    /// The Xcode project in `root`'s parent folder whose groups name `root`'s folder (`path = App;`),
    /// relative to `root`; nil when there is none. Only the project file is read.
    static func projectBeside(_ root: String) -> String? {
        let folder = URL(fileURLWithPath: root)
        let parent = folder.deletingLastPathComponent().path
        let name = folder.lastPathComponent
        guard parent != root, !name.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return nil }
        for entry in entries.sorted() where entry.hasSuffix(".xcodeproj") && fileKind(parent + "/" + entry) == .folder {
            guard let text = AppBundleInfo.read(parent + "/" + entry + "/project.pbxproj") else { continue }
            let quoted = name.contains(" ") ? "\"\(name)\"" : name
            if text.contains("path = \(quoted);") || text.contains("path = \"\(name)\";") {
                return "../" + entry + "/project.pbxproj"
            }
        }
        return nil
    }

    enum FileKind { case file, folder, link, other }

    static func fileKind(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// `path` with every link resolved; `path` itself when it cannot be resolved.
    public static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return URL(fileURLWithPath: path).standardizedFileURL.path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
