import Catalogs
import Foundation
import Testing
@testable import l10n
import HarnessCLI

/// An extraction never loses a translation: it refuses, or writes everything, and says what it
/// did to each key.
@Suite struct ExtractSafeUpdateTests {
    private let source = """
        let a = Text("Lists", comment: "Title of the lists screen")
        let c = Text("Saved", tableName: "Alerts")
        """

    /// A folder with `src/Home.swift` holding `source`, and `files` (relative path → text).
    private func makeFolder(_ files: [String: String] = [:], source: String? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data((source ?? self.source).utf8).write(to: root.appendingPathComponent("src/Home.swift"))
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    private func extract(_ root: URL, _ arguments: [String]) throws -> String {
        try ExtractCommand.parse([root.appendingPathComponent("src").path] + arguments).render().output
    }

    private let twoTranslations = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Lists" : {
              "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Listy" } } }
            },
            "Old" : {
              "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Stare" } } }
            },
            "Lists" : {
              "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Listen" } } }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aCatalogHoldingAKeyTwiceIsNotWrittenAndBothPositionsAreNamed() throws {
        let root = try makeFolder(["Localizable.xcstrings": twoTranslations])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Localizable.xcstrings").path
        let failure = #expect(throws: CommandFailure.self) { try extract(root, ["--format", "xcstrings", "-o", catalog]) }
        #expect(failure?.code == 2)
        #expect(failure?.message == "\(catalog):10:5: \"Lists\" is written twice (first at \(catalog):4:5); an update would keep "
            + "only one of them and lose the other's translations, so nothing was written. Merge the two entries by hand, then extract again.")
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == twoTranslations)
    }

    @Test func aCatalogNamedAfterATableTheSourcesDoNotUseMarksNothingStale() throws {
        let settings = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Mode" : {
                  "localizations" : { "pl" : { "stringUnit" : { "state" : "translated", "value" : "Tryb" } } }
                }
              },
              "version" : "1.0"
            }
            """
        let root = try makeFolder(["Settings.xcstrings": settings])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Settings.xcstrings").path
        let output = try extract(root, ["--format", "xcstrings", "-o", catalog])
        #expect(output == """
            \(catalog): 1 keys, 0 new, 0 stale
              note: the scanned sources look up no string in a table named "Settings" (the table is the catalog's file name; \
            they use "Alerts", "Localizable"), so no key was marked stale; 1 keys no scanned code uses were left as they were

            """)
        #expect(try XCStringsFile.read(contentsOf: catalog).entry(forKey: "Mode")?.extractionState == nil)
    }

    @Test func aSourceThatDoesNotParseMarksNothingStale() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Lists" : { },
                "Shown in the broken file" : { }
              },
              "version" : "1.0"
            }
            """
        let root = try makeFolder(["Localizable.xcstrings": catalog, "src/Broken.swift": "let b = Text(\"Shown in the broken file\"\nstruct {"])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Localizable.xcstrings").path
        let output = try extract(root, ["--format", "xcstrings", "-o", path])
        #expect(output.contains("  note: \(root.appendingPathComponent("src/Broken.swift").path) did not parse or could not be read, so strings in it may be missed and no key was marked stale"))
        #expect(try XCStringsFile.read(contentsOf: path).strings.allSatisfy { $0.extractionState == nil })
    }

    @Test func dryRunShowsTheChangeAsADiffAndWritesNothing() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Gone" : {

                }
              },
              "version" : "1.0"
            }
            """
        let root = try makeFolder(["Localizable.xcstrings": catalog])
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("Localizable.xcstrings").path
        let output = try extract(root, ["--format", "xcstrings", "-o", path, "--dry-run"])
        #expect(output == """
            --- \(path)
            +++ \(path)
            @@ -2,7 +2,10 @@
               "sourceLanguage" : "en",
               "strings" : {
                 "Gone" : {
            -
            +      "extractionState" : "stale"
            +    },
            +    "Lists" : {
            +      "comment" : "Title of the lists screen"
                 }
               },
               "version" : "1.0"
            \(path): 2 keys, 1 new, 1 stale (dry run: nothing written)
              newly stale: "Gone"

            """)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == catalog)
    }

    @Test func dryRunOfANewCatalogDiffsFromNothingAndCreatesNoFile() throws {
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("out").path
        let output = try extract(root, ["--format", "xcstrings", "-o", folder, "--dry-run"])
        #expect(output.hasPrefix("--- /dev/null\n+++ \(folder)/Alerts.xcstrings\n@@ -0,0 +1,"))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func stringsMergeKeepsKeysValuesAndCommentsAndListsKeysNoLongerInTheCode() throws {
        let existing = """
            /* Written by a person */
            "Lists" = "Your lists";

            /* Still translated */
            "Old" = "Old";

            """
        let root = try makeFolder(["en.lproj/Localizable.strings": existing])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("en.lproj").path
        let output = try extract(root, ["--format", "strings", "-o", folder, "--source-language", "en"])
        #expect(output == """
            \(folder)/Alerts.strings: 1 keys, 1 new
            \(folder)/Localizable.strings: 2 keys, 0 new
              no longer in the code (kept): "Old"

            """)
        #expect(try String(contentsOfFile: folder + "/Localizable.strings", encoding: .utf8) == existing)
        #expect(try String(contentsOfFile: folder + "/Alerts.strings", encoding: .utf8) == "\"Saved\" = \"Saved\";\n")
    }

    @Test func stringsMergeAddsNewKeysAmongTheOldOnes() throws {
        let root = try makeFolder(["en.lproj/Localizable.strings": "/* Mine */\n\"Zebra\" = \"Zebra!\";\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("en.lproj").path
        _ = try extract(root, ["--format", "strings", "-o", folder])
        #expect(try String(contentsOfFile: folder + "/Localizable.strings", encoding: .utf8) == """
            /* Title of the lists screen */
            "Lists" = "Lists";

            /* Mine */
            "Zebra" = "Zebra!";

            """)
    }

    @Test func aStringsFileHoldingAKeyTwiceIsNotWritten() throws {
        let existing = "\"Lists\" = \"A\";\n\"Lists\" = \"B\";\n"
        let root = try makeFolder(["en.lproj/Localizable.strings": existing])
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("en.lproj").path
        let failure = #expect(throws: CommandFailure.self) { try extract(root, ["--format", "strings", "-o", folder]) }
        #expect(failure?.code == 2)
        #expect(failure?.message.hasPrefix("\(folder)/Localizable.strings:2:1: \"Lists\" is written twice (first at \(folder)/Localizable.strings:1:1)") == true)
        #expect(try String(contentsOfFile: folder + "/Localizable.strings", encoding: .utf8) == existing)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Alerts.strings"))
    }

    @Test func aMultiTableWriteThatCannotWriteOneTableWritesNone() throws {
        // Alerts sorts first: it was written before Localizable, a folder, failed.
        let root = try makeFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: folder + "/Localizable.xcstrings", withIntermediateDirectories: true)
        let failure = #expect(throws: CommandFailure.self) { try extract(root, ["--format", "xcstrings", "-o", folder]) }
        #expect(failure?.code == 2)
        #expect(failure?.message.hasPrefix("\(folder)/Localizable.xcstrings") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/Alerts.xcstrings"))
    }
}
