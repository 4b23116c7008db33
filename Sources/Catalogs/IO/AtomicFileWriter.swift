#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file the tool writes goes through here: a catalog, a baseline, a report, a render, a
/// snapshot. A file is replaced all at once — readers see the old file or the new one, never half
/// — and only when it is a regular file or nothing: a FIFO, a device, a folder or a symbolic link at
/// the path is refused, never turned into a regular file.
///
/// The bytes go to a temporary file in the same folder, which is flushed to disk and then renamed
/// over the target (`rename` is atomic within a file system). The new file keeps the old one's
/// permissions; on any failure the temporary file is removed and the target is left untouched.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically; throws `unwritable` when something other than a regular
    /// file is at `path` (checked before writing and again just before the rename), or when the
    /// write fails.
    public static func write(_ bytes: [UInt8], to path: String) throws(CatalogError) {
        try requireReplaceable(path)
        let temporary = try writeTemporary(bytes, beside: path)
        defer { TemporaryFiles.forget(temporary.slot) }
        do throws(CatalogError) {
            try requireRegularOrAbsent(path)
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw failure(path, code)
        }
    }

    /// Throws `unwritable` unless `path` names a regular file or nothing: a rename would turn a
    /// FIFO, a device, a folder or a symbolic link into a regular file.
    package static func requireRegularOrAbsent(_ path: String) throws(CatalogError) {
        guard let kind = FileKind.of(linkAt: path), kind != .regularFile else { return }
        throw CatalogError(file: path, position: .start, problem: .unwritable(reason: "\(kind.refusal); only a regular file is replaced"))
    }

    /// Throws `unwritable` unless a rename may replace what is at `path`: nothing, or a regular
    /// file that may be written (a read-only file is someone's choice that it stay as it is; a
    /// rename would replace it all the same, so it is refused here). `/dev/null` and other
    /// special files are refused with what they are.
    package static func requireReplaceable(_ path: String) throws(CatalogError) {
        try requireRegularOrAbsent(path)
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
            throw CatalogError(file: path, position: .start, problem: .unwritable(
                reason: "the file is read-only; make it writable (chmod u+w) if it should be updated"))
        }
    }

    /// Writes `bytes` to a new file in `path`'s folder, flushed to disk and with the permissions
    /// of the file at `path` (0644 when there is none), and returns its path: renaming it over
    /// `path` is then the only step left. On failure nothing is left behind. The file is known to
    /// `TemporaryFiles` (removed if the process is interrupted) until its `slot` is forgotten, and
    /// the leftovers of earlier runs that were killed are removed first.
    package static func writeTemporary(_ bytes: [UInt8], beside path: String) throws(CatalogError) -> (path: String, slot: Int?) {
        TemporaryFiles.removeLeftovers(beside: path)
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(path, &existing) == 0 { mode = existing.st_mode & 0o7777 }

        var attempt = 0
        var temporary = ""
        var descriptor: Int32 = -1
        while descriptor < 0 {
            temporary = "\(folder.isEmpty ? "" : folder)/.\(name).tmp-\(getpid())-\(attempt)"
            // O_EXCL never follows a link: a planted symbolic link cannot redirect the temporary file.
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if descriptor < 0 {
                guard errno == EEXIST, attempt < 100 else { throw failure(path, errno) }
                attempt += 1
            }
        }
        let slot = TemporaryFiles.remember(temporary)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(temporary)
                TemporaryFiles.forget(slot)
                throw failure(path, code)
            }
            written += count
        }
        let synced = fsync(descriptor) == 0
        let syncError = errno
        fchmod(descriptor, mode)
        close(descriptor)
        guard synced else {
            unlink(temporary)
            TemporaryFiles.forget(slot)
            throw failure(path, syncError)
        }
        return (temporary, slot)
    }

    /// Creates the folder `path` and the folders above it that are missing. An existing folder is
    /// used as it is; something else there is refused, and so is a symbolic link unless
    /// `followingLink` (a folder the user named may be a link; one the tool makes inside it, such as
    /// a report's `renders`, may not, or files would land wherever the link points).
    public static func makeFolder(_ path: String, followingLink: Bool) throws(CatalogError) {
        if let kind = followingLink ? FileKind.of(path) : FileKind.of(linkAt: path) {
            guard kind == .directory else { throw failure(path, reason: "it is \(kind.rawValue), not a folder") }
            return
        }
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if let slash = trimmed.lastIndex(of: "/"), slash > trimmed.startIndex {
            try makeFolder(String(trimmed[..<slash]), followingLink: true)
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure(path, errno) }
        guard FileKind.of(linkAt: path) == .directory || (followingLink && FileKind.of(path) == .directory) else {
            throw failure(path, reason: "it is not a folder")
        }
    }

    static func failure(_ path: String, _ code: Int32) -> CatalogError {
        failure(path, reason: systemReason(code))
    }

    private static func failure(_ path: String, reason: String) -> CatalogError {
        CatalogError(file: path, position: .start, problem: .unwritable(reason: reason))
    }
}

/// POSIX `write`, named apart from `AtomicFileWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
