#if os(Linux)
import Foundation

/// The sets of an asset catalog, found by their folders' suffix.
enum AssetCatalogFolders {
    /// The most entries of a catalog looked at.
    static let entryLimit = 10_000

    /// `NAME<suffix>` folders under `catalog`, with their names, sorted by name.
    static func sets(withSuffix suffix: String, in catalog: String) -> [(String, String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: catalog) else { return [] }
        var sets: [(String, String)] = []
        var seen = 0
        while let relative = enumerator.nextObject() as? String, seen < entryLimit {
            seen += 1
            guard relative.hasSuffix(suffix) else { continue }
            let name = String((relative as NSString).lastPathComponent.dropLast(suffix.count))
            sets.append((name, catalog + "/" + relative))
        }
        return sets.sorted { $0.0 < $1.0 }
    }
}
#endif
