#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File sizes, to start the largest work first.
enum FileSize {
    /// The size of the file at `path` in bytes, 0 when it cannot be read.
    static func of(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }
}
