#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file's bytes — a catalog, a storyboard, a property list, a configuration, a
/// baseline, a report, a snapshot, a source file — under the one file-access policy
/// (`FolderBoundary`): only a regular file (a FIFO would block for ever, a device never end), only
/// through links that stay inside the folder given, and only under the size limit, all checked
/// before a byte is read.
public enum CatalogFileReader {
    /// The bytes of the file at `path`, read within `boundary` (the folder the run was given; nil
    /// for a file named on its own, whose boundary is the folder holding it); a missing,
    /// unreadable, special, oversized or out-of-bounds file is a `CatalogError` (`unreadable`,
    /// with the reason `FolderBoundary.refusal(for:)` gives).
    public static func read(_ path: String, within boundary: FolderBoundary? = nil,
                            limits: CatalogLimits = .default) throws(CatalogError) -> [UInt8] {
        // `stat` before `open`: opening a FIFO waits for a writer, and opening some devices acts.
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw unreadable(path, FileKind.of(linkAt: path) == .symbolicLink ? FolderBoundary.escapeReason : systemReason(code))
        }
        try requireRegular(info, path)
        // Non-blocking, so that a FIFO swapped in between the two calls cannot block the open either.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(path, systemReason(errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw unreadable(path, systemReason(errno)) }
        try requireRegular(info, path)
        // The file opened, not the path checked: a link swapped in between cannot lead out.
        guard (boundary ?? FolderBoundary.enclosing(path)).containsOpenFile(descriptor, openedAs: path) else {
            throw unreadable(path, FolderBoundary.escapeReason)
        }
        let size = Int(info.st_size)
        try checkSize(size, file: path, limits: limits)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress.map { $0 + filled }, size - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(path, systemReason(errno))
            }
            if count == 0 { break }
            filled += count
        }
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }

    /// Throws `fileTooLarge` when `size` exceeds the limit.
    static func checkSize(_ size: Int, file: String, limits: CatalogLimits) throws(CatalogError) {
        if size > limits.maxFileSize {
            throw CatalogError(file: file, position: .start, problem: .fileTooLarge(byteCount: size, limit: limits.maxFileSize))
        }
    }

    private static func requireRegular(_ info: stat, _ path: String) throws(CatalogError) {
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regularFile else { throw unreadable(path, kind.refusal) }
    }

    private static func unreadable(_ path: String, _ reason: String) -> CatalogError {
        CatalogError(file: path, position: .start, problem: .unreadable(reason: reason))
    }
}

/// POSIX `read`, named apart from `CatalogFileReader.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
