#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Matches paths against the `exclude` globs of the configuration.
struct PathFilter: Sendable {
    var patterns: [String]

    /// Whether `path` matches a pattern, as a whole or by its trailing components.
    func excludes(_ path: String) -> Bool {
        guard !patterns.isEmpty else { return false }
        let components = path.split(separator: "/")
        for pattern in patterns {
            if fnmatch(pattern, path, 0) == 0 { return true }
            for start in components.indices where fnmatch(pattern, components[start...].joined(separator: "/"), 0) == 0 {
                return true
            }
        }
        return false
    }
}
