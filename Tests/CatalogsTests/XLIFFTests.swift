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

    static func plurals(_ body: String, file: String) throws -> StringsdictFile {
        try StringsdictFile.parse(Fixture.utf8("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>\(body)</dict></plist>
            """), file: file)
    }

    static let englishPlurals = """
        <key>%ld files in %@</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%ld file</string><key>other</key><string>%ld files</string></dict></dict>
        """

    @Test func stringsdictUnitIdsArePathsIntoThePropertyList() {
        #expect(StringsdictUnitPaths.id(key: "a/b:c", place: .format) == "/a/b:c:dict/NSStringLocalizedFormatKey:dict/:string")
        #expect(StringsdictUnitPaths.id(key: "k", place: .form(variable: "n", category: .few)) == "/k:dict/n:dict/few:dict/:string")
        #expect(StringsdictUnitPaths.parse(id: "/a/b:c:dict/NSStringLocalizedFormatKey:dict/:string")?.place == .format)
        #expect(StringsdictUnitPaths.parse(id: "/a/b:c:dict/NSStringLocalizedFormatKey:dict/:string")?.key == "a/b:c")
        #expect(StringsdictUnitPaths.parse(id: "/a:dict/x:dict/n:dict/many:dict/:string")?.key == "a:dict/x")
        #expect(StringsdictUnitPaths.parse(id: "/a:dict/x:dict/n:dict/many:dict/:string")?.place == .form(variable: "n", category: .many))
        for bad in ["k", "/k:dict/:string", "/k:dict/n:dict/lots:dict/:string", "/:dict/n:dict/one:dict/:string", "k|==|plural.one"] {
            #expect(StringsdictUnitPaths.parse(id: bad) == nil, "\(bad)")
        }
    }

    @Test func stringsdictTablesExportAsXcodeDoesAndRoundTrip() throws {
        let base = try Self.plurals(Self.englishPlurals, file: "en.lproj/L.stringsdict")
        let polish = try Self.plurals("""
            <key>%ld files in %@</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@files@ w %@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>%ld plik</string><key>other</key><string>%ld pliku</string></dict></dict>
            """, file: "pl.lproj/L.stringsdict")
        let exported = StringsdictXLIFF.export(base: base, translation: polish, original: "en.lproj/L.stringsdict", sourceLanguage: "en",
                                               language: "pl", pluralCategories: [.one, .few, .many, .other])
        #expect(exported.leftOut == [])
        #expect(exported.file.units.map(\.id) == [
            "/%ld files in %@:dict/NSStringLocalizedFormatKey:dict/:string",
            "/%ld files in %@:dict/files:dict/one:dict/:string",
            "/%ld files in %@:dict/files:dict/other:dict/:string",
        ])
        #expect(exported.file.units.map(\.source) == ["%#@files@ in %@", "%ld file", "%ld files"])
        #expect(exported.file.units.map(\.target) == ["%#@files@ w %@", "%ld plik", "%ld pliku"])
        var root = polish.propertyList.root
        let result = StringsdictXLIFF.importing(exported.file, from: "pl.xliff", base: base, into: &root, check: Self.agree)
        #expect(result == XLIFFImportResult())
        #expect(root == polish.propertyList.root)

        // A language with no table yet gets its own plural categories, with no targets.
        let czech = StringsdictXLIFF.export(base: base, translation: nil, original: "en.lproj/L.stringsdict", sourceLanguage: "en",
                                            language: "cs", pluralCategories: [.one, .few, .many, .other])
        #expect(czech.file.units.map { $0.id.split(separator: "/").dropLast().last.map(String.init) } == [
            "NSStringLocalizedFormatKey:dict", "one:dict", "few:dict", "many:dict", "other:dict"])
        #expect(czech.file.units.allSatisfy { $0.target == nil })
        #expect(czech.file.units[2].source == "%ld files")
    }

    @Test func stringsdictImportAddsFormsAndRefusesABrokenPlaceholder() throws {
        let base = try Self.plurals(Self.englishPlurals, file: "en.lproj/L.stringsdict")
        let exported = StringsdictXLIFF.export(base: base, translation: nil, original: "en.lproj/L.stringsdict", sourceLanguage: "en",
                                               language: "pl", pluralCategories: [.one, .few, .many, .other])
        var file = exported.file
        let targets = ["%#@files@ w %@", "%ld plik", "%ld pliki", "%ld plików", "%ld pliku"]
        for index in file.units.indices { file.units[index].target = targets[index] }
        file.units[3].target = "% plików"
        var root = PropertyListNode(.dictionary([]))
        let check: PlaceholderCheck = { source, translation, _ in translation.contains("% ") ? "a placeholder is broken" : nil }
        let result = StringsdictXLIFF.importing(file, from: "pl.xliff", base: base, into: &root, check: check)
        #expect(result.changed == 4)
        #expect(result.findings.map(\.id) == ["/%ld files in %@:dict/files:dict/many:dict/:string"])
        #expect(result.findings.first?.isError == true)
        let written = PropertyListWriter().encode(root)
        let polish = try StringsdictFile.parse(written, file: "pl.lproj/L.stringsdict")
        let entry = try #require(polish.entry(forKey: "%ld files in %@"))
        #expect(entry.formatKey?.value == "%#@files@ w %@")
        let files = try #require(entry.variable(named: "files"))
        #expect(files.specType?.value == "NSStringPluralRuleType")
        #expect(files.valueType?.value == "ld")
        #expect(files.sortedForms.map(\.category) == [.one, .few, .other])
        #expect(files.forms[.few]?.value == "%ld pliki")

        var unknown = file
        unknown.units = [XLIFFUnit(id: "/renamed:dict/NSStringLocalizedFormatKey:dict/:string", source: "x", target: "y")]
        var untouched = PropertyListNode(.dictionary([]))
        let refused = StringsdictXLIFF.importing(unknown, from: "pl.xliff", base: base, into: &untouched, check: check)
        #expect(refused.changed == 0)
        #expect(refused.findings.count == 2)
        #expect(untouched == PropertyListNode(.dictionary([])))
    }

    @Test func propertyListsAreWrittenAsXcodeWritesThem() throws {
        let base = try Self.plurals(Self.englishPlurals + "<key>a &amp; b</key><dict><key>n</key><array><integer>1</integer><true/></array></dict>",
                                    file: "en.lproj/L.stringsdict")
        let text = String(decoding: PropertyListWriter().encode(base.propertyList.root), as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" "
            + "\"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<key>%ld files in %@</key>\n\t<dict>\n"))
        #expect(text.contains("\t<key>a &amp; b</key>\n\t<dict>\n\t\t<key>n</key>\n\t\t<array>\n\t\t\t<integer>1</integer>\n\t\t\t<true/>\n\t\t</array>\n"))
        let again = try StringsdictFile.parse(Array(text.utf8), file: "again")
        #expect(again.entries.map(\.key) == base.entries.map(\.key))
        #expect(again.entries.first?.variable(named: "files")?.forms[.other]?.value == "%ld files")
    }

    /// Every corpus `.stringsdict` table, exported against each of its languages and imported
    /// back, is unchanged.
    @Test(.enabled(if: Fixture.corporaPath != nil, "needs ../shared/corpora"))
    func corpusStringsdictTablesRoundTrip() throws {
        let root = try #require(Fixture.corporaPath)
        let tables = try CatalogDirectoryScanner.scan(root).files.filter { $0.format == .stringsdict && $0.localeFolder != nil }
        let byFolder = Dictionary(grouping: tables) { (($0.path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent + "/" + $0.table }
        var changed: [String] = []
        var exported = 0
        for (_, group) in byFolder {
            guard let baseReference = group.first(where: { $0.localeFolder == "en" }) else { continue }
            let base = try StringsdictFile.read(contentsOf: baseReference.path)
            for reference in group where reference.localeFolder != "en" {
                let translation = try StringsdictFile.read(contentsOf: reference.path)
                let file = StringsdictXLIFF.export(base: base, translation: translation, original: baseReference.path, sourceLanguage: "en",
                                                   language: reference.localeFolder ?? "", pluralCategories: []).file
                let parsed = try XLIFFDocument.parse(XLIFFDocument(files: [file]).encoded(tool: ("l10n", "l10n", "1")), file: reference.path)
                var tree = translation.propertyList.root
                let result = StringsdictXLIFF.importing(parsed.files[0], from: reference.path, base: base, into: &tree, check: { _, _, _ in nil })
                if result != XLIFFImportResult() || tree != translation.propertyList.root { changed.append(reference.path) }
                exported += 1
            }
        }
        #expect(changed == [])
        #expect(exported > 200)
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
