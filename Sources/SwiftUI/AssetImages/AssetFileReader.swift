#if os(Linux)
import Foundation

/// The one place the files of an app's asset catalogs are read: regular files only, and only
/// their first bytes (a PDF also its last), so a huge or hostile file costs a few hundred
/// kilobytes at most and is never decoded.
///
/// The package has no file-access policy type, and `SwiftUI` depends only on ScreenKit, L10n and
/// the preview shims, so these reads use Foundation as `AssetCatalogColors` does, with the bounds
/// kept here.
enum AssetFileReader {
    /// How much of an image file's start is read first: a PNG's header, and most others'.
    static let probeLimit = 4 * 1024
    /// How much of an image file's start is read at most: enough for any header ahead of a JPEG's frame
    /// (each segment is at most 64 KB) and a PDF's first page.
    static let headLimit = 256 * 1024
    /// How much of a PDF's end is read, for a file that writes its pages after their content.
    static let tailLimit = 64 * 1024
    /// The largest `Contents.json` read.
    static let contentsLimit = 256 * 1024

    /// At most `limit` bytes from the start of the file at `path`.
    static func head(of path: String, limit: Int = headLimit) throws(AssetImageError) -> [UInt8] {
        let handle = try open(path)
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.read(upToCount: limit) ?? Data())
        } catch {
            throw .unreadable(path: path)
        }
    }

    /// At most `limit` bytes from the end of the file at `path`.
    static func tail(of path: String, limit: Int = tailLimit) throws(AssetImageError) -> [UInt8] {
        let handle = try open(path)
        defer { try? handle.close() }
        do {
            let end = try handle.seekToEnd()
            try handle.seek(toOffset: end > UInt64(limit) ? end - UInt64(limit) : 0)
            return [UInt8](try handle.read(upToCount: limit) ?? Data())
        } catch {
            throw .unreadable(path: path)
        }
    }

    /// A handle on the regular file at `path` (a folder, a pipe or a device is not opened).
    private static func open(_ path: String) throws(AssetImageError) -> FileHandle {
        let values = try? URL(fileURLWithPath: path).resourceValues(forKeys: [.isRegularFileKey])
        guard values?.isRegularFile == true else { throw .missingFile(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path) }
        return handle
    }
}
#endif
