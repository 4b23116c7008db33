#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names, as `lstat`/`stat` tell it: readers and writers accept only
/// regular files, and say what else they found (a FIFO would block a read for ever, a device or a
/// symbolic link would be replaced by a rename).
public enum FileKind: String, Hashable, Sendable {
    case regularFile = "a regular file"
    case directory = "a directory"
    case symbolicLink = "a symbolic link"
    case fifo = "a FIFO"
    case socket = "a socket"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case unknown = "a special file"

    /// The kind for a `st_mode`.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    /// The kind of what `path` names, the link itself when it is a symbolic link; nil when nothing is there.
    public static func of(linkAt path: String) -> FileKind? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// The kind of what `path` leads to, through symbolic links; nil when nothing is there.
    public static func of(_ path: String) -> FileKind? {
        var info = stat()
        return stat(path, &info) == 0 ? FileKind(mode: info.st_mode) : nil
    }

    /// `it is a FIFO, not a regular file`: the reason given when a reader or writer refuses it.
    var refusal: String { "it is \(rawValue), not a regular file" }
}

/// The system's text for an `errno` value (`No such file or directory`).
func systemReason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
}
