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
    /// - Parameter expected: for each path named, the bytes the caller read and worked from (nil:
    ///   the file did not exist). When a file no longer holds them once every new file is staged
    ///   — someone edited it meanwhile — nothing is written and the error says so: replacing it
    ///   would throw their edit away.
    public static func write(
        _ files: [(path: String, bytes: [UInt8])], expected: [String: [UInt8]?] = [:]
    ) throws(CatalogError) {
        for file in files { try AtomicFileWriter.requireRegularOrAbsent(file.path) }
        var staged: [(path: String, temporary: String)] = []
        do {
            for file in files {
                staged.append((file.path, try AtomicFileWriter.writeTemporary(file.bytes, beside: file.path)))
            }
            for file in files {
                guard let before = expected[file.path] else { continue }
                try requireUnchanged(file.path, since: before)
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

    /// Throws `unwritable` when the file at `path` no longer holds `before` (nil: no file).
    private static func requireUnchanged(_ path: String, since before: [UInt8]?) throws(CatalogError) {
        var now: [UInt8]?
        if access(path, F_OK) == 0 { now = try CatalogFileReader.read(path, limits: CatalogLimits(maxFileSize: Int.max)) }
        guard now != before else { return }
        throw CatalogError(file: path, position: .start, problem: .unwritable(
            reason: "it changed while l10n was working on it, so nothing was written (run the command again to work from the new contents)"))
    }

    /// Puts back the files already replaced and removes the temporary files not yet renamed.
    private static func undo(_ replaced: [(path: String, backup: String?)], leftover: [String]) {
        for temporary in leftover { unlink(temporary) }
        for item in replaced.reversed() {
            if let backup = item.backup { rename(backup, item.path) } else { unlink(item.path) }
        }
    }

}
