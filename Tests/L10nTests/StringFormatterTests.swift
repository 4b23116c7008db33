import Foundation
import Testing
@testable import L10n

struct StringFormatterTests {
    @Test func fillsPlaceholdersInTheLocale() {
        let english = StringFormatter(locale: "en")
        #expect(english.format("%@ has %lld items", [.string("Home"), .int(3)]) == FormattedString(text: "Home has 3 items"))
        #expect(english.format("%.2f", [.double(3.14159)]).text == "3.14")
        #expect(english.format("%f", [.double(1.5)]).text == "1.500000")
        #expect(english.format("%'d", [.int(1234567)]).text == "1,234,567")
        #expect(english.format("%d", [.int(1234567)]).text == "1234567")
    }

    @Test func usesTheLocalesDigitsAndSeparators() {
        #expect(StringFormatter(locale: "ar").format("%lld", [.int(25)]).text == "٢٥")
        #expect(StringFormatter(locale: "pl").format("%.1f", [.double(2.5)]).text == "2,5")
        #expect(StringFormatter(locale: "de").format("%'d", [.int(1234)]).text == "1.234")
    }

    @Test func positionalArgumentsReorder() {
        let formatted = StringFormatter(locale: "en").format("%2$@ %1$@", [.string("world"), .string("hello")])
        #expect(formatted.text == "hello world")
        #expect(formatted.mismatches.isEmpty)
    }

    @Test func widthPrecisionAndFlags() {
        let english = StringFormatter(locale: "en")
        #expect(english.format("[%5d]", [.int(42)]).text == "[   42]")
        #expect(english.format("[%-5d]", [.int(42)]).text == "[42   ]")
        #expect(english.format("[%05d]", [.int(42)]).text == "[00042]")
        #expect(english.format("[%*d]", [.int(4), .int(7)]).text == "[   7]")
        #expect(english.format("%x %X %o", [.int(255), .int(255), .int(8)]).text == "ff FF 10")
        #expect(english.format("%c", [.int(65)]).text == "A")
        #expect(english.format("100%%", []).text == "100%")
    }

    @Test func mismatchesAreValuesNotCrashes() {
        let english = StringFormatter(locale: "en")
        let missing = english.format("%@ and %@", [.string("one")])
        #expect(missing.text == "one and %@")
        #expect(missing.mismatches == [.missingArgument(position: 2, expected: .object)])
        let wrong = english.format("%@", [.int(5)])
        #expect(wrong.text == "5")
        #expect(wrong.mismatches == [.wrongType(position: 1, expected: .object, given: .integer)])
        let extra = english.format("%@", [.string("a"), .string("b")])
        #expect(extra.mismatches == [.unusedArguments(positions: [2])])
        // "% o" is an octal conversion with the space flag: it reads an argument that is not there.
        #expect(english.format("50% off", []).mismatches == [.missingArgument(position: 1, expected: .uint32)])
        #expect(english.format("%k", []).mismatches == [.malformedFormat(FormatIssue(kind: .invalidConversion("%k"), offset: 0))])
    }

    @Test func datesFollowTheLocale() {
        let date = Date(timeIntervalSince1970: 1_564_867_800)  // 2019-08-03T21:30:00Z
        #expect(StringFormatter(locale: "en").format("Due %@", [.date(date, .medium, .none)]).text == "Due Aug 3, 2019")
        #expect(StringFormatter(locale: "pl").format("%@", [.date(date, .long, .none)]).text == "3 sierpnia 2019")
    }

    @Test func variablesUseTheResolver() {
        let formatter = StringFormatter(locale: "en", resolveVariable: { reference in "\(reference.name)=\(reference.argument?.description ?? "")" })
        #expect(formatter.format("%#@items@", [.int(2)]).text == "items=2")
        #expect(StringFormatter(locale: "en").format("%#@items@", [.int(2)]).mismatches == [.unresolvedVariable("items")])
    }
}
