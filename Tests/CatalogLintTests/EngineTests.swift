import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// The engine's shortcuts must never change an answer: ASCII fast paths against the Unicode
/// properties, byte search against the general one, locale-by-locale checking against the set.
@Suite struct EngineTests {
    @Test func asciiClassesAgreeWithUnicodeProperties() {
        for value in UInt32(0)..<0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(scalar.isWhiteSpace == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
            #expect(scalar.isLetter == scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [
        ("\n Name: \t", "\n ", " \t"),
        ("Done", "", ""),
        ("   ", "   ", "   "),
        (" \u{301}a", " ", ""),
        ("\u{00A0}Nom\u{2028}", "\u{00A0}", "\u{2028}"),
    ])
    func whiteSpaceEdgesAreScalarExact(text: String, leading: String, trailing: String) {
        #expect(text.leadingWhitespace.unicodeScalars.elementsEqual(leading.unicodeScalars))
        #expect(text.trailingWhitespace.unicodeScalars.elementsEqual(trailing.unicodeScalars))
    }

    @Test(arguments: [
        ("%#@files@ in %#@folders@", "#@files@", "ld", "%ld in %#@folders@"),
        ("%#@n@ and %#@n@", "#@n@", "d", "%d and %d"),
        ("Zostało %#@n@ plików", "#@n@", "d", "Zostało %d plików"),
        ("aaa", "aa", "X", "Xa"),
        ("no match", "%arg", "%lld", "no match"),
        ("%arg", "%arg", "%lld", "%lld"),
    ])
    func replacingMatchesTheGeneralSearch(text: String, target: String, replacement: String, expected: String) {
        #expect(text.replacingEvery(target, with: replacement) == expected)
        #expect(text.containsText(target) == (expected != text))
    }

    @Test func heaviestFirstKeepsInputOrder() {
        let inputs = Array(0..<200)
        let outputs = Parallel.map(inputs, heaviestFirst: { ($0 * 37) % 101 }) { $0 * 2 }
        #expect(outputs == inputs.map { $0 * 2 })
    }

    /// A set with faults in several locales and tables.
    private func catalog() throws -> TemporaryCatalog {
        try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "/* Saves */\n\"save\" = \"Save\";\n\"n\" = \"%@ items \";\n\"gone\" = \"Gone\";\n"),
            ("en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Do It\";\n"),
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
            ("pl.lproj/Localizable.strings", "/* Saves it */\n\"save\" = \"Save\";\n\"n\" = \"%d elementów\";\n\"old\" = \"Stary\";\n"),
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d plik", "other": "%d pliku"])),
            ("de.lproj/Localizable.strings", "\"save\" = \"\";\n\"n\" = \"%@ Dinge\";\n"),
            ("de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Mach es\";\n"),
        ])
    }

    @Test func oneLocaleAloneGetsTheFindingsItGetsInTheWholeSet() throws {
        let catalog = try catalog()
        let whole = try catalog.lint()
        let polish = try catalog.lint(paths: [catalog.path("pl.lproj")])
        #expect(!polish.isEmpty)
        #expect(polish == whole.filter { $0.location.file.hasPrefix(catalog.path("pl.lproj")) })
        #expect(Set(whole.compactMap(\.locale)).isSuperset(of: ["pl", "de"]))
    }

    @Test func findingsOfManySetsComeSorted() throws {
        let catalog = try TemporaryCatalog(text: [
            ("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
            ("App/pl.lproj/Localizable.strings", "\"a\" = \"A\";\n\"c\" = \"C\";\n"),
            ("App/fr.lproj/InfoPlist.strings", "\"x\" = \"X\";\n"),
            ("Widget/en.lproj/Localizable.strings", "\"w\" = \"W \";\n"),
            ("Widget/pl.lproj/Localizable.strings", "\"w\" = \"W\";\n\"w\" = \"V\";\n"),
            ("Loose.strings", "\"k\" = \"%1$@ %@\";\n"),
            ("Shared.xcstrings", """
                {"sourceLanguage": "en", "version": "1.0", "strings": {"Hi": {"localizations": {
                  "pl": {"stringUnit": {"state": "needs_review", "value": "Hi"}}}}, "Bye": {}}}
                """),
        ])
        let found = try catalog.lint()
        #expect(Set(found.map(\.rule)).count >= 6)
        #expect(found == found.sorted())
        #expect(DiagnosticOrder.sorted(found) == found)
    }
}
