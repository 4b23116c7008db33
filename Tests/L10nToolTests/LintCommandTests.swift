import CatalogLint
import HarnessCLI
import Foundation
import Testing
@testable import l10n

/// `l10n lint` end to end: exit codes, formats, baseline files and rule documentation.
@Suite struct LintCommandTests {
    private typealias Folder = TemporaryFolder

    private func run(_ arguments: [String]) throws -> CommandOutcome {
        try LintCommand.parse(arguments).execute()
    }

    private let broken = [
        "en.lproj/Localizable.strings": "\"n\" = \"%@ items\";\n\"t\" = \"Trash\";\n",
        "pl.lproj/Localizable.strings": "\"n\" = \"%d elementów\";\n\"t\" = \"Trash\";\n",
    ]

    @Test func exitStatusFollowsFailOn() throws {
        let folder = try Folder(broken)
        #expect(try run([folder.root]).status == 1)
        #expect(try run([folder.root, "--fail-on", "never"]).status == 0)
        #expect(try run([folder.root, "--disable", "format-mismatch"]).status == 0)
        #expect(try run([folder.root, "--disable", "format-mismatch", "--fail-on", "warning"]).status == 1)
        let clean = try Folder(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        #expect(try run([clean.root, "--fail-on", "warning"]) == CommandOutcome(output: "No problems found in 1 file.\n"))
    }

    @Test func oneJobFindsWhatEveryCoreFinds() throws {
        var files = broken
        for locale in ["de", "fr", "ja", "ar"] { files["\(locale).lproj/Localizable.strings"] = "\"n\" = \"%lld\";\n" }
        let folder = try Folder(files)
        let everyCore = try run([folder.root, "--format", "json"])
        #expect(try run([folder.root, "--format", "json", "--jobs", "1"]) == everyCore)
        #expect(everyCore.output.contains("format-mismatch"))
        #expect(throws: (any Error).self) { try LintCommand.parse([folder.root, "--jobs", "0"]) }
    }

    @Test func missingPathAndBadConfigurationExitWithTwo() throws {
        let missing = try run(["/nonexistent/l10n-lint"])
        #expect(missing.status == 2)
        #expect(missing.message == "/nonexistent/l10n-lint: cannot read file: No such file or directory")
        let folder = try Folder(broken.merging([".l10nlint.yml": "disabled: [nope]\n"]) { $1 })
        let outcome = try run([folder.root])
        #expect(outcome.status == 2)
        #expect(outcome.message.hasSuffix(".l10nlint.yml:1:11: 'disabled' names an unknown rule 'nope'; see `l10n lint --list-rules`"))
    }

    @Test func unknownRuleOnTheCommandLineIsAUsageError() {
        #expect(throws: (any Error).self) { try LintCommand.parse(["--disable", "nope"]) }
    }

    @Test func textReportIsCompilerStyle() throws {
        let folder = try Folder(broken)
        let report = try run([folder.root]).output
        let lines = report.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("pl.lproj/Localizable.strings:1:7: error: Argument 1 is %d (an integer) but the base has %@ (an object); the value is read as the wrong type. [format-mismatch]"))
        #expect(lines[1].hasSuffix("pl.lproj/Localizable.strings:2:7: warning: 'Trash' is the same as in en; translate it, or add it to the untranslated allow-list if it is meant to stay. [untranslated]"))
        #expect(lines[2] == "1 error and 1 warning in 2 files.")
    }

    @Test func jsonReportHasTheDocumentedFields() throws {
        let folder = try Folder(broken)
        let output = try run([folder.root, "--format", "json"]).output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(Set(first.keys).isSuperset(of: ["rule", "severity", "message", "file", "line", "column", "locale", "key"]))
        #expect(first["rule"] as? String == "format-mismatch")
        #expect(first["locale"] as? String == "pl")
        #expect((object["summary"] as? [String: Int])?["errors"] == 1)
    }

    @Test func baselineSilencesKnownFindingsOnly() throws {
        let folder = try Folder(broken)
        let baseline = folder.root + "/baseline.json"
        let written = try run([folder.root, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.message == "wrote 2 findings to \(baseline)")
        #expect(try run([folder.root, "--baseline", baseline, "--fail-on", "warning"]).status == 0)
        // A new fault on a moved line still fails.
        try Data("\"x\" = \"X\";\n\"n\" = \"%d elementów\";\n\"t\" = \"Trash\";\n\"new\" = \"%@ %@\";\n".utf8)
            .write(to: URL(fileURLWithPath: folder.root + "/pl.lproj/Localizable.strings"))
        try Data("\"n\" = \"%@ items\";\n\"t\" = \"Trash\";\n\"new\" = \"%@\";\n\"x\" = \"X\";\n".utf8)
            .write(to: URL(fileURLWithPath: folder.root + "/en.lproj/Localizable.strings"))
        let after = try run([folder.root, "--baseline", baseline])
        #expect(after.status == 1)
        #expect(after.output.contains("Uses %@ as argument 2"))
        #expect(!after.output.contains("Argument 1 is %d"))
        #expect(try run([folder.root, "--baseline", folder.root + "/none.json"]).status == 2)
    }

    @Test func explainShowsTheRuleAndItsExamples() throws {
        let text = try run(["--explain", "plural-missing-category"]).output
        #expect(text.hasPrefix("plural-missing-category (error)\n\nA plural variation lacks a category"))
        #expect(text.contains("Reported, example 1:\n  en.lproj/Localizable.stringsdict:\n"))
        #expect(text.contains("Not reported, example 1:"))
    }

    @Test func listRulesNamesEveryRule() throws {
        let lines = try run(["--list-rules"]).output.split(separator: "\n")
        #expect(lines.count == CatalogLinter.rules.count)
        #expect(lines.first?.hasPrefix("parse-error") == true)
    }

    @Test func singleLprojIsComparedWithTheBaseBesideIt() throws {
        let folder = try Folder(broken.merging(["de.lproj/Localizable.strings": "\"n\" = \"%d Dinge\";\n\"t\" = \"Papierkorb\";\n"]) { $1 })
        let output = try run([folder.root + "/pl.lproj", "--format", "json"]).output
        #expect(output.contains("\"locale\": \"pl\""))
        #expect(!output.contains("\"locale\": \"de\""))
        #expect(output.contains("format-mismatch"))
    }
}
