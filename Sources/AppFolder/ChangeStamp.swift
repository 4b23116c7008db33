import Foundation

/// A short hash that changes when what it is made of changes (FNV-1a, 64 bits): whether a file
/// must be compiled again, whether a kept outcome still holds.
public enum ChangeStamp {
    /// The stamp of `parts`.
    public static func of(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// The stamp of the files at and under `paths` (files or folders, walked without following
    /// links, at most `limit` entries): each one's path, size and modification time.
    public static func files(under paths: [String], limit: Int = 20_000) -> String {
        var parts: [String] = []
        for path in paths.sorted() {
            parts.append(entry(path))
            guard let walk = FileManager.default.enumerator(atPath: path) else { continue }
            while let relative = walk.nextObject() as? String, parts.count < limit {
                parts.append(entry(path + "/" + relative))
            }
        }
        return of(parts)
    }

    private static func entry(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return path + " missing" }
        return "\(path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}

extension AppFolderScan {
    /// The stamp of what the previews read at run time besides the program: the catalogs and
    /// asset catalogs.
    public var runtimeInputsStamp: String {
        ChangeStamp.files(under: (catalogs + assetCatalogs).map { root + "/" + $0 })
    }
}
