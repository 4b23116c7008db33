#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What scanning a folder found: the catalog files, and the paths it refused to enter.
public struct CatalogScan: Hashable, Sendable {
    /// The catalog files, sorted by path.
    public var files: [CatalogFileReference]
    /// Folders not entered, sorted by path, each with the reason (a symlink loop, an unreadable folder).
    public var skipped: [SkippedPath]

    /// Creates a scan result.
    public init(files: [CatalogFileReference], skipped: [SkippedPath]) {
        self.files = files
        self.skipped = skipped
    }
}

/// A path the scanner did not enter, and why.
public struct SkippedPath: Hashable, Sendable {
    /// The path.
    public var path: String
    /// Why it was skipped, e.g. `symlink loop: the folder was already visited`.
    public var reason: String

    /// Creates a record.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Finds the catalogs in a folder: `*.lproj/*.strings`, `*.lproj/*.stringsdict` and `*.xcstrings`.
///
/// It recurses into subfolders and follows symbolic links, but enters each real folder only once,
/// so a symlink loop ends the descent (and is reported) instead of running forever. Build and tool
/// folders (`.build*`, `.git`, `.swiftpm`) are skipped.
public enum CatalogDirectoryScanner {
    /// Scans `root` (a folder, or a single catalog file). `.strings` and `.stringsdict` files count only
    /// inside a `.lproj` folder unless `includeTablesOutsideLproj` is set (templates and strays).
    public static func scan(_ root: String, includeTablesOutsideLproj: Bool = false) throws(CatalogError) -> CatalogScan {
        var info = stat()
        guard stat(root, &info) == 0 else {
            let reason = strerror(errno).map { String(cString: $0) } ?? "cannot stat"
            throw CatalogError(file: root, position: .start, problem: .unreadable(reason: reason))
        }
        var state = ScanState(requireLproj: !includeTablesOutsideLproj)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            state.visit(directory: trimmedSlash(root), info: info)
        } else if let reference = reference(forFile: root) {
            state.files.append(reference)
        }
        state.files.sort()
        state.skipped.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return CatalogScan(files: state.files, skipped: state.skipped)
    }

    /// The reference for a file path, or nil when it is not a catalog (a `.strings` outside `.lproj` is
    /// still accepted when named directly).
    static func reference(forFile path: String, requireLproj: Bool = false) -> CatalogFileReference? {
        var folderPath = Substring(path)
        while folderPath.hasSuffix("/") { folderPath = folderPath.dropLast() }
        let nameStart = folderPath.lastIndex(of: "/").map { folderPath.index(after: $0) } ?? folderPath.startIndex
        let name = folderPath[nameStart...]
        guard let dot = name.lastIndex(of: "."),
              let format = CatalogFormat(pathExtension: name[name.index(after: dot)...]) else { return nil }
        folderPath = folderPath[..<nameStart]
        while folderPath.hasSuffix("/") { folderPath = folderPath.dropLast() }
        let folder = folderPath[(folderPath.lastIndex(of: "/").map { folderPath.index(after: $0) } ?? folderPath.startIndex)...]
        let localeFolder = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : nil
        if requireLproj && format != .xcstrings && localeFolder == nil { return nil }
        return CatalogFileReference(localeFolder: localeFolder, table: String(name[..<dot]), format: format, path: path)
    }

    private static func trimmedSlash(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private struct ScanState {
        var files: [CatalogFileReference] = []
        var skipped: [SkippedPath] = []
        var visited: Set<FolderIdentity> = []
        let requireLproj: Bool

        init(requireLproj: Bool) {
            self.requireLproj = requireLproj
        }

        mutating func visit(directory path: String, info: stat) {
            let identity = FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            guard visited.insert(identity).inserted else {
                skipped.append(SkippedPath(path: path, reason: "symlink loop or repeated folder: already visited"))
                return
            }
            guard let names = Self.entries(of: path) else {
                let reason = strerror(errno).map { String(cString: $0) } ?? "cannot read folder"
                skipped.append(SkippedPath(path: path, reason: reason))
                return
            }
            for (name, kind) in names {
                if name == "." || name == ".." || name == ".git" || name == ".swiftpm" || name.hasPrefix(".build") { continue }
                let child = path == "/" ? "/" + name : path + "/" + name
                // The entry type from readdir saves a stat per file; links and unknown types need one.
                if kind == UInt8(DT_REG) {
                    if let reference = CatalogDirectoryScanner.reference(forFile: child, requireLproj: requireLproj) {
                        files.append(reference)
                    }
                    continue
                }
                var childInfo = stat()
                guard kind == UInt8(DT_DIR) || kind == UInt8(DT_LNK) || kind == UInt8(DT_UNKNOWN),
                      stat(child, &childInfo) == 0 else { continue }
                if (childInfo.st_mode & S_IFMT) == S_IFDIR {
                    visit(directory: child, info: childInfo)
                } else if (childInfo.st_mode & S_IFMT) == S_IFREG,
                          let reference = CatalogDirectoryScanner.reference(forFile: child, requireLproj: requireLproj) {
                    files.append(reference)
                }
            }
        }

        /// The names in a folder with their `d_type`, sorted by name, or nil when it cannot be opened.
        private static func entries(of path: String) -> [(name: String, kind: UInt8)]? {
            guard let directory = opendir(path) else { return nil }
            defer { closedir(directory) }
            var entries: [(name: String, kind: UInt8)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                entries.append((name, entry.pointee.d_type))
            }
            return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        }
    }
}
