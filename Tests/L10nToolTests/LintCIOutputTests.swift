import HarnessCLI
import Foundation
import Testing
@testable import l10n

/// What `l10n lint` gives a CI gate: the folded text report, the Markdown comment, and the strict
/// baseline.
@Suite struct LintCIOutputTests {
    private typealias Folder = TemporaryFolder

    private func run(_ arguments: [String]) throws -> CommandOutcome {
        try LintCommand.parse(arguments).execute()
    }

    /// Twelve keys the `pl` table misses: twelve `missing-translation` findings in one language and file.
    private var files: [String: String] {
        let keys = (1...12).map { "\"key\($0)\" = \"Text number \($0)\";\n" }.joined()
        return ["en.lproj/Localizable.strings": keys + "\"t\" = \"Trash\";\n", "pl.lproj/Localizable.strings": "\"t\" = \"Kosz\";\n"]
    }

    @Test func theTextReportFoldsARulesManyFindingsInOneLanguageAndFile() throws {
        let folder = try Folder(files)
        let folded = try run([folder.root, "--fail-on", "never"]).output
        let lines = folded.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("en.lproj/Localizable.strings:1:1: warning: 12 missing-translation findings in pl, such as \"key1\", \"key2\", \"key3\" and 9 more; --all lists each. [missing-translation]"))
        #expect(lines[1] == "12 warnings in 2 files.")
        let all = try run([folder.root, "--fail-on", "never", "--all"]).output
        #expect(all.split(separator: "\n").count == 13)
        // Machine formats keep every finding.
        let json = try run([folder.root, "--format", "json"]).output
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(parsed["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.filter { $0["rule"] as? String == "missing-translation" }.count == 12)
    }

    @Test func theMarkdownCommentIsMarkedLinkedAndCounted() throws {
        let folder = try Folder(files)
        let markdown = try run([folder.root, "--format", "markdown"]).output
        #expect(markdown.hasPrefix("<!-- l10n-report: lint -->\n### l10n lint: 12 warnings in 2 files.\n"))
        #expect(markdown.contains("| missing-translation | 0 | 12 | 0 |"))
        #expect(markdown.contains("en.lproj/Localizable.strings#L1)"))
    }

    @Test func aStrictBaselineFailsWhenABaselinedFindingIsFixed() throws {
        let folder = try Folder(files)
        let baseline = folder.root + "/baseline.json"
        #expect(try run([folder.root, "--write-baseline", baseline]).status == 0)
        let written = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(written.contains("\"toolVersion\" : \""))
        #expect(try run([folder.root, "--baseline", baseline, "--strict-baseline", "--fail-on", "warning"]).status == 0)
        // key1 is translated now: the baseline lists a finding that is gone.
        try Data("\"t\" = \"Kosz\";\n\"key1\" = \"Tekst numer 1\";\n".utf8).write(to: URL(fileURLWithPath: folder.root + "/pl.lproj/Localizable.strings"))
        #expect(try run([folder.root, "--baseline", baseline, "--fail-on", "warning"]).status == 0)
        let strict = try run([folder.root, "--baseline", baseline, "--strict-baseline", "--fail-on", "warning"])
        #expect(strict.status == 1)
        #expect(strict.message.hasPrefix("\(baseline): 1 of its findings matches no current finding (fixed, or reworded by another version); write it again with --write-baseline so that it shrinks:\n  missing-translation: "))
        #expect(strict.message.contains("en.lproj/Localizable.strings [pl] key \"key1\": "))
        #expect(throws: (any Error).self) { try LintCommand.parse([folder.root, "--strict-baseline"]) }
    }

    @Test func aBaselineOfAnotherVersionSaysSoAndWhatItCouldNotMatch() throws {
        let folder = try Folder(files)
        let baseline = folder.root + "/baseline.json"
        try Data("""
            {"version": 1, "toolVersion": "0.0.1", "findings": [
              {"rule": "missing-translation", "file": "en.lproj/Localizable.strings", "key": "key1", "locale": "pl", "message": "an older wording"}]}
            """.utf8).write(to: URL(fileURLWithPath: baseline))
        let outcome = try run([folder.root, "--baseline", baseline, "--fail-on", "never"])
        #expect(outcome.status == 0)
        #expect(outcome.message.hasPrefix("\(baseline) was written by l10n 0.0.1, this is "))
        #expect(outcome.message.contains("1 of its findings matches no current finding"))
        #expect(outcome.message.contains("missing-translation: en.lproj/Localizable.strings [pl] key \"key1\": an older wording"))
    }
}
