#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a run was given, with its links resolved: the one file-access policy every reader
/// of the tool follows (catalogs, storyboards, XIBs, property lists, configurations, baselines,
/// reports, snapshots, outputs read back). A path is read only when it is a regular file and every
/// symbolic link on the way stays inside the folder, so no run walks the machine, reads a file it
/// was not given, or echoes one in an error. What is refused is said with the same words everywhere
/// (`refusal(for:)`): a scan lists it as skipped, lint as a `Not read:` note, a reader throws it.
///
/// A file named on its own (a baseline, a configuration, `--merge` reports) has the folder that
/// holds it as its boundary (`enclosing(_:)`): it may be a link only to a place beside it.
public struct FolderBoundary: Sendable, Hashable {
    /// The folder's absolute path with every link resolved (the path as given when it cannot be).
    public let realRoot: String

    /// The reason given for a path whose links lead out of the folder, or to nothing.
    public static let escapeReason = "a symbolic link that leads out of the folder scanned (or nowhere)"

    /// The boundary of `folder`.
    public init(_ folder: String) {
        realRoot = Self.realPath(folder) ?? folder
    }

    /// The boundary of a file named on its own: the folder that holds it.
    public static func enclosing(_ file: String) -> FolderBoundary {
        var trimmed = Substring(file)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return FolderBoundary(".") }
        return FolderBoundary(slash == trimmed.startIndex ? "/" : String(trimmed[..<slash]))
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

    /// Why `path` may not be read, or nil when it may: something is there, it resolves to a place
    /// inside the folder (through any links on the way), and it is `kind` (a regular file unless
    /// told otherwise). The reason reads `it is a FIFO, not a regular file` or `escapeReason`.
    public func refusal(for path: String, expecting kind: FileKind = .regularFile) -> String? {
        guard let found = FileKind.of(linkAt: path) else { return systemReason(ENOENT) }
        guard let resolved = Self.realPath(path) else {
            return found == .symbolicLink ? Self.escapeReason : systemReason(errno)
        }
        guard contains(resolved: resolved) else { return Self.escapeReason }
        guard let target = FileKind.of(path) else { return Self.escapeReason }
        guard target == kind else { return kind == .regularFile ? target.refusal : "it is \(target.rawValue), not \(kind.rawValue)" }
        return nil
    }

    /// Whether the file open as `descriptor` (opened through `path`) lies inside the folder: asked
    /// of the open file itself where the system tells its path, so a link swapped in after a check
    /// cannot lead a read elsewhere.
    func containsOpenFile(_ descriptor: Int32, openedAs path: String) -> Bool {
        if realRoot == "/" { return true }
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        if count > 0 {
            let resolved = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if resolved.hasPrefix("/") { return contains(resolved: resolved) }
        }
        #endif
        return Self.realPath(path).map(contains(resolved:)) ?? false
    }

    /// The absolute path with every link resolved, or nil when it cannot be resolved.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
