import Diagnostics
import Testing
@testable import CatalogLint

/// Bases that are not a translation (`Base.lproj`, `mul.lproj`) and tables whose base text lives in
/// a storyboard, a XIB or `Info.plist`.
@Suite struct BaseSourceTests {
    static let mainStrings = """
        /* Class = "UILabel"; text = "Settings"; ObjectID = "Lbh-J2-qVU"; */
        "Lbh-J2-qVU.text" = "Einstellungen ";

        /* Class = "UIButton"; normalTitle = "Save & close"; ObjectID = "9ab-cd-efg"; */
        "9ab-cd-efg.normalTitle" = "Sichern";

        "Gone-J2-qVU.text" = "Alt";
        "Old-J2-qVU.text" = "Alt";

        """

    /// en holds Localizable, Base holds the storyboard and a table of its own; de and fr translate.
    static func storyboardSet(storyboard: String = InterfaceExamples.storyboard) throws -> TemporaryCatalog {
        try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("Base.lproj/Main.storyboard", storyboard),
            ("Base.lproj/Prefs.strings", "\"p\" = \"Preferences\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"Papierkorb\";\n"),
            ("de.lproj/Main.strings", mainStrings),
            ("de.lproj/Prefs.strings", "\"p\" = \"Einstellungen\";\n"),
        ])
    }

    @Test func baseIsABaseAndAStoryboardIsTheBaseOfItsTable() throws {
        let catalog = try Self.storyboardSet()
        let found = try catalog.lint()
        // Base is no locale missing tables; Main.strings has a base; only the ids the storyboard
        // does not have are extra; the storyboard's text is compared with de's.
        #expect(!found.contains { $0.rule == "missing-table" }, "\(found.map(\.message))")
        let extra = found.filter { $0.rule == "extra-key" }
        #expect(extra.map(\.key) == ["Gone-J2-qVU.text", "Old-J2-qVU.text"])
        let whitespace = found.filter { $0.rule == "whitespace-mismatch" }
        #expect(whitespace.map(\.key) == ["Lbh-J2-qVU.text"])
        #expect(!found.contains { $0.locale == "Base" })
    }

    @Test func aStoryboardThatIsNotXMLIsAParseErrorAndItsTablesAreStillChecked() throws {
        let broken = "<document>\n  <label text=\"Settings\" id=\"Lbh-J2-qVU\"/>\n  <button id=\"9ab-cd-efg\">\n</document>\n"
        let catalog = try Self.storyboardSet(storyboard: broken)
        let found = try catalog.lint()
        let parseErrors = found.filter { $0.rule == "parse-error" }
        #expect(parseErrors.count == 1)
        #expect(parseErrors.first?.location.file == catalog.path("Base.lproj/Main.storyboard"))
        #expect(parseErrors.first?.location.line == 4)
        #expect(parseErrors.first?.location.column == 1)
        #expect(parseErrors.first?.message.contains("expected </button>, found '</document>'") == true)
        // Its ids cannot all be known, so no id-shaped key is extra (`Gone-J2-qVU` is no id Xcode
        // makes); the text it did read is still compared.
        #expect(found.filter { $0.rule == "extra-key" }.map(\.key) == ["Gone-J2-qVU.text"])
        #expect(found.filter { $0.rule == "whitespace-mismatch" }.map(\.key) == ["Lbh-J2-qVU.text"])
    }

    @Test func storyboardStringsWithoutTheStoryboardAreNotExtra() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("de.lproj/Settings.strings", Self.mainStrings),
        ])
        #expect(try catalog.lint(only: "extra-key").isEmpty)
    }

    @Test func aStoryboardKeyWithoutABaseValueTakesItsTextFromTheComment() throws {
        // A String Catalog made from a storyboard: the source has no value of its own.
        let catalog = try TemporaryCatalog(text: [("Main.xcstrings", #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Lbh-J2-qVU.title": {"comment": "Class = \"UINavigationItem\"; title = \"Settings\"; ObjectID = \"Lbh-J2-qVU\";",
                "localizations": {"de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}},
                                  "fr": {"stringUnit": {"state": "translated", "value": "Settings"}}}}}}
            """#)])
        let found = try catalog.lint()
        #expect(!found.contains { $0.rule == "whitespace-mismatch" })
        #expect(found.filter { $0.rule == "untranslated" }.map(\.locale) == ["fr"])
    }

    @Test func infoPlistKeysAreNotExtraAndAnInfoPlistBesideTheFoldersNamesThem() throws {
        let noPlist = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("pl.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Aparat skanuje kody.\";\n"),
            ("de.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Die Kamera liest Codes.\";\n"),
        ])
        #expect(try noPlist.lint(only: "extra-key").isEmpty)

        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>Do It</string><key>DIServerName</key><string>x</string></dict></plist>
            """
        let withPlist = try TemporaryCatalog(text: [
            ("Info.plist", plist),
            ("en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Do It\";\n"),
            ("pl.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Zrób to\";\n\"NSCameraUsageDescription\" = \"Aparat.\";\n\"DIServerName\" = \"Serwer\";\n\"DIOldKey\" = \"Stary\";\n"),
        ])
        #expect(try withPlist.lint(only: "extra-key").map(\.key) == ["DIOldKey"])
    }

    @Test func infoPlistStringsIsMatchedWhateverTheCaseOfItsName() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Scans codes.\";\n\"NewPostShortcutItemTitle\" = \"New Post\";\n"),
            ("Base.lproj/infoPlist.strings", "\"NSCameraUsageDescription\" = \"Scans codes.\";\n\"NewPostShortcutItemTitle\" = \"New Post\";\n"),
            ("de.lproj/infoPlist.strings", "\"NSCameraUsageDescription\" = \"Liest Codes.\";\n\"NewPostShortcutItemTitle\" = \"New Post\";\n"),
            ("pl.lproj/InfoPlist.strings", "\"NSCameraUsageDescription\" = \"Czyta kody.\";\n"),
        ])
        let found = try catalog.lint()
        // de's infoPlist.strings is its InfoPlist table: not missing, not extra, compared key by key.
        #expect(found.map { "\($0.rule) \($0.locale ?? "") \($0.key ?? "")" } == [
            "untranslated de NewPostShortcutItemTitle",
            "missing-translation pl NewPostShortcutItemTitle",
        ], "\(found.map(\.message))")
    }

    @Test func xibTablesSharingAnObjectIDAreDifferentNamespaces() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Prefs.strings", "/* Class = \"NSMenuItem\"; title = \"Copy\"; ObjectID = \"F0z-JX-Cv5\"; */\n\"F0z-JX-Cv5.title\" = \"Copy\";\n"),
            ("en.lproj/Main.strings", "/* Class = \"NSButtonCell\"; title = \"Close\"; ObjectID = \"F0z-JX-Cv5\"; */\n\"F0z-JX-Cv5.title\" = \"Close\";\n"),
            ("hu.lproj/Prefs.strings", "/* Class = \"NSMenuItem\"; title = \"Copy\"; ObjectID = \"F0z-JX-Cv5\"; */\n\"F0z-JX-Cv5.title\" = \"Másolás\";\n"),
            ("hu.lproj/Main.strings", "/* Class = \"NSButtonCell\"; title = \"Close\"; ObjectID = \"F0z-JX-Cv5\"; */\n\"F0z-JX-Cv5.title\" = \"%-a a kijelzõnek\";\n"),
        ])
        let found = try catalog.lint()
        #expect(!found.contains { $0.rule == "inconsistent-comment" })
        #expect(!found.contains { $0.rule == "format-mismatch" }, "XIB titles are never formats")
    }

    @Test func mulIsABaseAndAFolderNamedAfterNoLocaleIsReported() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("mul.lproj/Shared.strings", "\"s\" = \"NetNewsWire\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"Papierkorb\";\n"),
            ("de.lproj/Shared.strings", "\"s\" = \"NetNewsWire\";\n\"t\" = \"Extra\";\n"),
            ("x00001.lproj/Localizable.strings", "\"a\" = \"Papierkorb\";\n"),
        ])
        let found = try catalog.lint()
        #expect(found.filter { $0.rule == "invalid-locale" }.map(\.location.file) == [catalog.path("x00001.lproj")])
        // mul's table is the base of de's Shared.strings.
        #expect(found.filter { $0.rule == "extra-key" }.map(\.key) == ["t"])
        #expect(!found.contains { $0.rule == "missing-table" })
    }

    @Test func lintingOneFileLooksForTheOtherFilesOfItsFolder() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
            ("pl.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
            ("de.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
        ])
        #expect(try catalog.lint(only: "missing-table", paths: [catalog.path("pl.lproj/Localizable.strings")]).isEmpty)
        #expect(try catalog.lint(only: "missing-table", paths: [catalog.path("pl.lproj")]).isEmpty)
        let whole = try catalog.lint(only: "missing-table")
        #expect(whole.map(\.locale) == ["de"])
        #expect(try catalog.lint(only: "missing-table", paths: [catalog.path("de.lproj/Localizable.strings")]).map(\.locale) == ["de"])
    }
}
