/// Shows absolute paths relative to a folder, with plain string work so results never depend on
/// the file system (symlinks are not resolved). Reporters and the screen harness share it, so a
/// path reads the same in every report.
public enum RelativePath {
    /// `path` relative to the absolute folder `base`; relative paths are returned unchanged.
    public static func from(_ base: String, to path: String) -> String {
        guard path.hasPrefix("/"), base.hasPrefix("/") else { return path }
        // The common case, a file under the folder, without `.` or empty components: no splitting.
        let folder = base.hasSuffix("/") ? base : base + "/"
        if path.hasPrefix(folder), !folder.contains("/./"), !folder.contains("//"), !folder.contains("/../") {
            let rest = path.dropFirst(folder.count)
            if !rest.isEmpty, !rest.hasPrefix("."), !rest.contains("/."), !rest.contains("//") { return String(rest) }
        }
        let from = components(base)
        let to = components(path)
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared] { shared += 1 }
        let ups = Array(repeating: "..", count: from.count - shared)
        let rest = ups + to[shared...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(part))
            }
        }
        return result
    }
}
