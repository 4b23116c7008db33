#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: readers see the old file or the new one, never half.
///
/// The bytes go to a temporary file in the same folder, which is flushed to disk and then renamed
/// over the target (`rename` is atomic within a file system). The new file keeps the old one's
/// permissions; on any failure the temporary file is removed and the target is left untouched.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(CatalogError) {
        let temporary = try writeTemporary(bytes, beside: path)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
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
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
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

    static func failure(_ path: String, _ code: Int32) -> CatalogError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return CatalogError(file: path, position: .start, problem: .unwritable(reason: reason))
    }
}

/// POSIX `write`, named apart from `AtomicFileWriter.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
