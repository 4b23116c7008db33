import Catalogs
import Foundation
import Testing

@Suite struct CatalogFormatterTests {
    /// Every String Catalog Xcode wrote comes back byte for byte: 19 of the corpora's 20; the one
    /// that differs was pruned by hand (`CorpusTests.editedByHand`), and formatting it is stable.
    @Test(.enabled(if: Fixture.corporaPath != nil, "needs ../shared/corpora"))
    func everyXcodeWrittenCatalogComesBackByteIdentical() throws {
        let root = try #require(Fixture.corporaPath)
        let catalogs = try CatalogDirectoryScanner.scan(root).files.filter { $0.format == .xcstrings }
        var identical = 0
        var differing: [String] = []
        for reference in catalogs {
            let bytes = try CatalogFileReader.read(reference.path)
            let formatted = try CatalogFormatter.formatted(bytes, format: .xcstrings, file: reference.path)
            if formatted == bytes { identical += 1 } else { differing.append(reference.path) }
            #expect(try CatalogFormatter.formatted(formatted, format: .xcstrings, file: reference.path) == formatted)
        }
        #expect(catalogs.count == 20)
        #expect(identical == 19)
        #expect(differing.count == 1 && differing.allSatisfy { $0.hasSuffix("swiftui-apps/Applite/Localizable.xcstrings") })
    }

    @Test func xcstringsGetXcodesLayoutAndKeepAFinalNewline() throws {
        let messy = Fixture.utf8("{\"strings\":{\"b\":{},\"a\":{\"comment\":\"x/y\"}},\"sourceLanguage\":\"en\",\"version\":\"1.0\"}\n")
        let text = String(decoding: try CatalogFormatter.formatted(messy, format: .xcstrings, file: "L.xcstrings"), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "comment" : "x/y"
                },
                "b" : {

                }
              },
              "version" : "1.0"
            }

            """)
        let withoutNewline = Array(messy.dropLast())
        #expect(try CatalogFormatter.formatted(withoutNewline, format: .xcstrings, file: "L.xcstrings").last == UInt8(ascii: "}"))
    }

    @Test func stringsTablesGetOneCanonicalForm() throws {
        let table = Fixture.utf8("// Title\n\"b\"=\"B\" ;\n/* First */\na = 'A';\n")
        let text = String(decoding: try CatalogFormatter.formatted(table, format: .strings, file: "L.strings"), as: UTF8.self)
        #expect(text == "/* First */\n\"a\" = \"A\";\n\n/* Title */\n\"b\" = \"B\";\n")
        #expect(try CatalogFormatter.formatted(Fixture.utf8(text), format: .strings, file: "L.strings") == Fixture.utf8(text))
    }

    @Test func aCommentAboveNoEntryIsNotDropped() {
        let table = Fixture.utf8("/* Licence */\n\n/* Greeting */\n\"hi\" = \"Hi\"; // trailing\n")
        #expect(throws: CatalogFormatError(file: "L.strings", line: 1, message: Self.detachedMessage)) {
            try CatalogFormatter.formatted(table, format: .strings, file: "L.strings")
        }
        let trailing = Fixture.utf8("\"hi\" = \"Hi\"; // trailing\n")
        #expect(throws: CatalogFormatError(file: "L.strings", line: 1, message: Self.detachedMessage)) {
            try CatalogFormatter.formatted(trailing, format: .strings, file: "L.strings")
        }
        let last = Fixture.utf8("\"hi\" = \"Hi\";\n\n/* end */\n")
        #expect(throws: CatalogFormatError(file: "L.strings", line: 3, message: Self.detachedMessage)) {
            try CatalogFormatter.formatted(last, format: .strings, file: "L.strings")
        }
    }

    @Test func aBrokenCatalogIsAParseError() {
        #expect(throws: CatalogError.self) { try CatalogFormatter.formatted(Fixture.utf8("{\"strings\": {"), format: .xcstrings, file: "L.xcstrings") }
    }

    static let detachedMessage = "this comment sits above no entry, and the formatted file keeps only the comments above entries; "
        + "move it right above an entry, or delete it, then format again"
}
