import Configuration
import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// `l10n status`: counts per language that agree with lint's findings, thresholds, baselines and
/// the report's formats.
@Suite struct StatusTests {
    /// en base with five keys (one only a placeholder), de with two copies, a missing key and a
    /// translation; fr without the InfoPlist table; en-GB the base's own language.
    static let lprojFiles: [(String, String)] = [
        ("en.lproj/Localizable.strings", "\"a\" = \"Move to trash\";\n\"b\" = \"Delete the list\";\n\"c\" = \"Rename\";\n\"d\" = \"Share the list\";\n\"n\" = \"%@\";\n"),
        ("en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Do It Now\";\n"),
        ("de.lproj/Localizable.strings", "\"a\" = \"In den Papierkorb\";\n\"b\" = \"Delete the list\";\n\"d\" = \"Share the list\";\n\"n\" = \"%@\";\n"),
        ("de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Mach es jetzt\";\n"),
        ("fr.lproj/Localizable.strings", "\"a\" = \"Mettre à la corbeille\";\n\"b\" = \"Supprimer la liste\";\n\"c\" = \"Renommer\";\n\"d\" = \"Partager la liste\";\n"),
        ("en-GB.lproj/Localizable.strings", "\"a\" = \"Move to trash\";\n\"b\" = \"Delete the list\";\n\"c\" = \"Rename\";\n"),
        ("en-GB.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Do It Now\";\n"),
    ]

    @Test func lprojCountsAreTheKeysOfEveryTableAndAgreeWithLint() throws {
        let folder = try TemporaryCatalog(text: Self.lprojFiles)
        let status = try TranslationStatusCounter().count(paths: [folder.root])
        let byLocale = Dictionary(uniqueKeysWithValues: status.locales.map { ($0.locale, $0) })
        #expect(status.baseLanguages == ["en"])
        #expect(byLocale["de"] == LocaleStatus(locale: "de", total: 5, translated: 2, missing: 1, untranslated: 2, review: 0))
        // fr lacks InfoPlist.strings: its one key counts as missing (missing-table reports the file once).
        #expect(byLocale["fr"] == LocaleStatus(locale: "fr", total: 5, translated: 4, missing: 1, untranslated: 0, review: 0))
        // en-GB copies the base (never untranslated), misses d.
        #expect(byLocale["en-GB"] == LocaleStatus(locale: "en-GB", total: 5, translated: 4, missing: 1, untranslated: 0, review: 0,
                                                  isBaseVariant: true))
        #expect(byLocale["de"]?.percent == 40)

        // Lint's own findings, counted by language, say the same.
        let findings = try folder.lint()
        for locale in ["de", "fr", "en-GB"] {
            let mine = findings.filter { $0.locale == locale }
            let missingKeys = mine.filter { $0.rule == "missing-translation" }.count
            let missingTables = mine.filter { $0.rule == "missing-table" }.count
            #expect(byLocale[locale]?.missing == missingKeys + missingTables, "\(locale)")
            #expect(byLocale[locale]?.untranslated == mine.filter { $0.rule == "untranslated" }.count, "\(locale)")
        }
    }

    @Test func stringCatalogCountsStatesAndSkipsKeysNotToTranslate() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Rename": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Umbenennen"}},
                                           "fr": {"stringUnit": {"state": "needs_review", "value": "Renommer"}}}},
              "Delete the list": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Delete the list"}},
                                                    "fr": {"stringUnit": {"state": "new", "value": "Delete the list"}}}},
              "Share the list": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Liste teilen"}}}},
              "ID": {"shouldTranslate": false},
              "Gone": {"extractionState": "stale", "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Weg"}}}},
              "%@": {}
            }}
            """
        let folder = try TemporaryCatalog(text: [("Localizable.xcstrings", catalog)])
        let status = try TranslationStatusCounter().count(paths: [folder.root])
        let byLocale = Dictionary(uniqueKeysWithValues: status.locales.map { ($0.locale, $0) })
        #expect(byLocale["de"] == LocaleStatus(locale: "de", total: 3, translated: 2, missing: 0, untranslated: 1, review: 0))
        #expect(byLocale["fr"] == LocaleStatus(locale: "fr", total: 3, translated: 0, missing: 1, untranslated: 0, review: 2))
        let findings = try folder.lint()
        #expect(findings.filter { $0.rule == "xcstrings-state" && $0.locale == "fr" }.count == 2)
        #expect(findings.filter { $0.rule == "missing-translation" && $0.locale == "fr" }.count == 1)
        #expect(findings.filter { $0.rule == "untranslated" && $0.locale == "de" }.count == 1)
    }

    @Test func aKeyOfTheBasesStringsAndStringsdictIsTheLanguagesWhenEitherFileHasIt() throws {
        let plural = PluralExamples.stringsdict(key: "files", forms: ["one": "%d file", "other": "%d files"])
        let folder = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"files\" = \"%d files\";\n\"a\" = \"Move to trash\";\n"),
            ("en.lproj/Localizable.stringsdict", plural),
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "files", forms: ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
        ])
        let status = try TranslationStatusCounter().count(paths: [folder.root])
        // pl lacks Localizable.strings: "a" is missing; "files" is in its .stringsdict.
        #expect(status.locales == [LocaleStatus(locale: "pl", total: 2, translated: 1, missing: 1, untranslated: 0, review: 0)])
    }

    @Test func aFolderWithoutABaseSaysWhichBaseItLookedFor() throws {
        let folder = try TemporaryCatalog(text: [
            ("de.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
        ])
        let status = try TranslationStatusCounter().count(paths: [folder.root])
        #expect(status.locales.isEmpty)
        #expect(status.setsWithoutBase == [
            "\(folder.root): no base folder found (looked for en.lproj, Base.lproj); give the development language with --base or `base:` in .l10nlint.yml",
        ])
        // A base asked for by name that no folder has stops the run, naming it and the folders there are.
        var options = LintOptions(baseLanguage: "pt")
        options.jobs = 1
        do {
            _ = try TranslationStatusCounter(options: options).count(paths: [folder.root])
            Issue.record("a base no folder has was accepted")
        } catch {
            #expect("\(error)".contains("the base language 'pt'"))
            #expect("\(error)".contains("(they have: de, fr)"))
        }
    }

    @Test func aFileThatCannotBeReadCountsItsKeysAsMissing() throws {
        let folder = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Move to trash\";\n\"b\" = \"Rename\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"In den Papierkorb\"\n\"b\" = "),
        ])
        let status = try TranslationStatusCounter().count(paths: [folder.root])
        #expect(status.locales == [LocaleStatus(locale: "de", total: 2, translated: 0, missing: 2, untranslated: 0, review: 0)])
        #expect(status.unreadableFiles == ["\(folder.path("de.lproj/Localizable.strings")): not read; its keys count as missing"])
    }

    @Test func thresholdsFailALanguageUnderItsOwnOrTheGlobalPercent() {
        let status = TranslationStatus(locales: [
            LocaleStatus(locale: "de", total: 10, translated: 9, missing: 1, untranslated: 0, review: 0),
            LocaleStatus(locale: "fr", total: 10, translated: 8, missing: 2, untranslated: 0, review: 0),
        ])
        let verdicts = StatusVerdict.judge(status, thresholds: StatusThresholds(failUnder: 85, locales: ["de": 100]), baseline: nil)
        #expect(verdicts.map(\.failure) == ["90.0% is under its threshold of 100%", "80.0% is under its threshold of 85%"])
        let passing = StatusVerdict.judge(status, thresholds: StatusThresholds(failUnder: 80), baseline: nil)
        #expect(passing.allSatisfy { $0.failure == nil })
    }

    @Test func aBaselineFailsOnlyALanguageWhoseCompletionDropped() {
        let status = TranslationStatus(locales: [
            LocaleStatus(locale: "de", total: 11, translated: 9, missing: 2, untranslated: 0, review: 0),
            LocaleStatus(locale: "fr", total: 10, translated: 5, missing: 5, untranslated: 0, review: 0),
            LocaleStatus(locale: "it", total: 10, translated: 1, missing: 9, untranslated: 0, review: 0),
        ])
        let baseline = [
            "de": LocaleStatus(locale: "de", total: 10, translated: 9, missing: 1, untranslated: 0, review: 0),
            "fr": LocaleStatus(locale: "fr", total: 10, translated: 4, missing: 6, untranslated: 0, review: 0),
        ]
        let verdicts = StatusVerdict.judge(status, thresholds: StatusThresholds(failUnder: 50), baseline: baseline)
        // de dropped (a key was added, not translated) but is above its threshold of 50%; fr rose;
        // it is new, judged by its threshold.
        #expect(verdicts.map(\.failure) == [nil, nil, "10.0% is under its threshold of 50%"])
        // Without a threshold, the baseline's figure is the threshold.
        let strict = StatusVerdict.judge(status, thresholds: StatusThresholds(), baseline: baseline)
        #expect(strict.map(\.failure) == ["dropped from 90.0% to 81.8%", nil, nil])
    }

    @Test func theJSONReportReadsBackAsABaseline() throws {
        let status = TranslationStatus(locales: [
            LocaleStatus(locale: "de\"\u{1}", total: 3, translated: 2, missing: 1, untranslated: 0, review: 0),
        ], baseLanguages: ["en"])
        let report = StatusReport(status: status, verdicts: StatusVerdict.judge(status, thresholds: StatusThresholds(), baseline: nil))
        let json = report.json(toolVersion: "9.9.9")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let locales = try #require(parsed["locales"] as? [[String: Any]])
        #expect(locales.first?["percent"] as? Double == 66.6)
        #expect(locales.first?["missing"] as? Int == 1)
        let back = try StatusBaseline.read(Data(json.utf8), file: "s.json")
        #expect(back.toolVersion == "9.9.9")
        #expect(back.locales["de\"\u{1}"]?.translated == 2)
        #expect(throws: LintError.self) { try StatusBaseline.read(Data("{\"locales\": 3}".utf8), file: "s.json") }
    }

    @Test func theMarkdownReportIsMarkedEscapedAndFits() {
        let many = (0..<3_000).map { LocaleStatus(locale: "x-\($0)|<b>`", total: 10, translated: 5, missing: 5, untranslated: 0, review: 0) }
        let status = TranslationStatus(locales: many, baseLanguages: ["en"])
        let report = StatusReport(status: status, verdicts: StatusVerdict.judge(status, thresholds: StatusThresholds(failUnder: 90), baseline: nil))
        let markdown = report.markdown()
        #expect(markdown.hasPrefix("<!-- l10n-report: status -->\n"))
        #expect(markdown.utf16.count < 65_536)
        #expect(markdown.contains("more languages not shown"))
        #expect(!markdown.contains("<b>"))
        #expect(markdown.contains("x-0\\|&lt;b&gt;\\`"))
    }

    @Test func theConfigurationReadsStatusThresholds() throws {
        let configuration = try ProjectConfiguration(yaml: "status: { fail-under: 90, locales: { pt_br: 100, de: 99.5 } }\n", file: "c.yml")
        #expect(configuration.statusThresholds == StatusThresholds(failUnder: 90, locales: ["pt-BR": 100, "de": 99.5]))
        #expect(configuration.statusThresholds.threshold(for: "fr") == 90)
        #expect(configuration.statusThresholds.threshold(for: "pt-BR") == 100)
    }

    @Test(arguments: [
        ("status: { fail-under: 120 }\n", "c.yml:1:23: 'status.fail-under' must be a percent from 0 to 100, found '120'"),
        ("status: { fail-under: -5 }\n", "c.yml:1:23: 'status.fail-under' must be a percent from 0 to 100, found '-5'"),
        ("status: { locales: { de: lots } }\n", "c.yml:1:26: 'status.locales.de' must be a percent from 0 to 100, found 'lots'"),
        ("status: { fail-under: 90, minimum: 3 }\n", "c.yml:1:27: unknown setting 'status.minimum'; known: fail-under, locales"),
        ("status: 90\n", "c.yml:1:9: 'status' must be a mapping of fail-under and locales"),
    ])
    func badStatusSettingsAreErrorsThatSayWhere(yaml: String, message: String) {
        #expect(throws: ConfigurationError(message)) { try ProjectConfiguration(yaml: yaml, file: "c.yml") }
    }
}
