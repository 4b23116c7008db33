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
        #expect(finding.message.contains("splits the single word \"Benachrichtigungen\""), "\(finding.message)")
        // Only at accessibility sizes: iOS breaks it the same way, so it is a note naming the fixes.
        #expect(finding.severity == .note)
        #expect(finding.message.contains("soft hyphen (U+00AD) in the de translation"))
        #expect(finding.occurrence.contains("AX5"), "\(finding.occurrence)")
        #expect(!finding.cells.contains { $0.size == "L" })
    }
}

/// A system color the app puts on a background of its own is judged with its default value, and
/// the finding says what a reader who turns Increase Contrast on sees.
@Suite struct IncreasedContrastTests {
    private static let paleGray = Color(red: 0.92, green: 0.92, blue: 0.93)

    private func contrastMessages(_ scheme: ColorScheme = .light, _ view: @escaping @Sendable () -> some View & SendableMetatype) throws -> [String] {
        let checker = ScreenChecker(screens: [ScreenPreview("panel") { view() }])
        let cell = MatrixCell(screen: "panel", state: "default", locale: "en", size: .large, device: .iPhoneSE, scheme: scheme)
        return try checker.check(cell).filter { $0.rule == "a11y-contrast" }.map(\.message)
    }

    @Test func aSystemColorOnTheAppsBackgroundSaysWhatIncreaseContrastGives() throws {
        let messages = try contrastMessages { Text(verbatim: "Low battery").foregroundColor(.blue).padding().background(Self.paleGray) }
        let message = try #require(messages.first)
        let increased = Contrast.ratio(RGBA(hex: 0x0040DD), RGBA(235, 235, 237))
        #expect(message.contains("(#007AFF on #EBEBED)"))
        #expect(message.hasSuffix("With Increase Contrast on it is \(Points.string(increased)):1 (#0040DD on #EBEBED)."))
        #expect(increased >= 4.5)
    }

    @Test func whereIncreaseContrastDoesNotHelpTheFindingSaysSo() throws {
        let messages = try contrastMessages(.dark) { Text(verbatim: "Saved").foregroundColor(.white).padding().background(Color.yellow) }
        let message = try #require(messages.first)
        #expect(message.hasSuffix(", still too little."))
        #expect(message.contains("(#FFFFFF on #FFD426)"))
    }

    @Test func aFixedColorOnAFixedBackgroundHasNoIncreasedContrastSentence() throws {
        let messages = try contrastMessages { Text(verbatim: "Saved").foregroundColor(Color(red: 0.7, green: 0.7, blue: 0.7)).padding().background(Self.paleGray) }
        #expect(messages.count == 1)
        #expect(!(messages.first ?? "").contains("Increase Contrast"))
    }

    @Test func aSystemColorOnTheSystemBackgroundIsStillNotReported() throws {
        #expect(try contrastMessages { Text(verbatim: "Low battery").foregroundColor(.orange) }.isEmpty)
        #expect(try contrastMessages(.dark) { Text(verbatim: "Low battery").foregroundColor(.gray) }.isEmpty)
    }
}
