#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on the folders a catalog update writes into, held from reading the
/// catalogs to renaming the new ones into place: two runs of the tool updating one catalog take
/// turns, so neither replaces the file with one made from what it read before the other wrote.
/// Programs that do not take the lock are caught by `FileSetWriter`'s check before the rename.
///
/// The folder is locked rather than a file beside the catalog, so no lock file is left in the
/// project. A folder that does not exist yet is locked through the nearest one above it that does.
public struct FolderLock: ~Copyable {
    private var descriptors: [Int32]

    /// Locks the folders that hold `paths` (in path order, so two runs never wait on each other
    /// crosswise), waiting up to `timeout` seconds for another run to finish.
    /// - Throws: `CatalogError` (`unwritable`) naming the folder still locked after `timeout`, or
    ///   one that cannot be opened.
    public init(forFilesAt paths: [String], timeout: Double = 60) throws(CatalogError) {
        descriptors = []
        let folders = Set(paths.map(Self.lockableFolder(of:))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for folder in folders {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let code = errno
                release()
                throw CatalogError(file: folder, position: .start, problem: .unwritable(reason: systemReason(code)))
            }
            var waited = 0.0
            while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR, waited < timeout else {
                    close(descriptor)
                    release()
                    throw CatalogError(file: folder, position: .start, problem: .unwritable(
                        reason: "another run of the tool has been updating the catalogs in this folder for \(Int(timeout)) s; "
                            + "run again once it has finished"))
                }
                usleep(20_000)
                waited += 0.02
            }
            descriptors.append(descriptor)
        }
    }

    /// Releases the locks (closing the folders releases them too, so a killed run holds none).
    public mutating func release() {
        for descriptor in descriptors { close(descriptor) }
        descriptors = []
    }

    deinit {
        for descriptor in descriptors { close(descriptor) }
    }

    /// The folder holding `path`, or the nearest existing folder above it.
    private static func lockableFolder(of path: String) -> String {
        var folder = Substring(path)
        while true {
            guard let slash = folder.lastIndex(of: "/") else { return "." }
            folder = slash == folder.startIndex ? "/" : folder[..<slash]
            if folder == "/" || FileKind.of(String(folder)) == .directory { return String(folder) }
        }
    }
}
