#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces several files as one change: afterwards every file holds its new bytes, or (on any
/// failure) every file is as it was. A catalog split into tables is one piece of data: an update
/// that wrote `Localizable` but not `Settings` would leave keys moved between tables in neither.
///
/// Every new file is first written beside its target and flushed (where disks fill and
/// permissions fail); only then are they renamed over the targets, each old file kept under a
/// hard link until all renames succeeded, so a failing rename puts the earlier ones back.
public enum FileSetWriter {
    /// Writes each `(path, bytes)` pair; all or none.
    /// - Throws: `CatalogError` (`unwritable`) naming the path that failed, with the system's
    ///   reason; a target that exists and is not a regular file (a folder, a link, a device, a
    ///   FIFO) is refused before anything is written.
    public static func write(_ files: [(path: String, bytes: [UInt8])]) throws(CatalogError) {
        for file in files { try AtomicFileWriter.requireRegularOrAbsent(file.path) }
        var staged: [(path: String, temporary: String)] = []
        do {
            for file in files {
                staged.append((file.path, try AtomicFileWriter.writeTemporary(file.bytes, beside: file.path)))
            }
        } catch {
            for item in staged { unlink(item.temporary) }
            throw error
        }
        var backups: [(path: String, backup: String?)] = []
        for (index, item) in staged.enumerated() {
            let backup = item.temporary + ".old"
            let hasOld = access(item.path, F_OK) == 0
            if hasOld && link(item.path, backup) != 0 {
                let code = errno
                undo(backups, leftover: staged[index...].map(\.temporary))
                throw AtomicFileWriter.failure(item.path, code)
            }
            guard rename(item.temporary, item.path) == 0 else {
                let code = errno
                if hasOld { unlink(backup) }
                undo(backups, leftover: staged[index...].map(\.temporary))
                throw AtomicFileWriter.failure(item.path, code)
            }
            backups.append((item.path, hasOld ? backup : nil))
        }
        for item in backups { if let backup = item.backup { unlink(backup) } }
    }

    /// Puts back the files already replaced and removes the temporary files not yet renamed.
    private static func undo(_ replaced: [(path: String, backup: String?)], leftover: [String]) {
        for temporary in leftover { unlink(temporary) }
        for item in replaced.reversed() {
            if let backup = item.backup { rename(backup, item.path) } else { unlink(item.path) }
        }
    }

}
