import HarnessCLI
import Foundation
import Testing
@testable import l10n

/// `l10n status` end to end: the table, thresholds from the command line and the configuration,
/// the ratchet, and bad input.
@Suite struct StatusCommandTests {
    private typealias Folder = TemporaryFolder

    private func run(_ arguments: [String]) throws -> CommandOutcome {
        try StatusCommand.parse(arguments).execute()
    }

    /// de: 3 of 4 translated (one missing); fr: all 4; en-GB: the base's own language.
    private let files = [
        "en.lproj/Localizable.strings": "\"a\" = \"Move to trash\";\n\"b\" = \"Rename the list\";\n\"c\" = \"Share\";\n\"d\" = \"Delete\";\n",
        "de.lproj/Localizable.strings": "\"a\" = \"In den Papierkorb\";\n\"b\" = \"Liste umbenennen\";\n\"c\" = \"Teilen\";\n",
        "fr.lproj/Localizable.strings": "\"a\" = \"Mettre à la corbeille\";\n\"b\" = \"Renommer la liste\";\n\"c\" = \"Partager\";\n\"d\" = \"Supprimer\";\n",
        "en-GB.lproj/Localizable.strings": "\"a\" = \"Move to bin\";\n\"b\" = \"Rename the list\";\n\"c\" = \"Share\";\n\"d\" = \"Delete\";\n",
    ]

    @Test func theTableShowsEachLanguageAndTheBasesOwnApart() throws {
        let folder = try Folder(files)
        let outcome = try run([folder.root])
        #expect(outcome.status == 0)
        #expect(outcome.output == """
            Translation status against en:
            Language  Total  Translated  Missing  Untranslated  Review      %
            de            4           3        1             0       0   75.0
            fr            4           4        0             0       0  100.0

            The base's own language (its values may equal the base's):
            en-GB         4           4        0             0       0  100.0

            3 languages; none fails.

            """)
    }

    @Test func failUnderAndTheConfigurationsThresholdsFail() throws {
        let folder = try Folder(files)
        let under = try run([folder.root, "--fail-under", "80"])
        #expect(under.status == 1)
        #expect(under.output.hasSuffix("3 languages; 1 fails: de (75.0% is under its threshold of 80%).\n"))
        #expect(try run([folder.root, "--fail-under", "75"]).status == 0)
        let configured = try Folder(files.merging([".l10nlint.yml": "status: { fail-under: 50, locales: { fr: 100, de: 76 } }\n"]) { $1 })
        let outcome = try run([configured.root])
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("de (75.0% is under its threshold of 76%)"))
    }

    @Test(arguments: [["--fail-under", "120"], ["--fail-under=-5"], ["--fail-under", "lots"], ["--jobs", "0"]])
    func badThresholdsAreUsageErrors(arguments: [String]) {
        #expect(throws: (any Error).self) { try StatusCommand.parse(arguments) }
    }

    @Test func theRatchetFailsOnlyWhenALanguageDrops() throws {
        let folder = try Folder(files)
        let baseline = folder.root + "/status.json"
        let written = try run([folder.root, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.message == "wrote the status of 3 languages to \(baseline)")
        #expect(try run([folder.root, "--baseline", baseline]).status == 0)
        // A new key no language translates yet: every language's share drops.
        try Data((files["en.lproj/Localizable.strings"]! + "\"e\" = \"Archive\";\n").utf8)
            .write(to: URL(fileURLWithPath: folder.root + "/en.lproj/Localizable.strings"))
        let dropped = try run([folder.root, "--baseline", baseline, "--format", "github"])
        #expect(dropped.status == 1)
        #expect(dropped.output.hasPrefix("::error title=l10n status::de: dropped from 75.0%25 to 60.0%25\n"))
        #expect(dropped.output.contains("::error title=l10n status::fr: dropped from 100.0%25 to 80.0%25\n"))
    }

    @Test func aBaselineOfAnotherVersionIsNamed() throws {
        let folder = try Folder(files.merging(["old.json": "{\"toolVersion\": \"0.0.1\", \"locales\": [{\"locale\": \"de\", \"total\": 4, \"translated\": 3}]}"]) { $1 })
        let outcome = try run([folder.root, "--baseline", folder.root + "/old.json"])
        #expect(outcome.status == 0)
        #expect(outcome.message.contains("old.json: written by l10n 0.0.1, this is "))
        let broken = try run([folder.root, "--baseline", folder.root + "/en.lproj/Localizable.strings"])
        #expect(broken.status == 2)
        #expect(broken.message.contains("not a status report written by `l10n status --format json` or `--write-baseline`"))
    }

    @Test func aFolderWithoutABaseExitsWithTwoAndSaysWhatItLookedFor() throws {
        let folder = try Folder(["de.lproj/Localizable.strings": "\"a\" = \"A\";\n"])
        let outcome = try run([folder.root])
        #expect(outcome.status == 2)
        #expect(outcome.message.contains("no base folder found (looked for en.lproj, Base.lproj)"))
    }

    @Test func aFolderWithoutABaseBesideCountedLanguagesIsNamedButDoesNotFail() throws {
        let folder = try Folder(files.merging(["App/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Mach es\";\n"]) { $1 })
        let outcome = try run([folder.root])
        #expect(outcome.status == 0)
        #expect(outcome.message == "\(folder.root)/App: no base folder found (looked for en.lproj, Base.lproj); give the development language with --base or `base:` in .l10nlint.yml")
    }

    @Test func jsonAndMarkdownFormats() throws {
        let folder = try Folder(files)
        let json = try run([folder.root, "--format", "json"]).output
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let locales = try #require(parsed["locales"] as? [[String: Any]])
        #expect(locales.map { $0["locale"] as? String } == ["de", "en-GB", "fr"])
        #expect(locales.first?["percent"] as? Double == 75)
        #expect(locales.first?["translated"] as? Int == 3)
        let markdown = try run([folder.root, "--format", "markdown", "--fail-under", "80"]).output
        #expect(markdown.hasPrefix("<!-- l10n-report: status -->\n### l10n status: 3 languages; 1 fails"))
        #expect(markdown.contains("| de | 3 | 1 | 0 | 0 | 4 | 75.0 | **fails**: 75.0% is under its threshold of 80% |"))
    }
}
