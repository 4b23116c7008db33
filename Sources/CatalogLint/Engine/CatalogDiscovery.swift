#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import L10n

/// Finds the catalog files under the paths given on the command line. When only some `.lproj`
/// folders of a set are given (`l10n lint Localizations/pl.lproj`), the base's folder beside them is
/// read as well, so `pl` can be compared with it, but findings are kept only for what was asked.
struct CatalogDiscovery {
    /// Every file to read, sorted by path, without repeats.
    var files: [CatalogFileReference]
    /// Paths the scan did not enter on purpose (symlink loops, links out of the folders given,
    /// special files with a catalog's name).
    var skipped: [SkippedPath]
    /// Folders that could not be read: the run fails with them (exit status 2).
    var unreadable: [CatalogError]
    /// The folders given (each path's boundary), within which the files found are read.
    var boundaries: [FolderBoundary] = []
    /// The files asked for, and the folders that hold them.
    private var requested: Set<String>

    /// Where a set rooted at `root` is read: the folder given that holds it, else (a set whose
    /// `.lproj` folders were given one by one) its root.
    func boundary(forSetAt root: String) -> FolderBoundary {
        let resolved = FolderBoundary.realPath(root) ?? root
        return boundaries.first { $0.contains(resolved: resolved) } ?? FolderBoundary(root)
    }

    /// Whether findings about `path` were asked for.
    func isRequested(_ path: String) -> Bool { requested.contains(path) }

    static func discover(_ paths: [String], filter: PathFilter) throws(LintError) -> CatalogDiscovery {
        var found: [String: CatalogFileReference] = [:]
        var skipped: [SkippedPath] = []
        var unreadable: [CatalogError] = []
        var boundaries: [FolderBoundary] = []
        for path in paths {
            let scan: CatalogScan
            do {
                scan = try CatalogDirectoryScanner.scan(path)
            } catch {
                throw LintError(error.description)
            }
            boundaries.append(scan.boundary ?? FolderBoundary(path))
            for file in scan.files where !filter.excludes(file.path) { found[file.path] = file.matchingInfoPlistCase }
            skipped += scan.skipped.filter { !filter.excludes($0.path) }
            unreadable += scan.unreadable.filter { !filter.excludes($0.file) }
        }
        var requested = Set(found.keys)
        for path in found.keys { requested.insert(LintSet.parentFolder(of: path)) }
        for skip in skipped { requested.insert(skip.path) }
        let companions = baseCompanions(of: Array(found.values), filter: filter)
        for file in companions.files where found[file.path] == nil {
            found[file.path] = file
        }
        skipped += companions.skipped.filter { skip in !skipped.contains { $0.path == skip.path } }
        let files = found.values.sorted()
        return CatalogDiscovery(files: files, skipped: skipped.sorted { $0.path < $1.path },
                                unreadable: unreadable.sorted { $0.file < $1.file }, boundaries: boundaries, requested: requested)
    }

    /// The files of `en.lproj` / `Base.lproj` (and any folder such as `English.lproj` that parses
    /// as the same locale) next to the given `.lproj` folders, when those were not given; such a
    /// folder that is a link out of the set's folder is skipped (and listed), not read.
    private static func baseCompanions(of files: [CatalogFileReference], filter: PathFilter)
        -> (files: [CatalogFileReference], skipped: [SkippedPath]) {
        let roots = Set(files.filter { $0.localeFolder != nil && $0.format != .xcstrings }.map(SetPlanner.root(of:)))
        var companions: [CatalogFileReference] = []
        var skipped: [SkippedPath] = []
        for root in roots.sorted() {
            let boundary = FolderBoundary(root)
            for name in folderNames(in: root) where name.hasSuffix(".lproj") {
                let locale = String(name.dropLast(".lproj".count))
                let parsed = LintLocale(locale)
                guard parsed.isBase || parsed.identifier?.bcp47 == "en" else { continue }
                let folder = root + "/" + name
                if let reason = boundary.refusal(for: folder, expecting: .directory) {
                    if reason == FolderBoundary.escapeReason, !filter.excludes(folder) { skipped.append(SkippedPath(path: folder, reason: reason)) }
                    continue
                }
                guard let scan = try? CatalogDirectoryScanner.scan(folder) else { continue }
                companions += scan.files.filter { !filter.excludes($0.path) }.map(\.matchingInfoPlistCase)
                skipped += scan.skipped.filter { !filter.excludes($0.path) }
            }
        }
        return (companions, skipped)
    }

    /// The names of the entries of the folder at `path`, sorted; none when it cannot be read.
    static func folderNames(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return names.sorted()
    }
}
