import L10n
import Testing
@testable import l10n

struct InfoAndPluralCommandTests {
    @Test func infoShowsPolishFacts() throws {
        let text = InfoCommand.render(try LocaleSummary(locale: "pl"))
        #expect(text.hasPrefix("pl — Polish (polski)\n"))
        #expect(text.contains("  cardinal     one 1 · few 2, 3, 4, 22, 23, 24 · many 0, 5, 6, 7, 8, 9 · other 0.0, 0.5, 1.0, 1.5, 2.0, 2.5\n"))
        #expect(text.contains("  date long    3 sierpnia 2019\n"))
        #expect(text.contains("  list         Anna, Ben i Chloé\n"))
    }

    @Test func infoShowsArabicDirectionAndDigits() throws {
        let text = InfoCommand.render(try LocaleSummary(locale: "ar"))
        #expect(text.contains("  direction    right to left\n"))
        #expect(text.contains("  digits       arab ٠١٢٣٤٥٦٧٨٩\n"))
    }

    @Test func infoWarnsWhenICUHasNoData() throws {
        #expect(InfoCommand.render(try LocaleSummary(locale: "qqq")).contains("note: ICU has no data"))
    }

    @Test func infoIsDeterministic() throws {
        #expect(InfoCommand.render(try LocaleSummary(locale: "de")) == InfoCommand.render(try LocaleSummary(locale: "de")))
    }

    @Test func pluralAcceptsOnlyDecimals() throws {
        #expect(throws: (any Error).self) { try PluralCommand.parse(["pl", "1e3"]) }
        #expect(throws: (any Error).self) { try PluralCommand.parse(["pl", "x"]) }
        #expect(throws: (any Error).self) { try PluralCommand.parse(["pl"]) }
        #expect(throws: (any Error).self) { try PluralCommand.parse(["en--", "1"]) }
        let command = try PluralCommand.parse(["pl", "22", "-3", "1.50"])
        #expect(command.numbers == ["22", "-3", "1.50"])
        #expect(command.locale == LocaleIdentifier("pl"))
    }
}
