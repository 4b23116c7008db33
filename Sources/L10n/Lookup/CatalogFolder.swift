import Foundation

/// Where a package keeps its catalogs, found from a folder inside it: what `check`, `render` and
/// `lookup` use when no `--catalogs` is named. Only the folders of the package the search starts
/// in are looked at; nothing falls back to a folder known when the tool was built.
public enum CatalogFolder {
    /// The conventional folder of catalogs at a package's root.
    public static let name = "Localizations"

    /// The catalogs of the package that contains `directory` (the nearest folder at or above it
    /// that holds a `Package.swift`, or `directory` itself when none does): its `Localizations`
    /// folder, else the first of its targets' folders (`Sources/T` or `Sources/T/Resources`) that
    /// holds `.lproj` folders or String Catalogs. Nil when none is found; `searched(from:)` says
    /// where it looked.
    public static func locate(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        candidates(from: directory).first(where: holdsCatalogs)
    }

    /// The folders `locate(from:)` looks in, in order.
    public static func searched(from directory: String = FileManager.default.currentDirectoryPath) -> [String] {
        candidates(from: directory)
    }

    /// The folder at or above `directory` that holds a `Package.swift`, if any.
    public static func packageRoot(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    private static func candidates(from directory: String) -> [String] {
        let root = packageRoot(from: directory) ?? URL(fileURLWithPath: directory).standardizedFileURL.path
        var folders = [root + "/" + name]
        let sources = root + "/Sources"
        let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted()
        for target in targets where !target.hasPrefix(".") && isDirectory(sources + "/" + target) {
            folders.append(sources + "/" + target + "/Resources")
            folders.append(sources + "/" + target)
        }
        return folders
    }

    /// Whether `folder` holds a `.lproj` folder or a String Catalog directly.
    private static func holdsCatalogs(_ folder: String) -> Bool {
        guard isDirectory(folder), let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { $0.hasSuffix(".lproj") || $0.hasSuffix(".xcstrings") }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
