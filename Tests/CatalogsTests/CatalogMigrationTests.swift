import Catalogs
import Foundation
import Testing

@Suite struct CatalogMigrationTests {
    static func stringsdict(_ key: String, format: String, forms: [String: String], valueType: String = "d") throws -> StringsdictFile {
        let formsXML = forms.keys.sorted().map { "<key>\($0)</key><string>\(forms[$0] ?? "")</string>" }.joined()
        return try StringsdictFile.parse(Fixture.utf8("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(formsXML)</dict>
            </dict></dict></plist>
            """), file: "Localizable.stringsdict")
    }

    @Test func tablesBecomeOneCatalogWithHonestStates() throws {
        let sources = [
            MigrationSource(language: "en", strings: try StringsFile.parse(Fixture.utf8("/* Button */\n\"save\" = \"Save\";\n\"ok\" = \"OK\";\n")),
                            stringsdict: try Self.stringsdict("files", format: "%#@n@", forms: ["one": "%d file", "other": "%d files"])),
            MigrationSource(language: "de", strings: try StringsFile.parse(Fixture.utf8("\"save\" = \"Sichern\";\n\"ok\" = \"OK\";\n")),
                            stringsdict: try Self.stringsdict("files", format: "%#@n@", forms: ["one": "%d Datei", "other": "%d files"])),
        ]
        let migrated = CatalogMigration.catalog(sourceLanguage: "en", sources: sources)
        #expect(migrated.skipped == [])
        let text = String(decoding: migrated.catalog.encoded(), as: UTF8.self)
        let expected = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "files" : {
                  "extractionState" : "migrated",
                  "localizations" : {
                    "de" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%d Datei"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "new",
                              "value" : "%d files"
                            }
                          }
                        }
                      }
                    },
                    "en" : {
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%d file"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%d files"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "ok" : {
                  "extractionState" : "migrated",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "new",
                        "value" : "OK"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "OK"
                      }
                    }
                  }
                },
                "save" : {
                  "comment" : "Button",
                  "extractionState" : "migrated",
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Sichern"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Save"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        #expect(text == expected)
    }

    @Test func aRuleInsideLongerTextBecomesASubstitution() throws {
        let sources = [MigrationSource(language: "en", strings: nil,
                                       stringsdict: try Self.stringsdict("found", format: "%@ found %#@n@", forms: ["one": "%ld file", "other": "%ld files"], valueType: "ld"))]
        let content = CatalogMigration.catalog(sourceLanguage: "en", sources: sources).catalog.strings.first?.localizations.first?.content
        #expect(content?.stringUnit?.value == "%@ found %#@n@")
        let substitution = try #require(content?.substitutions?.first)
        #expect(substitution.name == "n")
        #expect(substitution.argNum == 2)
        #expect(substitution.formatSpecifier == "ld")
        #expect(substitution.variations?.plural?.map { $0.content.stringUnit?.value } == ["%arg file", "%arg files"])
    }

    @Test func aRuleThatIsNotAPluralRuleIsReportedNotGuessed() throws {
        let plist = try StringsdictFile.parse(Fixture.utf8("""
            <plist version="1.0"><dict><key>w</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringVariableWidthRuleType</string>
            <key>1</key><string>x</string></dict></dict></dict></plist>
            """))
        let migrated = CatalogMigration.catalog(sourceLanguage: "en", sources: [MigrationSource(language: "en", strings: nil, stringsdict: plist)])
        #expect(migrated.skipped == ["en: w"])
        #expect(migrated.catalog.strings.isEmpty)
    }

    static func strings(_ text: String) throws -> StringsFile {
        try StringsFile.parse(Fixture.utf8(text), file: "Localizable.strings")
    }

    static func migrated(_ sources: [MigrationSource], isUntranslated: CatalogMigration.CopyJudgement? = nil) -> XCStringsFile {
        CatalogMigration.catalog(sourceLanguage: "en", sources: sources, isUntranslated: isUntranslated).catalog
    }

    @Test func onlyCopiesJudgedUntranslatedStayNew() throws {
        let catalog = Self.migrated([
            MigrationSource(language: "en", strings: try Self.strings("\"ok\" = \"OK\";\n\"trash\" = \"Move to trash\";\n"), stringsdict: nil),
            MigrationSource(language: "pl", strings: try Self.strings("\"ok\" = \"OK\";\n\"trash\" = \"Move to trash\";\n"), stringsdict: nil),
        ], isUntranslated: { language, key in language == "pl" && key == "trash" })
        #expect(catalog.entry(forKey: "ok")?.localization(for: "pl")?.content.stringUnit?.state == "translated")
        #expect(catalog.entry(forKey: "trash")?.localization(for: "pl")?.content.stringUnit?.state == "new")
    }

    @Test func aKeyNoDevelopmentLanguageTableHasIsStale() throws {
        let catalog = Self.migrated([
            MigrationSource(language: "en", strings: try Self.strings("\"a\" = \"A\";\n"), stringsdict: nil),
            MigrationSource(language: "pl", strings: try Self.strings("\"a\" = \"Á\";\n\"gone\" = \"Stare\";\n"), stringsdict: nil),
        ])
        #expect(catalog.entry(forKey: "a")?.extractionState == "migrated")
        #expect(catalog.entry(forKey: "gone")?.extractionState == "stale")
        #expect(catalog.entry(forKey: "gone")?.localization(for: "pl")?.content.stringUnit?.value == "Stare")
        // An InfoPlist table's keys are the Info.plist's: a translation may localize one the base's table lacks.
        let infoPlist = CatalogMigration.catalog(sourceLanguage: "en", sources: [
            MigrationSource(language: "pl", strings: try Self.strings("\"CFBundleDisplayName\" = \"Pętla\";\n"), stringsdict: nil),
        ], keysComeFromElsewhere: true).catalog
        #expect(infoPlist.entry(forKey: "CFBundleDisplayName")?.extractionState == "migrated")
    }

    @Test func aTranslationTakesTheBaseShapeAndArgument() throws {
        // The base's rule is part of a longer text and reads argument 2; the Polish format is the rule alone.
        let catalog = Self.migrated([
            MigrationSource(language: "en", strings: nil, stringsdict: try Self.stringsdict(
                "found", format: "%@ found %#@n@", forms: ["one": "%ld file", "other": "%ld files"], valueType: "ld")),
            MigrationSource(language: "pl", strings: nil, stringsdict: try Self.stringsdict(
                "found", format: "%#@n@", forms: ["one": "%2$ld plik: %1$@", "other": "%2$ld plików: %1$@"], valueType: "ld")),
        ])
        let polish = catalog.entry(forKey: "found")?.localization(for: "pl")?.content
        #expect(polish?.stringUnit?.value == "%#@n@")
        #expect(polish?.variations == nil)
        #expect(polish?.substitutions?.map(\.name) == ["n"])
        #expect(polish?.substitutions?.first?.argNum == 2)
    }

    @Test func aRuleWhoseFormsShowNoNumberKeepsItAsASubstitution() throws {
        let content = Self.migrated([MigrationSource(language: "en", strings: nil, stringsdict: try Self.stringsdict(
            "chars", format: "%#@n@", forms: ["one": "character", "other": "characters"]))]).strings.first?.localizations.first?.content
        #expect(content?.stringUnit?.value == "%#@n@")
        #expect(content?.substitutions?.first?.argNum == 1)
        #expect(content?.substitutions?.first?.formatSpecifier == "d")
        #expect(content?.substitutions?.first?.variations?.plural?.map { $0.content.stringUnit?.value } == ["character", "characters"])
    }

    @Test func aRuleReferredToTwiceIsOneSubstitutionAndAPercentValueTypeIsDropped() throws {
        let content = Self.migrated([MigrationSource(language: "en", strings: nil, stringsdict: try Self.stringsdict(
            "twice", format: "%#@n@ and %#@n@", forms: ["one": "%d item", "other": "%d items"], valueType: "%d"))]).strings.first?.localizations.first?.content
        #expect(content?.substitutions?.map(\.name) == ["n"])
        #expect(content?.substitutions?.first?.formatSpecifier == "d")
        #expect(content?.substitutions?.first?.variations?.plural?.map { $0.content.stringUnit?.value } == ["%arg item", "%arg items"])
    }
}
