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
        try requireRegularOrAbsent(path)
        let temporary = try writeTemporary(bytes, beside: path)
        do throws(CatalogError) {
            try requireRegularOrAbsent(path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    /// Throws `unwritable` unless `path` names a regular file or nothing: a rename would turn a
    /// FIFO, a device, a folder or a symbolic link into a regular file.
    package static func requireRegularOrAbsent(_ path: String) throws(CatalogError) {
        guard let kind = FileKind.of(linkAt: path), kind != .regularFile else { return }
        throw CatalogError(file: path, position: .start, problem: .unwritable(reason: "\(kind.refusal); only a regular file is replaced"))
    }

    /// Writes `bytes` to a new file in `path`'s folder, flushed to disk and with the permissions
    /// of the file at `path` (0644 when there is none), and returns its path: renaming it over
    /// `path` is then the only step left. On failure nothing is left behind.
    package static func writeTemporary(_ bytes: [UInt8], beside path: String) throws(CatalogError) -> String {
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
            throw failure(path, syncError)
        }
        return temporary
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
