import ArgumentParser
import Catalogs
import Foundation
import Testing
@testable import l10n
import HarnessCLI

@Suite struct CatalogMaintenanceCommandTests {
    private func makeFolder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("maintenance-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ of %@" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ von %2$@"
                  }
                }
              }
            },
            "Open" : {

            }
          },
          "version" : "1.0"
        }
        """

    @Test func fmtChecksThenFormats() throws {
        let root = try makeFolder([
            "App/Localizable.xcstrings": "{\"version\":\"1.0\",\"sourceLanguage\":\"en\",\"strings\":{}}",
            "App/Ready.xcstrings": Self.catalog,
            "App/en.lproj/Main.strings": "b = \"B\";\n\"a\" = \"A\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = try FmtCommand.parse([root, "--check"]).outcome()
        #expect(check.failure?.code == 1)
        #expect(check.output == "not formatted: \(root)/App/Localizable.xcstrings\nnot formatted: \(root)/App/en.lproj/Main.strings\n"
            + "3 files checked, 2 need formatting, 0 could not be formatted\n")
        let written = try FmtCommand.parse([root]).outcome()
        #expect(written.failure == nil)
        #expect(try read(root + "/App/Localizable.xcstrings") == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
        #expect(try read(root + "/App/en.lproj/Main.strings") == "\"a\" = \"A\";\n\n\"b\" = \"B\";\n")
        let again = try FmtCommand.parse([root, "--check"]).outcome()
        #expect(again.failure == nil)
        #expect(again.output == "3 files checked, 0 need formatting, 0 could not be formatted\n")
    }

    @Test func xliffRoundTripChangesNothingAndABrokenPlaceholderIsRefused() throws {
        let root = try makeFolder(["App/Localizable.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalogPath = root + "/App/Localizable.xcstrings"
        let output = try XLIFFExportCommand.parse([root + "/App", "--output", root + "/out", "--language", "de"]).render()
        #expect(output == "wrote \(root)/out/de.xliff: 1 file(s), 2 unit(s)\n")
        let xliff = try read(root + "/out/de.xliff")
        #expect(xliff.contains("<trans-unit id=\"%@ of %@\" xml:space=\"preserve\">\n        <source>%@ of %@</source>\n        <target state=\"translated\">%1$@ von %2$@</target>"))

        let roundTrip = try XLIFFImportCommand.parse([root + "/out/de.xliff", "--into", catalogPath]).outcome()
        #expect(roundTrip.failure == nil)
        #expect(roundTrip.output == "\(catalogPath): 0 text(s) updated\n")
        #expect(try read(catalogPath) == Self.catalog)

        let edited = xliff.replacingOccurrences(of: "%1$@ von %2$@", with: "%1$@ von 2$@")
            .replacingOccurrences(of: "<source>Open</source>", with: "<source>Open</source>\n        <target>Öffnen</target>")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: root + "/out/de.xliff"))
        let imported = try XLIFFImportCommand.parse([root + "/out/de.xliff", "--into", root + "/App"]).outcome()
        #expect(imported.failure?.code == 1)
        #expect(imported.output.hasPrefix("\(root)/out/de.xliff:8:7: error: the translation of \"%@ of %@\" was not imported: argument 2 of the source text \"%@ of %@\" is not shown (a lost placeholder?)\n"))
        #expect(imported.output.hasSuffix("\(catalogPath): 1 text(s) updated\n"))
        let catalog = try XCStringsFile.read(contentsOf: catalogPath)
        let open = catalog.entry(forKey: "Open")?.localization(for: "de")?.content.stringUnit
        #expect(open?.value == "Öffnen" && open?.state == "translated")
        #expect(catalog.entry(forKey: "%@ of %@")?.localization(for: "de")?.content.stringUnit?.value == "%1$@ von %2$@")
    }

    @Test func anXLIFFForAnotherCatalogImportsNothing() throws {
        let root = try makeFolder(["App/Localizable.xcstrings": Self.catalog, "de.xliff": """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="Other/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <trans-unit id="Cancel"><source>Cancel</source><target>Abbrechen</target></trans-unit>
                </body>
              </file>
            </xliff>
            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let imported = try XLIFFImportCommand.parse([root + "/de.xliff", "--into", root + "/App"]).outcome()
        #expect(imported.failure?.code == 1)
        #expect(imported.output.contains("de.xliff:5:7: error: \"Cancel\" names no key of Other/Localizable.xcstrings"))
        #expect(imported.output.contains("de.xliff:3:3: error: no id of the <file> for Other/Localizable.xcstrings names a key"))
        #expect(try read(root + "/App/Localizable.xcstrings") == Self.catalog)
    }

    @Test func migrateWritesACatalogOnceAndRefusesToOverwriteIt() throws {
        let root = try makeFolder([
            "App/en.lproj/Localizable.strings": "/* Title */\n\"title\" = \"Inbox\";\n",
            "App/pl.lproj/Localizable.strings": "\"title\" = \"Skrzynka\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try MigrateCommand.parse([root + "/App"]).render()
        #expect(output == "wrote \(root)/App/Localizable.xcstrings: 1 keys, 2 languages, from 2 files\n")
        let catalog = try XCStringsFile.read(contentsOf: root + "/App/Localizable.xcstrings")
        #expect(catalog.entry(forKey: "title")?.comment == "Title")
        let polish = catalog.entry(forKey: "title")?.localization(for: "pl")?.content.stringUnit
        #expect(polish?.value == "Skrzynka" && polish?.state == "translated")
        #expect(throws: CommandFailure.self) { try MigrateCommand.parse([root + "/App"]).render() }
    }

    static let englishPlurals = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%ld files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>
        <key>one</key><string>%ld file</string><key>other</key><string>%ld files</string></dict></dict></dict></plist>
        """

    @Test func migrateKeepsCopiesLintAcceptsAndLeavesAShadowedBaseTable() throws {
        let root = try makeFolder([
            "App/en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"trash\" = \"Move to trash\";\n",
            "App/Base.lproj/Localizable.strings": "\"ok\" = \"Okay\";\n",
            "App/Base.lproj/Localizable.stringsdict": Self.englishPlurals,
            "App/pl.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"trash\" = \"Move to trash\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try MigrateCommand.parse([root + "/App"]).render()
        #expect(output == "wrote \(root)/App/Localizable.xcstrings: 3 keys, 2 languages, from 4 files\n"
            + "note: \(root)/App/Base.lproj/Localizable.strings was not migrated: en.lproj has the table, which Foundation reads instead\n")
        let catalog = try XCStringsFile.read(contentsOf: root + "/App/Localizable.xcstrings")
        #expect(catalog.entry(forKey: "ok")?.localization(for: "en")?.content.stringUnit?.value == "OK")
        #expect(catalog.entry(forKey: "ok")?.localization(for: "pl")?.content.stringUnit?.state == "translated")
        #expect(catalog.entry(forKey: "trash")?.localization(for: "pl")?.content.stringUnit?.state == "new")
        // Base.lproj's .stringsdict has no en.lproj twin: it is the development language's.
        #expect(catalog.entry(forKey: "%ld files")?.localization(for: "en")?.content.variations?.plural?.count == 2)
    }

    @Test func stringsdictTablesGoThroughXLIFFAndBack() throws {
        let polish = Self.englishPlurals.replacingOccurrences(of: "<string>%ld file</string>", with: "<string>%ld plik</string>")
            .replacingOccurrences(of: "<string>%ld files</string>", with: "<string>%ld pliku</string>")
        let root = try makeFolder([
            "App/en.lproj/Localizable.stringsdict": Self.englishPlurals,
            "App/pl.lproj/Localizable.stringsdict": polish,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try XLIFFExportCommand.parse([root + "/App", "--output", root + "/out"]).render()
        #expect(output == "wrote \(root)/out/pl.xliff: 1 file(s), 3 unit(s)\n")
        let xliff = try read(root + "/out/pl.xliff")
        #expect(xliff.contains("<file original=\"\(root)/App/en.lproj/Localizable.stringsdict\" source-language=\"en\" target-language=\"pl\""))
        #expect(xliff.contains("<trans-unit id=\"/%ld files:dict/files:dict/other:dict/:string\" xml:space=\"preserve\">\n        <source>%ld files</source>\n        <target>%ld pliku</target>"))

        let roundTrip = try XLIFFImportCommand.parse([root + "/out/pl.xliff", "--into", root + "/App"]).outcome()
        #expect(roundTrip.failure == nil)
        #expect(roundTrip.output == "\(root)/App/pl.lproj/Localizable.stringsdict: 0 text(s) updated\n")
        #expect(try read(root + "/App/pl.lproj/Localizable.stringsdict") == polish)

        let edited = xliff.replacingOccurrences(of: "<target>%ld plik</target>", with: "<target>%@ plik</target>")
            .replacingOccurrences(of: "<target>%ld pliku</target>", with: "<target>%ld plików</target>")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: root + "/out/pl.xliff"))
        let imported = try XLIFFImportCommand.parse([root + "/out/pl.xliff", "--into", root + "/App"]).outcome()
        #expect(imported.failure?.code == 1)
        #expect(imported.output.contains("error: the translation of \"/%ld files:dict/files:dict/one:dict/:string\" was not imported: "))
        #expect(imported.output.hasSuffix("\(root)/App/pl.lproj/Localizable.stringsdict: 1 text(s) updated\n"))
        let table = try StringsdictFile.read(contentsOf: root + "/App/pl.lproj/Localizable.stringsdict")
        #expect(table.entry(forKey: "%ld files")?.variable(named: "files")?.forms[.one]?.value == "%ld plik")
        #expect(table.entry(forKey: "%ld files")?.variable(named: "files")?.forms[.other]?.value == "%ld plików")
    }

    @Test func aStringsdictXLIFFImportsIntoTheCatalogItsTableWasMigratedTo() throws {
        let root = try makeFolder([
            "App/en.lproj/Localizable.stringsdict": Self.englishPlurals.replacingOccurrences(
                of: "<string>%#@files@</string>", with: "<string>%#@files@ found</string>"),
            "App/pl.lproj/Localizable.strings": "\"other\" = \"inny\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try XLIFFExportCommand.parse([root + "/App", "--output", root + "/out", "--language", "pl"]).render()
        _ = try MigrateCommand.parse([root + "/App"]).render()
        for table in ["en.lproj/Localizable.stringsdict", "pl.lproj/Localizable.strings"] { try FileManager.default.removeItem(atPath: root + "/App/" + table) }
        let xliff = try read(root + "/out/pl.xliff")
        let translated = xliff
            .replacingOccurrences(of: "<source>%#@files@ found</source>", with: "<source>%#@files@ found</source>\n        <target>%#@files@ znaleziono</target>")
            .replacingOccurrences(of: "<source>%ld file</source>", with: "<source>%ld file</source>\n        <target>%ld plik</target>")
            .replacingOccurrences(of: "dict/few:dict/:string\" xml:space=\"preserve\">\n        <source>%ld files</source>",
                                  with: "dict/few:dict/:string\" xml:space=\"preserve\">\n        <source>%ld files</source>\n        <target>%ld pliki</target>")
            .replacingOccurrences(of: "dict/many:dict/:string\" xml:space=\"preserve\">\n        <source>%ld files</source>",
                                  with: "dict/many:dict/:string\" xml:space=\"preserve\">\n        <source>%ld files</source>\n        <target>%@ plików</target>")
        try Data(translated.utf8).write(to: URL(fileURLWithPath: root + "/out/pl.xliff"))
        let imported = try XLIFFImportCommand.parse([root + "/out/pl.xliff", "--into", root + "/App"]).outcome()
        #expect(imported.failure?.code == 1)
        #expect(imported.output.contains("error: the translation of \"%ld files|==|substitutions.files.plural.many\" was not imported: "))
        #expect(imported.output.hasSuffix("\(root)/App/Localizable.xcstrings: 3 text(s) updated\n"))
        let polish = try XCStringsFile.read(contentsOf: root + "/App/Localizable.xcstrings").entry(forKey: "%ld files")?.localization(for: "pl")?.content
        #expect(polish?.stringUnit?.value == "%#@files@ znaleziono")
        #expect(polish?.substitutions?.first?.argNum == 1)
        let forms = Dictionary(uniqueKeysWithValues: (polish?.substitutions?.first?.variations?.plural ?? []).map { ($0.name, $0.content.stringUnit?.value) })
        #expect(forms == ["one": "%arg plik", "few": "%arg pliki"])
    }

    @Test(arguments: [("de", "de"), ("pt_BR", "pt-BR"), ("zh-Hans", "zh-Hans"), ("sr@latin", "sr-Latn"), ("ca@valencia", "ca-x-valencia")])
    func lprojFolderNamesBecomeLanguageTags(folder: String, tag: String) {
        #expect(LprojTables.languageTag(ofFolder: folder) == tag)
    }

    @Test func aLanguageLackingATableGetsItsUnitsAndTheImportWritesTheTable() throws {
        let root = try makeFolder([
            "App/en.lproj/Localizable.strings": "\"title\" = \"Inbox\";\n",
            "App/en.lproj/Localizable.stringsdict": Self.englishPlurals,
            "App/pl.lproj/Localizable.strings": "\"title\" = \"Skrzynka\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = try XLIFFExportCommand.parse([root + "/App", "--output", root + "/out"]).render()
        #expect(output == "wrote \(root)/out/pl.xliff: 2 file(s), 6 unit(s)\n")
        let xliff = try read(root + "/out/pl.xliff")
        let unchanged = try XLIFFImportCommand.parse([root + "/out/pl.xliff", "--into", root + "/App"]).outcome()
        #expect(unchanged.failure == nil)
        #expect(!FileManager.default.fileExists(atPath: root + "/App/pl.lproj/Localizable.stringsdict"))
        let translated = xliff.replacingOccurrences(of: "<source>%ld file</source>", with: "<source>%ld file</source>\n        <target>%ld plik</target>")
        try Data(translated.utf8).write(to: URL(fileURLWithPath: root + "/out/pl.xliff"))
        let imported = try XLIFFImportCommand.parse([root + "/out/pl.xliff", "--into", root + "/App"]).outcome()
        #expect(imported.failure == nil)
        #expect(imported.output.contains("\(root)/App/pl.lproj/Localizable.stringsdict: 1 text(s) updated\n"))
        let table = try StringsdictFile.read(contentsOf: root + "/App/pl.lproj/Localizable.stringsdict")
        let files = table.entry(forKey: "%ld files")?.variable(named: "files")
        #expect(files?.forms == [.one: LocatedString("%ld plik", at: files?.forms[.one]?.position ?? .start)])
        #expect(files?.valueType?.value == "ld")
        #expect(table.entry(forKey: "%ld files")?.formatKey?.value == "%#@files@")
    }
}
