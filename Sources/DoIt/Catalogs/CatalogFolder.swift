import Foundation

/// Where Do It's catalogs are: the `Localizations` folder of the package.
public enum CatalogFolder {
    /// The folder's name in the package.
    public static let name = "Localizations"

    /// The `Localizations` folder of the package that contains `directory` (the folder itself or
    /// its nearest ancestor holding one next to a `Package.swift`), else that of the package this
    /// module was built from, if it still exists; nil when neither is found.
    public static func locate(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(name)
            if isDirectory(candidate.path), FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return candidate.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return isDirectory(builtPackageFolder) ? builtPackageFolder : nil
    }

    /// `Localizations` of the package this file was compiled in.
    static var builtPackageFolder: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent(name).path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
