import Catalogs
import Foundation
import Testing

/// Every real-world catalog in `../shared/corpora` must parse without an error, and what we read
/// must agree with Foundation and with Xcode's own output.
@Suite struct CorpusTests {
    /// One pass over every file; `.strings` files are also compared with `PropertyListSerialization`
    /// (the value Foundation keeps for each key is the last one written).
    @Test(.enabled(if: Fixture.corporaPath != nil, "needs ../shared/corpora"))
    func everyCorpusFileParsesAndStringsAgreeWithFoundation() throws {
        let root = try #require(Fixture.corporaPath)
        let scan = try CatalogDirectoryScanner.scan(root, includeTablesOutsideLproj: true)
        #expect(Self.countsByCorpus(scan.files.map(\.path), under: root, known: Self.catalogFiles) == Self.catalogFiles)
        var failures: [String] = []
        var comparedWithFoundation = 0
        for file in scan.files {
            do {
                let bytes = try CatalogFileReader.read(file.path)
                switch file.format {
                case .strings:
                    let ours = try StringsFile.parse(bytes, file: file.path)
                    if !bytes.isEmpty {
                        let theirs = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: String]
                        var lastValues: [String: String] = [:]
                        for entry in ours.entries { lastValues[entry.key] = entry.value }
                        #expect(lastValues == theirs, "\(file.path)")
                        comparedWithFoundation += 1
                    }
                case .stringsdict: _ = try StringsdictFile.parse(bytes, file: file.path)
                case .xcstrings: _ = try XCStringsFile.parse(bytes, file: file.path)
                }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures == [])
        #expect(comparedWithFoundation > 600)
    }

    @Test(.enabled(if: Fixture.corporaPath != nil, "needs ../shared/corpora"))
    func stringCatalogsRoundTripByteForByte() throws {
        let root = try #require(Fixture.corporaPath)
        let catalogs = try CatalogDirectoryScanner.scan(root).files.filter { $0.format == .xcstrings }
        #expect(Self.countsByCorpus(catalogs.map(\.path), under: root, known: Self.stringCatalogs) == Self.stringCatalogs)
        var differing: [String] = []
        var unstable: [String] = []
        for reference in catalogs {
            let bytes = try CatalogFileReader.read(reference.path)
            let catalog = try XCStringsFile.parse(bytes, file: reference.path)
            let written = catalog.encoded(trailingNewline: bytes.last == 0x0A)
            if written != bytes, !Self.editedByHand.contains(where: reference.path.hasSuffix) {
                differing.append(reference.path)
            }
            let again = try XCStringsFile.parse(written, file: reference.path)
            if again.encoded(trailingNewline: bytes.last == 0x0A) != written { unstable.append(reference.path) }
        }
        #expect(differing == [])
        #expect(unstable == [])
    }

    /// Catalog files per corpus, as `../shared/corpora/README.md` lists them: a file the scan misses
    /// shows as a count that fell, while a corpus added later does not change these.
    static let catalogFiles = [
        "icecubes": 13, "loop": 9, "mastodon": 334, "netnewswire": 9, "nextcloud-talk": 196, "wikipedia": 525,
        "swiftui-apps": 9,
    ]

    /// Catalogs whose bytes are not Xcode's own writing: Applite's author pruned entries by hand
    /// (`swiftui-apps/README.md`), leaving 276 objects with their keys out of Xcode's order. Those are
    /// still read, written in Xcode's form, and read back to the same text.
    static let editedByHand = ["swiftui-apps/Applite/Localizable.xcstrings"]

    /// String Catalogs per corpus (the eight apps of `swiftui-apps` hold nine: Mlem has two tables).
    static let stringCatalogs = ["icecubes": 1, "loop": 1, "netnewswire": 9, "swiftui-apps": 9]

    /// How many of `paths` lie in each corpus named in `known` (the first folder below `root`).
    static func countsByCorpus(_ paths: [String], under root: String, known: [String: Int]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for path in paths {
            let relative = path.hasPrefix(root + "/") ? path.dropFirst(root.count + 1) : Substring(path)
            guard let corpus = relative.split(separator: "/").first.map(String.init), known[corpus] != nil else { continue }
            counts[corpus, default: 0] += 1
        }
        return counts
    }
}
