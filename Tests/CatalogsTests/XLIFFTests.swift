import Catalogs
import Foundation
import Testing

@Suite struct XLIFFTests {
    static let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld files" : {
              "comment" : "Count of files",
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld plik" } },
                  "few" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld pliki" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld plików" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pliku" } } } } }
              }
            },
            "Hello & <welcome>" : {
              "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Cześć\\n\\"witaj\\"" } } }
            },
            "Internal" : { "shouldTranslate" : false },
            "Open" : { }
          },
          "version" : "1.0"
        }
        """

    static func catalog() throws -> XCStringsFile {
        try XCStringsFile.parse(Fixture.utf8(catalogText), file: "Localizable.xcstrings")
    }

    static let agree: PlaceholderCheck = { source, translation, _ in
        source.filter { $0 == "%" }.count == translation.filter { $0 == "%" }.count ? nil : "placeholders differ"
    }

    @Test func exportWritesOneUnitPerTextWithXcodesIds() throws {
        let exported = XCStringsXLIFF.export(try Self.catalog(), original: "App/Localizable.xcstrings", language: "pl",
                                             pluralCategories: [.one, .few, .many, .other])
        let text = String(decoding: XLIFFDocument(files: [exported.file]).encoded(tool: ("l10n", "l10n", "1")), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 \
            http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="App/Localizable.xcstrings" source-language="en" target-language="pl" datatype="plaintext">
                <header>
                  <tool tool-id="l10n" tool-name="l10n" tool-version="1"/>
                </header>
                <body>
                  <trans-unit id="%lld files|==|plural.one" xml:space="preserve">
                    <source>%lld file</source>
                    <target state="translated">%lld plik</target>
                    <note>Count of files</note>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.few" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="needs-review-translation">%lld pliki</target>
                    <note>Count of files</note>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.many" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="translated">%lld plików</target>
                    <note>Count of files</note>
                  </trans-unit>
                  <trans-unit id="%lld files|==|plural.other" xml:space="preserve">
                    <source>%lld files</source>
                    <target state="translated">%lld pliku</target>
                    <note>Count of files</note>
                  </trans-unit>
                  <trans-unit id="Hello &amp; &lt;welcome&gt;" xml:space="preserve">
                    <source>Hello &amp; &lt;welcome&gt;</source>
                    <target state="translated">Cześć
            "witaj"</target>
                  </trans-unit>
                  <trans-unit id="Open" xml:space="preserve">
                    <source>Open</source>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """)
        let german = XCStringsXLIFF.export(try Self.catalog(), original: "L.xcstrings", language: "de", pluralCategories: [.one, .other])
        #expect(german.file.units.map(\.id) == ["%lld files|==|plural.one", "%lld files|==|plural.other", "Hello & <welcome>", "Open"])
        #expect(german.file.units.allSatisfy { $0.target == nil })
    }

    @Test func exportThenImportChangesNothing() throws {
        let original = try Self.catalog()
        let exported = XCStringsXLIFF.export(original, original: "L.xcstrings", language: "pl", pluralCategories: [.one, .few, .many, .other])
        let bytes = XLIFFDocument(files: [exported.file]).encoded(tool: ("l10n", "l10n", "1"))
        let parsed = try XLIFFDocument.parse(bytes, file: "pl.xliff")
        var catalog = original
        let result = XCStringsXLIFF.importing(parsed.files[0], from: "pl.xliff", into: &catalog, check: Self.agree)
        #expect(result == XLIFFImportResult())
        #expect(catalog.encoded() == original.encoded())
    }

    @Test func importSetsTextsAndStatesAndCreatesPluralCases() throws {
        var catalog = try Self.catalog()
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "%lld files|==|plural.one", source: "%lld file", target: "%lld Datei", state: "translated"),
            XLIFFUnit(id: "%lld files|==|plural.other", source: "%lld files", target: "%lld Dateien", state: "final"),
            XLIFFUnit(id: "Open", source: "Open", target: "Öffnen"),
        ])
        let result = XCStringsXLIFF.importing(file, from: "de.xliff", into: &catalog, check: Self.agree)
        #expect(result == XLIFFImportResult(changed: 3))
        let plural = catalog.entry(forKey: "%lld files")?.localization(for: "de")?.content.variations?.plural
        #expect(plural?.map(\.name) == ["one", "other"])
        #expect(plural?.map { $0.content.stringUnit?.value } == ["%lld Datei", "%lld Dateien"])
        #expect(catalog.entry(forKey: "Open")?.localization(for: "de")?.content.stringUnit == XCStringsUnit(state: "translated", value: "Öffnen"))
    }

    @Test func aBrokenPlaceholderIsNotImportedAndTheRestIs() throws {
        var catalog = try Self.catalog()
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "%lld files|==|plural.other", source: "%lld files", target: "lld Dateien", position: TextPosition(line: 9, column: 7)),
            XLIFFUnit(id: "Open", source: "Open", target: "Öffnen"),
        ])
        let result = XCStringsXLIFF.importing(file, from: "de.xliff", into: &catalog, check: Self.agree)
        #expect(result.changed == 1)
        #expect(result.findings == [XLIFFImportFinding(
            file: "de.xliff", position: TextPosition(line: 9, column: 7), id: "%lld files|==|plural.other",
            message: "the translation of \"%lld files|==|plural.other\" was not imported: placeholders differ", isError: true)])
        #expect(catalog.entry(forKey: "%lld files")?.localization(for: "de") == nil)
    }

    @Test func idsThatMatchNoKeyImportNothing() throws {
        let original = try Self.catalog()
        var catalog = original
        let file = XLIFFFile(original: "Other.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "Cancel", source: "Cancel", target: "Abbrechen", position: TextPosition(line: 8, column: 7)),
            XLIFFUnit(id: "Save", source: "Save", target: "Sichern", position: TextPosition(line: 12, column: 7)),
        ], position: TextPosition(line: 3, column: 3))
        let result = XCStringsXLIFF.importing(file, from: "de.xliff", into: &catalog, check: Self.agree)
        #expect(result.changed == 0)
        #expect(result.findings.map(\.id) == ["Cancel", "Save", ""])
        #expect(result.findings.map(\.position.line) == [8, 12, 3])
        #expect(result.findings.allSatisfy { $0.isError })
        #expect(catalog == original)
    }

    @Test func aChangedSourceTextIsImportedForReview() throws {
        var catalog = try Self.catalog()
        let file = XLIFFFile(original: "L.xcstrings", sourceLanguage: "en", targetLanguage: "de", units: [
            XLIFFUnit(id: "Open", source: "Open…", target: "Öffnen…", state: "translated"),
        ])
        let result = XCStringsXLIFF.importing(file, from: "de.xliff", into: &catalog, check: Self.agree)
        #expect(result.changed == 1)
        #expect(result.findings.map(\.isError) == [false])
        #expect(catalog.entry(forKey: "Open")?.localization(for: "de")?.content.stringUnit?.state == "needs_review")
    }

    @Test func malformedXLIFFIsAnErrorWithItsPlace() {
        let error = Fixture.error { () throws(CatalogError) in try XLIFFDocument.parse(Fixture.utf8("<xliff>\n  <file original=\"a\" source-language=\"en\">\n  </xliff>"), file: "x.xliff") }
        #expect(error == CatalogError(file: "x.xliff", position: TextPosition(line: 3, column: 3),
                                      problem: .unexpected(found: "</xliff>", expected: "</file>")))
        let notXLIFF = Fixture.error { () throws(CatalogError) in try XLIFFDocument.parse(Fixture.utf8("<plist/>"), file: "x.xliff") }
        #expect(notXLIFF == CatalogError(file: "x.xliff", position: TextPosition(line: 1, column: 1),
                                         problem: .unexpected(found: "<plist>", expected: "an <xliff> document")))
        let entity = Fixture.error { () throws(CatalogError) in try XLIFFDocument.parse(Fixture.utf8("<!DOCTYPE x [<!ENTITY a \"b\">]><xliff/>"), file: "x.xliff") }
        #expect(entity?.problem == .entityDeclaration)
    }

    @Test func stringsTablesRoundTripAndImport() throws {
        let base = try StringsFile.parse(Fixture.utf8("/* Button */\n\"save\" = \"Save %@\";\n\"quit\" = \"Quit\";\n"), file: "en.lproj/L.strings")
        let german = try StringsFile.parse(Fixture.utf8("\"save\" = \"%@ sichern\";\n"), file: "de.lproj/L.strings")
        let exported = StringsXLIFF.export(base: base, translation: german, original: "en.lproj/L.strings", sourceLanguage: "en", language: "de")
        #expect(exported.file.units == [
            XLIFFUnit(id: "save", source: "Save %@", target: "%@ sichern", note: "Button"),
            XLIFFUnit(id: "quit", source: "Quit", target: nil),
        ])
        var entries = german.entries
        #expect(StringsXLIFF.importing(exported.file, from: "de.xliff", base: base, into: &entries, check: Self.agree) == XLIFFImportResult())
        var file = exported.file
        file.units[1].target = "Beenden"
        #expect(StringsXLIFF.importing(file, from: "de.xliff", base: base, into: &entries, check: Self.agree).changed == 1)
        #expect(entries.map(\.value) == ["%@ sichern", "Beenden"])
    }

    /// Every corpus String Catalog, exported to every language it holds and imported back,
    /// comes back byte for byte and every export parses.
    @Test(.enabled(if: Fixture.corporaPath != nil, "needs ../shared/corpora"))
    func corpusCatalogsRoundTrip() throws {
        let root = try #require(Fixture.corporaPath)
        let catalogs = try CatalogDirectoryScanner.scan(root).files.filter { $0.format == .xcstrings }
        var changed: [String] = []
        var languagesExported = 0
        for reference in catalogs {
            let bytes = try CatalogFileReader.read(reference.path)
            let original = try XCStringsFile.parse(bytes, file: reference.path)
            var catalog = original
            let languages = Set(original.strings.flatMap { $0.localizations.map(\.language) }).subtracting([original.sourceLanguage])
            for language in languages.sorted() {
                let exported = XCStringsXLIFF.export(original, original: reference.path, language: language, pluralCategories: [])
                let document = try XLIFFDocument.parse(XLIFFDocument(files: [exported.file]).encoded(tool: ("l10n", "l10n", "1")), file: language)
                #expect(document.files == [exported.file].map { file in
                    var file = file
                    file.position = document.files[0].position
                    file.units = zip(file.units, document.files[0].units).map { var unit = $0.0; unit.position = $0.1.position; return unit }
                    return file
                })
                let result = XCStringsXLIFF.importing(document.files[0], from: language, into: &catalog, check: { _, _, _ in nil })
                if result != XLIFFImportResult() { changed.append("\(reference.path) \(language): \(result.changed)") }
                languagesExported += 1
            }
            if catalog.encoded(trailingNewline: bytes.last == 0x0A) != original.encoded(trailingNewline: bytes.last == 0x0A) {
                changed.append(reference.path)
            }
        }
        #expect(changed == [])
        #expect(languagesExported > 40)
    }
}
