import HarnessCLI
import Catalogs
import Foundation
import Testing
@testable import l10n

/// `l10n lint --fix`: seeded faults repaired and linted again clean, `--dry-run`, the same write
/// safety as `extract` (a file changed meanwhile, a read-only file), and findings without a fix.
@Suite struct LintFixTests {
    private typealias Folder = TemporaryFolder

    private func run(_ arguments: [String], beforeWrite: (() -> Void)? = nil) throws -> CommandOutcome {
        try LintCommand.parse(arguments).execute(beforeWrite: beforeWrite)
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// Faults with one safe repair: white space unlike the base's (escaped and raw, at either
    /// end), a key repeated with the same value, and a key the base lacks that no code uses.
    static let seeded = [
        "en.lproj/Localizable.strings": "\"name\" = \"Name: \";\n\"done\" = \"Done\";\n\"title\" = \"Title\";\n",
        "pl.lproj/Localizable.strings": """
            /* Label before a value */
            "name" = "Nazwa:";

            "done" = "  Gotowe\\n";
            "title" = "Tytuł";

            /* Gone from the app */
            "old" = "Stary";

            "title" = "Tytuł";

            """,
        "Sources/App.swift": "let a = NSLocalizedString(\"name\", comment: \"\")\nlet b = NSLocalizedString(\"done\", comment: \"\")\n"
            + "let c = NSLocalizedString(\"title\", comment: \"\")\n",
    ]

    static let fixedRules = ["whitespace-mismatch", "duplicate-key", "extra-key"]

    @Test func seededFaultsAreFixedAndLintAgainClean() throws {
        let folder = try Folder(Self.seeded)
        let arguments = [folder.root, "--sources", folder.root + "/Sources", "--fail-on", "warning"]
        let before = try run(arguments + ["--format", "json"])
        for rule in Self.fixedRules { #expect(before.output.contains("\"rule\": \"\(rule)\""), "\(rule)") }

        let fixed = try run(arguments + ["--fix"])
        let pl = folder.root + "/pl.lproj/Localizable.strings"
        #expect(fixed.message == "fixed 4 findings in 1 file: \(pl) (4)")
        #expect(try contents(pl) == """
            /* Label before a value */
            "name" = "Nazwa: ";

            "done" = "Gotowe";
            "title" = "Tytuł";


            """)
        #expect(fixed.status == 0, "\(fixed.output)")
        let again = try run(arguments)
        for rule in Self.fixedRules { #expect(!again.output.contains(rule), "\(again.output)") }
        #expect(again.status == 0)
    }

    @Test func stringCatalogsAreFixedAndWrittenAsXcodeWritesThem() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Done" : {
                  "localizations" : {
                    "pl" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Gotowe "
                      }
                    }
                  }
                },
                "Unused" : {
                  "comment" : "No code shows it any more",
                  "localizations" : {
                    "pl" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Nieużywane"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let folder = try Folder(["Localizable.xcstrings": catalog, "Sources/App.swift": "let a = Text(\"Done\")\n"])
        let path = folder.root + "/Localizable.xcstrings"
        let arguments = [path, "--sources", folder.root + "/Sources", "--fail-on", "warning"]
        let sarif = try run(arguments + ["--format", "sarif"]).output
        #expect(sarif.contains("\"fixes\": ["))
        #expect(sarif.contains("\"text\": \"Mark 'Unused' stale"))

        let fixed = try run(arguments + ["--fix"])
        #expect(fixed.message == "fixed 2 findings in 1 file: \(path) (2)")
        let written = try contents(path)
        #expect(written.contains("\"value\" : \"Gotowe\""))
        #expect(written.contains("\"comment\" : \"No code shows it any more\",\n      \"extractionState\" : \"stale\",\n"))
        // Byte for byte what `l10n fmt` writes.
        #expect(try CatalogFormatter.formatted(Array(written.utf8), format: .xcstrings, file: path) == Array(written.utf8))
        let again = try run(arguments)
        #expect(!again.output.contains("whitespace-mismatch") && !again.output.contains("unused-key"), "\(again.output)")
    }

    @Test func dryRunShowsTheDiffAndWritesNothing() throws {
        let folder = try Folder(Self.seeded)
        let pl = folder.root + "/pl.lproj/Localizable.strings"
        let original = try contents(pl)
        let outcome = try run([folder.root, "--sources", folder.root + "/Sources", "--fix", "--dry-run"])
        #expect(try contents(pl) == original)
        #expect(outcome.output.hasPrefix("--- \(pl)\n+++ \(pl)\n@@ "))
        #expect(outcome.output.contains("\n-\"name\" = \"Nazwa:\";\n+\"name\" = \"Nazwa: \";\n"))
        #expect(outcome.output.contains("\n-\"old\" = \"Stary\";\n"))
        #expect(outcome.message == "would fix 4 findings in 1 file: \(pl) (4) (dry run: nothing written)")
        #expect(outcome.status == 0)
        #expect(throws: (any Error).self) { try LintCommand.parse([folder.root, "--dry-run"]) }
    }

    @Test func aCatalogChangedWhileFixRunsIsRefused() throws {
        let folder = try Folder(Self.seeded)
        let pl = folder.root + "/pl.lproj/Localizable.strings"
        let theirs = "\"name\" = \"Nazwa (poprawiona):\";\n"
        let outcome = try run([folder.root, "--fix"], beforeWrite: {
            // A translation tool writes the file after --fix read it.
            try? Data(theirs.utf8).write(to: URL(fileURLWithPath: pl), options: .atomic)
        })
        #expect(outcome.status == 2)
        #expect(outcome.message.hasPrefix("\(pl): changed while it was being updated (another program wrote it after it was read"),
                "\(outcome.message)")
        #expect(outcome.message.hasSuffix("nothing was fixed, run again"))
        #expect(try contents(pl) == theirs)
    }

    @Test func aReadOnlyCatalogIsRefused() throws {
        let folder = try Folder(Self.seeded)
        let pl = folder.root + "/pl.lproj/Localizable.strings"
        let original = try contents(pl)
        #expect(chmod(pl, 0o444) == 0)
        let outcome = try run([folder.root, "--fix"])
        #expect(outcome.status == 2)
        #expect(outcome.message.contains("the file is read-only; make it writable (chmod u+w)"), "\(outcome.message)")
        #expect(try contents(pl) == original)
    }

    @Test func findingsWithoutOneSafeRepairCarryNoFix() throws {
        let folder = try Folder([
            "en.lproj/Localizable.strings": "\"n\" = \"%@ items\";\n\"a\" = \"A\";\n",
            // A changed placeholder, a repeat with another value, and (no code scanned) an extra key.
            "pl.lproj/Localizable.strings": "\"n\" = \"%d elementów\";\n\"a\" = \"Á\";\n\"a\" = \"Ä\";\n\"old\" = \"Stary\";\n",
        ])
        let json = try run([folder.root, "--format", "json"]).output
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(document["diagnostics"] as? [[String: Any]])
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        #expect(rules.isSuperset(of: ["format-mismatch", "duplicate-key", "extra-key"]))
        for finding in findings { #expect(finding["fix"] is NSNull, "\(finding)") }
        let pl = folder.root + "/pl.lproj/Localizable.strings"
        let original = try contents(pl)
        let outcome = try run([folder.root, "--fix"])
        #expect(outcome.message == "--fix: no finding has a fix; nothing changed")
        #expect(outcome.status == 1)
        #expect(try contents(pl) == original)
    }

    @Test func jsonAndTextShowTheFix() throws {
        let folder = try Folder([
            "en.lproj/Localizable.strings": "\"a\" = \"Name: \";\n",
            "pl.lproj/Localizable.strings": "\"a\" = \"Nazwa:\";\n",
        ])
        let json = try run([folder.root, "--format", "json"]).output
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let finding = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        let fix = try #require(finding["fix"] as? [String: Any])
        #expect(fix["description"] as? String == "Make the translation end with ' ', as the base does.")
        let replacement = try #require((fix["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["byteOffset"] as? Int == 13 && replacement["byteLength"] as? Int == 0)
        #expect(replacement["startLine"] as? Int == 1 && replacement["startColumn"] as? Int == 14)
        #expect(replacement["inserted"] as? String == " " && replacement["deleted"] as? String == "")
        let text = try run([folder.root, "--fail-on", "never"]).output
        #expect(text.contains("[whitespace-mismatch]\n  fix: Make the translation end with ' ', as the base does.\n"))
    }

    @Test func aUTF16CatalogGetsNoFix() throws {
        let folder = try Folder(["en.lproj/Localizable.strings": "\"a\" = \"Name: \";\n"])
        let pl = folder.root + "/pl.lproj/Localizable.strings"
        try FileManager.default.createDirectory(atPath: folder.root + "/pl.lproj", withIntermediateDirectories: true)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"a\" = \"Nazwa:\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: URL(fileURLWithPath: pl))
        let json = try run([folder.root, "--format", "json"]).output
        #expect(json.contains("whitespace-mismatch"))
        #expect(json.contains("\"fix\": null"))
    }
}
