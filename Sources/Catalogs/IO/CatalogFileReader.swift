#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a catalog's bytes, refusing files over the size limit before reading them.
public enum CatalogFileReader {
    /// The bytes of the file at `path`; a missing, unreadable or oversized file is a `CatalogError`.
    public static func read(_ path: String, limits: CatalogLimits = .default) throws(CatalogError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw unreadable(path, errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw CatalogError(file: path, position: .start, problem: .unreadable(reason: "it is a directory"))
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
                throw unreadable(path, errno)
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

    private static func unreadable(_ path: String, _ code: Int32) -> CatalogError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return CatalogError(file: path, position: .start, problem: .unreadable(reason: reason))
    }
}

/// POSIX `read`, named apart from `CatalogFileReader.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
