import Catalogs
import Foundation

/// Helpers shared by the Catalogs tests.
enum Fixture {
    /// The shared corpora folder (`../shared/corpora` next to the package), or nil when absent.
    static let corporaPath: String? = {
        let packageRoot = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        let path = "/" + packageRoot + "/../shared/corpora"
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
    }()

    /// UTF-8 bytes of a string literal.
    static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// UTF-16 bytes of a string, with an optional byte order mark.
    static func utf16(_ text: String, littleEndian: Bool = true, bom: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = bom ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let low = UInt8(truncatingIfNeeded: unit)
            let high = UInt8(truncatingIfNeeded: unit >> 8)
            bytes += littleEndian ? [low, high] : [high, low]
        }
        return bytes
    }

    /// The error thrown by `body`, or nil when it succeeds.
    static func error<T>(_ body: () throws(CatalogError) -> T) -> CatalogError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
