import Diagnostics
import Foundation
import Synchronization
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
        // missing-translation points at the base's entry but is about the locale.
        #expect(polish == whole.filter {
            $0.location.file.hasPrefix(catalog.path("pl.lproj")) || ($0.rule == "missing-translation" && $0.locale == "pl")
        })
        #expect(polish.contains { $0.rule == "missing-translation" })
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

    @Test func mergingChunksGivesTheGeneralOrder() {
        var generator = SplitMix(seed: 7)
        let rules = ["missing-translation", "format-mismatch", "untranslated"]
        for round in 0..<40 {
            let all = (0..<300).map { _ in
                Diagnostic(
                    rule: rules[generator.next(3)], severity: [.error, .warning, .note][generator.next(3)],
                    message: "Key 'k\(generator.next(4))' is missing from \(["af", "pl", "de", "af-ZA"][generator.next(4)]).lproj",
                    location: SourceLocation(file: "/c/\(["en", "pl", "de"][generator.next(3)]).lproj/L.strings", line: generator.next(5), column: generator.next(2)),
                    locale: ["af", "pl"][generator.next(2)], key: "k")
            }
            // Cut into sorted chunks, in an order that puts ties right only some of the time.
            var chunks: [[Diagnostic]] = []
            var rest = all[...]
            while !rest.isEmpty {
                let size = min(rest.count, 1 + generator.next(60))
                chunks.append(rest.prefix(size).sorted())
                rest = rest.dropFirst(size)
            }
            if round.isMultiple(of: 2) { chunks.reverse() }
            #expect(FindingMerge.merged(&chunks, jobs: 1 + round % 2) == DiagnosticOrder.sorted(all))
        }
    }

    @Test func mergingManyChunksAcrossPiecesMovesEveryFindingOnce() {
        // 109 chunks of findings at the same 200 positions (one locale each, as the
        // missing-translation findings of a large catalog set are), 21,800 in all: more than
        // the pieces the merge spreads over the cores.
        let locales = (0..<109).map { String(format: "l%03d", $0) }
        var chunks = locales.map { locale in
            (0..<200).map { line in
                Diagnostic(rule: "missing-translation", severity: .warning, message: "'k\(line)' is missing in \(locale).",
                           location: SourceLocation(file: "/c/en.lproj/L.strings", line: line + 1, column: 1), locale: locale)
            }
        }
        chunks.insert([], at: 3)
        let all = chunks.flatMap { $0 }
        var oneJobChunks = chunks
        let merged = FindingMerge.merged(&chunks, jobs: 2)
        #expect(merged == DiagnosticOrder.sorted(all))
        #expect(chunks.allSatisfy { $0.isEmpty })
        #expect(FindingMerge.merged(&oneJobChunks, jobs: 1) == merged)
        // Chunks in the wrong order for their ties: the merge notices and sorts in full.
        var reversed = locales.reversed().map { locale in
            [Diagnostic(rule: "missing-translation", severity: .warning, message: "'k' is missing in \(locale).",
                        location: SourceLocation(file: "/c/en.lproj/L.strings", line: 1, column: 1), locale: locale)]
        }
        #expect(FindingMerge.merged(&reversed, jobs: 2).map(\.locale) == locales)
        var none: [[Diagnostic]] = [[], []]
        #expect(FindingMerge.merged(&none, jobs: 2).isEmpty)
    }

    @Test func progressCountsEveryFileOnceAcrossJobs() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
            ("en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Do It\";\n"),
            ("pl.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"Ä\";\n"),
            ("Other.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {}, \"version\": \"1.0\"}"),
        ])
        let heard = Mutex<[(done: Int, total: Int)]>([])
        _ = try CatalogLinter().lint(paths: [catalog.root]) { done, total in heard.withLock { $0.append((done, total)) } }
        let calls = heard.withLock { $0 }
        #expect(calls.map(\.done).max() == 5)
        #expect(calls.allSatisfy { $0.total == 5 })
        // Each report counts on from the last: no two are the same.
        #expect(Set(calls.map(\.done)).count == calls.count)
    }

    @Test func missingTranslationPointsAtTheBaseEntryAndNamesTheLocaleFile() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n/* What b says */\n\"b\" = \"Bee\";\n"),
            ("en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Do It\";\n"),
            ("pl.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
            ("pl.lproj/InfoPlist.strings", "\"Other\" = \"Inne\";\n"),
        ])
        let found = try catalog.lint(only: "missing-translation")
        #expect(found.map(\.key) == ["CFBundleName", "b"])
        let b = try #require(found.last)
        #expect(b.location == SourceLocation(file: catalog.path("en.lproj/Localizable.strings"), line: 3, column: 1))
        #expect(b.message == "Key 'b' is missing from pl.lproj/Localizable.strings; pl users see it in en.")
        #expect(b.locale == "pl")
        // Asking about one file of the locale reports only what that file lacks.
        let oneFile = try catalog.lint(only: "missing-translation", paths: [catalog.path("pl.lproj/Localizable.strings")])
        #expect(oneFile.map(\.key) == ["b"])
        // Asking about the base alone reports nothing about other locales.
        #expect(try catalog.lint(only: "missing-translation", paths: [catalog.path("en.lproj")]).isEmpty)
    }
}

/// A small deterministic random source, so the merge test is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
