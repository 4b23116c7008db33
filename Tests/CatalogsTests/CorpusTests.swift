import Catalogs
import Testing

/// Every real-world catalog in `../shared/corpora` must parse without an error.
@Suite struct CorpusTests {
    @Test(.enabled(if: Fixture.corporaPath != nil, "needs ../shared/corpora"))
    func everyCorpusFileParses() throws {
        let root = try #require(Fixture.corporaPath)
        let scan = try CatalogDirectoryScanner.scan(root)
        #expect(scan.files.count > 1000)
        var failures: [String] = []
        for file in scan.files {
            do {
                switch file.format {
                case .strings: _ = try StringsFile.read(contentsOf: file.path)
                case .stringsdict: _ = try StringsdictFile.read(contentsOf: file.path)
                case .xcstrings: _ = try XCStringsFile.read(contentsOf: file.path)
                }
            } catch {
                failures.append(error.description)
            }
        }
        #expect(failures == [])
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
