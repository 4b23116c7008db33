import ArgumentParser
import Catalogs
import Foundation
import Testing
@testable import l10n
import HarnessCLI

@Suite struct ExtractCatalogOutputTests {
    private let source = """
        let count = 2
        let a = Text("Lists", comment: "Title of the lists screen")
        let b = Text("\\(count) of \\(count)")
        let c = Text("Saved", tableName: "Alerts")
        let d = String(localized: "greeting", defaultValue: "Hello!")
        """

    private func makeFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data(source.utf8).write(to: root.appendingPathComponent("src/Home.swift"))
        return root
    }

    @Test func stringsWritesOneSortedTablePerFile() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("en.lproj").path
        _ = try ExtractCommand.parse([root.appendingPathComponent("src").path, "--format", "strings", "-o", out]).render()
        let localizable = try String(contentsOfFile: out + "/Localizable.strings", encoding: .utf8)
        #expect(localizable == """
            "%lld of %lld" = "%lld of %lld";

            /* Title of the lists screen */
            "Lists" = "Lists";

            "greeting" = "Hello!";

            """)
        #expect(try String(contentsOfFile: out + "/Alerts.strings", encoding: .utf8) == "\"Saved\" = \"Saved\";\n")
    }

    @Test func xcstringsUpdatesACatalogKeepingTranslations() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Localizable.xcstrings").path
        try Data("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Gone" : {
                  "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Nie ma" } } }
                },
                "Lists" : {
                  "extractionState" : "stale",
                  "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Listy" } } }
                },
                "Typed by hand" : { "extractionState" : "manual" }
              },
              "version" : "1.0"
            }
            """.utf8).write(to: URL(fileURLWithPath: catalog))
        let (summary, _) = try ExtractCommand.parse([root.appendingPathComponent("src").path, "--format", "xcstrings",
                                                     "--output", catalog]).render()
        #expect(summary == "\(catalog): 5 keys, 2 new, 1 stale\n  newly stale: \"Gone\"\n")
        let updated = try XCStringsFile.read(contentsOf: catalog)
        #expect(updated.strings.map(\.key).sorted() == ["%lld of %lld", "Gone", "Lists", "Typed by hand", "greeting"])
        #expect(updated.entry(forKey: "Gone")?.extractionState == "stale")
        #expect(updated.entry(forKey: "Gone")?.localization(for: "pl")?.content.stringUnit?.value == "Nie ma")
        #expect(updated.entry(forKey: "Lists")?.extractionState == nil)
        #expect(updated.entry(forKey: "Lists")?.comment == "Title of the lists screen")
        #expect(updated.entry(forKey: "Lists")?.localization(for: "pl")?.content.stringUnit?.value == "Listy")
        #expect(updated.entry(forKey: "Typed by hand")?.extractionState == "manual")
        let pair = updated.entry(forKey: "%lld of %lld")?.localization(for: "en")?.content.stringUnit
        #expect(pair?.value == "%1$lld of %2$lld")
        #expect(pair?.state == "new")
        #expect(updated.entry(forKey: "greeting")?.extractionState == "extracted_with_value")
        #expect(updated.entry(forKey: "greeting")?.localization(for: "en")?.content.stringUnit?.value == "Hello!")
        // Running again changes nothing.
        let first = try Data(contentsOf: URL(fileURLWithPath: catalog))
        _ = try ExtractCommand.parse([root.appendingPathComponent("src").path, "--format", "xcstrings", "--output", catalog]).render()
        #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == first)
    }

    @Test func xcstringsIntoAFolderCreatesOneCatalogPerTable() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("catalogs").path
        _ = try ExtractCommand.parse([root.appendingPathComponent("src").path, "--format", "xcstrings", "-o", out]).render()
        #expect(try XCStringsFile.read(contentsOf: out + "/Alerts.xcstrings").strings.map(\.key) == ["Saved"])
        #expect(try XCStringsFile.read(contentsOf: out + "/Localizable.xcstrings").sourceLanguage == "en")
    }

    @Test func aBrokenCatalogIsReportedAndLeftUntouched() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Localizable.xcstrings").path
        try Data("{ \"sourceLanguage\" : \"en\", \"strings\" : { ".utf8).write(to: URL(fileURLWithPath: catalog))
        let command = try ExtractCommand.parse([root.appendingPathComponent("src").path, "--format", "xcstrings", "-o", catalog])
        let failure = #expect(throws: CommandFailure.self) { try command.render() }
        #expect(failure?.code == 2)
        #expect(failure?.message.hasPrefix(catalog + ":1:") == true)
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == "{ \"sourceLanguage\" : \"en\", \"strings\" : { ")
    }

    @Test func xcstringsWithoutAnOutputIsAUsageError() {
        #expect(throws: (any Error).self) { try ExtractCommand.parse(["Sources", "--format", "xcstrings"]) }
    }
}
