import L10n
import Testing

/// Answers that used to be wrong on unusual input: huge integers, values that do not fit their
/// placeholders, huge positions, locale extensions and keywords.
@Suite struct HostileInputTests {
    @Test(arguments: [
        ("fr", "1000000000000000000", PluralCategory.many), ("fr", "1000000", .many), ("fr", "1000001", .other),
        ("pl", "222222222222222222", .few), ("pl", "222222222222222225", .many), ("pl", "-222222222222222222", .few),
        ("pl", "000000000000000000000002", .few), ("ru", "100000000000000000000000000000000000021", .one),
        ("en", "10000000000000000000000000000000000000001", .other), ("fr", "1000000000000000000.5", .other),
    ])
    func pluralCategoriesOfLongIntegersAreExact(locale: String, number: String, expected: PluralCategory) throws {
        let rules = try PluralRules(locale: LocaleIdentifier.parse(locale))
        #expect(rules.category(forDecimal: number) == expected)
    }

    @Test func integersPastADoublesPrecisionAreExact() throws {
        let polish = try PluralRules(locale: "pl")
        #expect(polish.category(for: 222_222_222_222_222_222) == .few)
        #expect(polish.category(for: 222_222_222_222_222_225) == .many)
        #expect(polish.category(for: Int.max) == .many)  // …807
    }

    @Test func valuesAreReadAsTheirPlaceholdersRead() throws {
        #expect(try FormatArgumentReader.arguments(["3", "Ada", "2.5"], for: "%lld items of %@ at %f") == [.int(3), .string("Ada"), .double(2.5)])
        #expect(try FormatArgumentReader.arguments(["3"], for: "%@") == [.string("3")])
        #expect(try FormatArgumentReader.arguments(["Ada", "3"], for: "%2$lld by %1$@") == [.string("Ada"), .int(3)])
        #expect(try FormatArgumentReader.arguments([], for: "No placeholders") == [])
    }

    @Test func aValueThatDoesNotFitIsAnError() {
        #expect(throws: FormatArgumentError(format: "%lld items", problem: .wrongType(position: 1, value: "abc", placeholder: "%lld", expected: .int64))) {
            try FormatArgumentReader.arguments(["abc"], for: "%lld items")
        }
        #expect(throws: FormatArgumentError(format: "%lld items", problem: .missing(position: 1, placeholder: "%lld"))) {
            try FormatArgumentReader.arguments([], for: "%lld items")
        }
        #expect(throws: FormatArgumentError(format: "%@", problem: .unread(positions: [2, 3]))) {
            try FormatArgumentReader.arguments(["a", "b", "c"], for: "%@")
        }
        #expect(throws: FormatArgumentError.self) { try FormatArgumentReader.arguments(["nan"], for: "%f") }
        // Found by fuzzing: a huge position was counted up to, one by one.
        #expect(throws: FormatArgumentError(format: "%iin %99999999999999999992$S", problem: .malformedFormat("an argument position of 19 digits or more is not valid"))) {
            try FormatArgumentReader.arguments(["3"], for: "%iin %99999999999999999992$S")
        }
        // …and so was a width's: `%*N$@` takes its width from argument N.
        #expect(FormatString("%*0$d").issues.contains(FormatIssue(kind: .invalidPosition(0), offset: 0)))
        #expect(throws: FormatArgumentError.self) { try FormatArgumentReader.arguments(["3"], for: "%u %*888888888888$@") }
        #expect(throws: FormatArgumentError.self) { try FormatArgumentReader.arguments(["99999999999"], for: "%d") }
        let error = FormatArgumentError(format: "%lld items", problem: .wrongType(position: 1, value: "abc", placeholder: "%lld", expected: .int64))
        #expect(error.description == "value 1, 'abc', is not a whole number, which %lld in '%lld items' reads")
    }

    @Test func aHugePositionIsReportedAsWritten() {
        #expect(FormatString("%123456789$@").issues.contains(FormatIssue(kind: .invalidPosition(123_456_789), offset: 0)))
        #expect(FormatIssue(kind: .invalidPosition(123_456_789), offset: 0).description == "argument position 123456789 is not valid")
        let huge = FormatString("%123456789012345678901234$@")
        #expect(huge.issues.map(\.description).contains("an argument position of 19 digits or more is not valid"))
    }

    @Test func hugeWidthsAndPrecisionsAreCapped() {
        let formatter = StringFormatter(locale: "en")
        // Padded only as far as the format's budget goes.
        #expect(formatter.format("%999999999999d", [.int(1)]).text.count == ExpansionLimits.characters)
        #expect(formatter.format("%*d", [.int(Int64.max), .int(1)]).text.count == ExpansionLimits.characters)
        // A negative precision from an argument reads as none given, as in C (it was a negative count).
        #expect(formatter.format("%.*f", [.int(-5), .double(1.5)]).text == formatter.format("%f", [.double(1.5)]).text)
    }

    @Test func bcp47ExtensionsAreKept() throws {
        let latinDigits = try LocaleIdentifier.parse("ar-u-nu-latn")
        #expect(latinDigits.language == "ar")
        #expect(latinDigits.extensions == "u-nu-latn")
        #expect(latinDigits.bcp47 == "ar-u-nu-latn")
        #expect(latinDigits.icuIdentifier == "ar@numbers=latn")
        #expect(try LocaleIdentifier.parse("zh_Hant_TW-u-CA-Chinese-x-Private").bcp47 == "zh-Hant-TW-u-ca-chinese-x-private")
        #expect(throws: LocaleError.self) { try LocaleIdentifier.parse("ar-u") }
        #expect(throws: LocaleError.self) { try LocaleIdentifier.parse("ar-u-n") }
    }

    @Test func icuKeywordsBecomeExtensionsOrAnError() throws {
        let hebrewCalendar = try LocaleIdentifier.parse("en@calendar=hebrew")
        #expect(hebrewCalendar.bcp47 == "en-u-ca-hebrew")
        #expect(hebrewCalendar.icuIdentifier == "en@calendar=hebrew")
        #expect(try LocaleIdentifier.parse("ar_EG@numbers=latn").bcp47 == "ar-EG-u-nu-latn")
        #expect(try LocaleIdentifier.parse("sr@latin").bcp47 == "sr-Latn")
        #expect(throws: LocaleError(identifier: "en@nonsense", reason: "'@nonsense' is neither a script (@latin, @cyrillic, @arabic, @devanagari) nor keywords (@calendar=hebrew)")) {
            try LocaleIdentifier.parse("en@nonsense")
        }
        #expect(throws: LocaleError.self) { try LocaleIdentifier.parse("en@calendar=") }
    }
}
