#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What scanning a folder found: the catalog files, the paths it chose not to enter, and the
/// folders it could not read.
public struct CatalogScan: Hashable, Sendable {
    /// The catalog files, sorted by path.
    public var files: [CatalogFileReference]
    /// Paths not entered on purpose, sorted by path, each with the reason (a symlink loop, a link
    /// out of the folder scanned, a special file with a catalog's name).
    public var skipped: [SkippedPath]
    /// Folders that could not be read (permissions, input/output errors), sorted by path: a run
    /// that checks less than it was asked to must fail, not pass.
    public var unreadable: [CatalogError]
    /// The folder scanned: its files are read within it (`CatalogFileReader.read(_:within:)`), so a
    /// link swapped in after the scan leads no read out of it either.
    public var boundary: FolderBoundary?

    /// Creates a scan result.
    public init(files: [CatalogFileReference], skipped: [SkippedPath], unreadable: [CatalogError] = [],
                boundary: FolderBoundary? = nil) {
        self.files = files
        self.skipped = skipped
        self.unreadable = unreadable
        self.boundary = boundary
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
/// It recurses into subfolders. A symbolic link inside the folder is followed only when it leads to
/// a place inside the folder (a shared `Base.lproj` linked from two places); a link out of it (to
/// `/`, to a system file) is skipped and reported, so a scan never walks the machine nor reads a file
/// it was not given. Each real folder is entered once, so a symlink loop ends the descent (and is
/// reported). Only regular files are listed: a FIFO or device with a catalog's name is skipped and
/// reported. Build and tool folders (`.build*`, `.git`, `.swiftpm`) are skipped.
public enum CatalogDirectoryScanner {
    /// Scans `root` (a folder, or a single catalog file; the root itself may be a symbolic link).
    /// `.strings` and `.stringsdict` files count only inside a `.lproj` folder unless
    /// `includeTablesOutsideLproj` is set (templates and strays).
    /// - Throws: `unreadable` when `root` does not exist, is a special file (a FIFO, a device), is a
    ///   file without a catalog's extension, or is a folder named like a catalog file (`X.strings`).
    public static func scan(_ root: String, includeTablesOutsideLproj: Bool = false) throws(CatalogError) -> CatalogScan {
        var info = stat()
        guard stat(root, &info) == 0 else {
            throw CatalogError(file: root, position: .start, problem: .unreadable(reason: systemReason(errno)))
        }
        var state = ScanState(requireLproj: !includeTablesOutsideLproj, boundary: FolderBoundary(root))
        switch FileKind(mode: info.st_mode) {
        case .directory:
            if reference(forFile: root) != nil {
                throw CatalogError(file: root, position: .start, problem: .unreadable(reason: "it is a directory, not a catalog file"))
            }
            state.visit(directory: trimmedSlash(root), info: info)
        case .regularFile:
            guard let reference = reference(forFile: root) else {
                throw CatalogError(file: root, position: .start, problem: .unreadable(
                    reason: "not a catalog: a catalog file's name ends in .strings, .stringsdict or .xcstrings"))
            }
            state.files.append(reference)
        case let kind:
            throw CatalogError(file: root, position: .start, problem: .unreadable(reason: kind.refusal))
        }
        state.files.sort()
        state.skipped.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        state.unreadable.sort { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
        return CatalogScan(files: state.files, skipped: state.skipped, unreadable: state.unreadable, boundary: state.boundary)
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
        var unreadable: [CatalogError] = []
        var visited: Set<FolderIdentity> = []
        let requireLproj: Bool
        /// The scanned folder: links are followed only to places under it.
        let boundary: FolderBoundary

        init(requireLproj: Bool, boundary: FolderBoundary) {
            self.requireLproj = requireLproj
            self.boundary = boundary
        }

        mutating func visit(directory path: String, info: stat) {
            let identity = FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            guard visited.insert(identity).inserted else {
                skipped.append(SkippedPath(path: path, reason: "symlink loop or repeated folder: already visited"))
                return
            }
            guard let names = Self.entries(of: path) else {
                unreadable.append(CatalogError(file: path, position: .start, problem: .unreadable(reason: systemReason(errno))))
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
                guard lstat(child, &childInfo) == 0 else {
                    // Gone since the folder was listed is fine; anything else leaves part of the tree unread.
                    if errno != ENOENT {
                        unreadable.append(CatalogError(file: child, position: .start, problem: .unreadable(reason: systemReason(errno))))
                    }
                    continue
                }
                var childKind = FileKind(mode: childInfo.st_mode)
                if childKind == .symbolicLink {
                    guard let target = FolderBoundary.realPath(child), boundary.contains(resolved: target) else {
                        skipped.append(SkippedPath(path: child, reason: FolderBoundary.escapeReason))
                        continue
                    }
                    guard stat(child, &childInfo) == 0 else { continue }
                    childKind = FileKind(mode: childInfo.st_mode)
                }
                switch childKind {
                case .directory:
                    visit(directory: child, info: childInfo)
                case .regularFile:
                    if let reference = CatalogDirectoryScanner.reference(forFile: child, requireLproj: requireLproj) {
                        files.append(reference)
                    }
                default:
                    if CatalogDirectoryScanner.reference(forFile: child, requireLproj: requireLproj) != nil {
                        skipped.append(SkippedPath(path: child, reason: childKind.refusal))
                    }
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
