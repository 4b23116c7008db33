import Testing
@testable import L10n

struct PluralRulesTests {
    @Test(arguments: [
        ("pl", 1.0, PluralCategory.one), ("pl", 2, .few), ("pl", 4, .few), ("pl", 5, .many), ("pl", 12, .many),
        ("pl", 22, .few), ("pl", 25, .many), ("pl", 1.5, .other),
        ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few),
        ("ar", 11, .many), ("ar", 99, .many), ("ar", 100, .other), ("ar", 102, .other), ("ar", 103, .few),
        ("ru", 1, .one), ("ru", 101, .one), ("ru", 111, .many), ("ru", 22, .few),
        ("en", 1, .one), ("en", 0, .other), ("ja", 1, .other), ("fr", 0, .one), ("fr", 1.5, .one),
    ])
    func cardinalCategoriesFollowCLDR(locale: String, number: Double, expected: PluralCategory) throws {
        let rules = try PluralRules.cached(locale: LocaleIdentifier(locale))
        #expect(rules.category(for: number) == expected)
    }

    @Test func visibleFractionDigitsCount() throws {
        let english = try PluralRules(locale: "en")
        #expect(english.category(forDecimal: "1") == .one)
        #expect(english.category(forDecimal: "1.0") == .other)
        let polish = try PluralRules(locale: "pl")
        #expect(polish.category(forDecimal: "2") == .few)
        #expect(polish.category(forDecimal: "2.0") == .other)
        #expect(polish.category(forDecimal: "not a number") == .other)
        #expect(polish.category(forDecimal: "") == .other)
    }

    @Test(arguments: [
        ("en", [PluralCategory.one, .other]), ("pl", [.one, .few, .many, .other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]), ("ja", [.other]), ("ru", [.one, .few, .many, .other]),
    ])
    func categoriesOfALanguage(locale: String, expected: [PluralCategory]) throws {
        #expect(try PluralRules(locale: LocaleIdentifier(locale)).categories == expected)
    }

    @Test func ordinalRules() throws {
        let english = try PluralRules(locale: "en", type: .ordinal)
        #expect(english.categories == [.one, .two, .few, .other])
        #expect(english.category(for: 1) == .one)
        #expect(english.category(for: 2) == .two)
        #expect(english.category(for: 3) == .few)
        #expect(english.category(for: 11) == .other)
        #expect(english.category(for: 22) == .two)
    }

    @Test func examplesCoverEveryCategory() throws {
        let arabic = try PluralRules(locale: "ar")
        let examples = arabic.examples()
        #expect(Set(examples.keys) == Set(arabic.categories))
        #expect(examples[.zero]?.first == "0")
        #expect(examples[.many]?.first == "11")
    }

    @Test func unknownLanguageGetsOnlyOther() throws {
        #expect(try PluralRules(locale: "qqq").categories == [.other])
    }

    @Test func cachedRulesAreSafeFromManyThreads() async throws {
        let rules = try PluralRules.cached(locale: "pl")
        let results = await withTaskGroup(of: PluralCategory.self, returning: [PluralCategory].self) { group in
            for _ in 0..<200 { group.addTask { rules.category(for: 22) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == .few })
    }
}
