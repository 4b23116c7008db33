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
    ///
    /// `expecting` lists what files held when they were read to make the new bytes (nil: there
    /// was no file): just before the renames each is read again, and when one differs — another
    /// program wrote it meanwhile — nothing is written, so what it wrote is not lost.
    /// - Throws: `CatalogError` (`unwritable`) naming the path that failed, with the system's
    ///   reason; a target that exists and is not a regular file (a folder, a link, a device, a
    ///   FIFO) or is read-only is refused before anything is written. `changedSinceRead` for a
    ///   file of `expecting` that changed.
    public static func write(_ files: [(path: String, bytes: [UInt8])],
                             expecting: [(path: String, before: [UInt8]?)] = []) throws(CatalogError) {
        for file in files { try AtomicFileWriter.requireReplaceable(file.path) }
        var staged: [(path: String, temporary: String, slot: Int?)] = []
        defer { for item in staged { TemporaryFiles.forget(item.slot) } }
        do {
            for file in files {
                let temporary = try AtomicFileWriter.writeTemporary(file.bytes, beside: file.path)
                staged.append((file.path, temporary.path, temporary.slot))
            }
            for expected in expecting { try requireUnchanged(expected.path, since: expected.before) }
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

    /// Throws `changedSinceRead` unless `path` holds `before` (nothing, when nil).
    private static func requireUnchanged(_ path: String, since before: [UInt8]?) throws(CatalogError) {
        var now: [UInt8]?
        if FileKind.of(linkAt: path) != nil { now = try CatalogFileReader.read(path) }
        guard now != before else { return }
        let change = switch (before, now) {
        case (nil, _): "it did not exist when it was read and has been created since"
        case (_, nil): "it has been removed since it was read"
        case (let before?, let now?): "another program wrote it after it was read: \(before.count) bytes then, \(now.count) now"
        }
        throw CatalogError(file: path, position: .start, problem: .changedSinceRead(change: change))
    }

    /// Puts back the files already replaced and removes the temporary files not yet renamed.
    private static func undo(_ replaced: [(path: String, backup: String?)], leftover: [String]) {
        for temporary in leftover { unlink(temporary) }
        for item in replaced.reversed() {
            if let backup = item.backup { rename(backup, item.path) } else { unlink(item.path) }
        }
    }

}
