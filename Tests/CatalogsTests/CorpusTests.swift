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
        #expect(scan.files.count == 1086)
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
        #expect(catalogs.count == 11)
        for reference in catalogs {
            let bytes = try CatalogFileReader.read(reference.path)
            let catalog = try XCStringsFile.parse(bytes, file: reference.path)
            let written = catalog.encoded(trailingNewline: bytes.last == 0x0A)
            #expect(written == bytes, "\(reference.path)")
        }
    }
}
