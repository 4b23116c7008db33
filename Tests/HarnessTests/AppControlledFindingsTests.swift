import Diagnostics
import Foundation
import Testing
@testable import Harness
import ScreenKit

/// Findings a developer can act on: each rule judged on what the app controls, against the false
/// cases real apps showed (model data, system colors, String Catalog keys without a source value,
/// nested formats in another language, a catalog that loops) and the true case it missed (a word
/// broken across lines in German).
@Suite struct AppControlledFindingsTests {
    /// A String Catalog of a subscription screen: one key with no English value (Xcode leaves it
    /// out when it equals the key), a nested format, and a plural variable that refers to itself.
    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Subscription" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Abonnement" } }
              }
            },
            "Renews to %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Renews to %@" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Verlängert bis %@" } }
              }
            },
            "%lld devices" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@devices@" },
                  "substitutions" : {
                    "devices" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg device %#@devices@" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg devices %#@devices@" } }
                    } } }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    private static let renewal = "5 March"
    /// A key nested in a key of placeholders only, which no catalog has (SwiftUI's
    /// `Text("\(Text("Renews to \(date)"))")`).
    private static let renewalKey: LocalizedStringKey = "Renews to \(renewal)"

    private static let screens = [
        ScreenPreview("subscription") {
            VStack {
                Text("Subscription").font(.headline)
                Text("\(Self.renewalKey)")
                Text(Self.ownerName)
            }
        },
        ScreenPreview("devices") {
            Text("\(3) devices")
        },
    ]

    /// A person's name from the preview's model data, shown through a String.
    private static let ownerName = "Jürgen Schmidt"

    private func report(locales: [String], screens: String? = nil) throws -> CheckReport {
        let folder = try TemporaryFolder()
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let checker = ScreenChecker(screens: Self.screens, catalogs: try CatalogSet.load(from: folder.path))
        let selection = MatrixSelection(screens: screens.map { [$0] } ?? [], locales: locales, sizes: ["L"], devices: ["iphone-se"],
                                        schemes: ["light"])
        return checker.run(try checker.matrix(selection))
    }

    @Test func aKeyWithoutASourceValueIsNotMissing() throws {
        let found = try report(locales: ["en", "de"], screens: "subscription").findings
        #expect(!found.contains { $0.rule == "missing-key" }, "\(found.map(\.message))")
    }

    @Test func aNestedFormatResolvesInANonDevelopmentLocale() throws {
        let folder = try TemporaryFolder()
        try Data(Self.catalog.utf8).write(to: folder.url.appendingPathComponent("Localizable.xcstrings"))
        let checker = ScreenChecker(screens: Self.screens, catalogs: try CatalogSet.load(from: folder.path))
        let screen = try checker.render(MatrixCell(screen: "subscription", state: "default", locale: "de", size: .large, device: .iPhoneSE,
                                                   scheme: .light))
        let walk = ScreenWalk(screen)
        let texts = walk.texts.compactMap { walk.items[$0].element.text }
        #expect(texts.contains("Verlängert bis 5 March"), "\(texts)")
        #expect(!texts.contains { $0.contains("%@") })
    }

    @Test func modelDataIsNotHardCodedText() throws {
        let found = try report(locales: ["en-XA", "de"], screens: "subscription").findings
        #expect(!found.contains { $0.rule == "hardcoded-text" }, "\(found.map(\.message))")
    }

    @Test func aCatalogWhoseNestedFormatLoopsGivesOneFinding() throws {
        let found = try report(locales: ["en"], screens: "devices").findings.filter { $0.rule == "format-error" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("variable 'devices' refers to itself") == true, "\(found.map(\.message))")
    }

    @Test func aWordBrokenAtAccessibilitySizesInGermanIsFound() throws {
        let preview = ScreenPreview("settings") {
            List { Text(verbatim: "Benachrichtigungen stummschalten") }
        }
        let checker = ScreenChecker(screens: [preview])
        let selection = MatrixSelection(locales: ["de"], sizes: ["L", "AX3", "AX5"], devices: ["iphone-se"], schemes: ["light"])
        let found = checker.run(try checker.matrix(selection)).findings.filter { $0.rule == "word-broken" }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.message.contains("splits the word \"Benachrichtigungen\""), "\(finding.message)")
        #expect(finding.occurrence.contains("AX5"), "\(finding.occurrence)")
        #expect(!finding.cells.contains { $0.size == "L" })
    }
}
