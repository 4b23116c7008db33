#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder given to a scan, with its links resolved: a symbolic link met inside it is followed
/// only to a place inside it, so no scan walks the machine or reads a file it was not given.
public struct FolderBoundary: Sendable, Hashable {
    /// The folder's absolute path with every link resolved (the path as given when it cannot be).
    public let realRoot: String

    /// The boundary of `folder`.
    public init(_ folder: String) {
        realRoot = Self.realPath(folder) ?? folder
    }

    /// Whether `resolved`, a path with its links resolved, is the folder or under it.
    public func contains(resolved: String) -> Bool {
        resolved == realRoot || resolved.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
    }

    /// Whether `path` may be read: it is no link, or a link that leads inside the folder.
    public func admits(_ path: String) -> Bool {
        guard FileKind.of(linkAt: path) == .symbolicLink else { return true }
        return Self.realPath(path).map(contains(resolved:)) ?? false
    }

    /// The absolute path with every link resolved, or nil when it cannot be resolved.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
