import Testing
@testable import L10n

struct LocaleIdentifierTests {
    @Test(arguments: [
        ("en", "en"), ("en-US", "en-US"), ("en_GB", "en-GB"), ("pt-BR", "pt-BR"), ("pt-br", "pt-BR"),
        ("zh-Hans", "zh-Hans"), ("zh_Hant_TW", "zh-Hant-TW"), ("zh-hant", "zh-Hant"), ("sr-Latn", "sr-Latn"),
        ("Base", "Base"), ("base.lproj", "Base"), ("es-419", "es-419"), ("sr@latin", "sr-Latn"),
        ("be-tarask", "be-tarask"), ("iw", "he"), ("bg_BG", "bg-BG"), ("qqq", "qqq"), ("de.lproj", "de"),
    ])
    func parsesAppleAndBCP47Forms(text: String, expected: String) throws {
        #expect(try LocaleIdentifier(text).bcp47 == expected)
    }

    @Test(arguments: ["", "e", "english_language_x", "en--US", "en-Ü", "1234"])
    func rejectsWhatIsNoLocale(text: String) {
        #expect(throws: LocaleError.self) { try LocaleIdentifier(text) }
    }

    @Test func errorSaysWhatIsWrong() {
        #expect(throws: LocaleError(identifier: "en--US", reason: "subtag 2 ('') is empty or not ASCII letters and digits")) {
            try LocaleIdentifier.parse("en--US")
        }
    }

    @Test func icuFormUsesUnderscores() throws {
        #expect(try LocaleIdentifier.parse("zh-Hant-TW").icuIdentifier == "zh_Hant_TW")
    }

    @Test func fallbackChainKeepsTheScript() throws {
        let chain = try LocaleIdentifier.parse("zh-Hant-TW").fallbackChain(developmentLanguage: "en").map(\.bcp47)
        #expect(chain == ["zh-Hant-TW", "zh-TW", "zh-Hant", "en", "Base"])
        #expect(!chain.contains("zh"))
    }

    @Test func fallbackChainDropsTheRegion() throws {
        #expect(try LocaleIdentifier.parse("pt-BR").fallbackChain(developmentLanguage: "en").map(\.bcp47) == ["pt-BR", "pt-Latn-BR", "pt-Latn", "pt", "en", "Base"])
        #expect(try LocaleIdentifier.parse("pl").fallbackChain().map(\.bcp47) == ["pl", "pl-Latn", "Base"])
    }

    @Test func layoutDirection() throws {
        #expect(try LocaleIdentifier.parse("ar").layoutDirection == .rightToLeft)
        #expect(try LocaleIdentifier.parse("he").layoutDirection == .rightToLeft)
        #expect(try LocaleIdentifier.parse("ur-PK").layoutDirection == .rightToLeft)
        #expect(try LocaleIdentifier.parse("pl").layoutDirection == .leftToRight)
        #expect(try LocaleIdentifier.parse("ar-XB").layoutDirection == .rightToLeft)
    }

    @Test func likelySubtags() throws {
        #expect(try LocaleIdentifier.parse("zh-TW").maximized.bcp47 == "zh-Hant-TW")
        #expect(try LocaleIdentifier.parse("zh-Hant-TW").minimized.bcp47 == "zh-TW")
    }

    @Test func displayNames() throws {
        let polish = try LocaleIdentifier.parse("pl")
        #expect(polish.displayName(in: "en") == "Polish")
        #expect(polish.displayName(in: polish) == "polski")
        #expect(LocaleIdentifier.base.displayName(in: "en") == "Base")
    }

    @Test func knowsWhichLanguagesHaveData() throws {
        #expect(try LocaleIdentifier.parse("pl").hasLocaleData)
        #expect(try !LocaleIdentifier.parse("qqq").hasLocaleData)
    }
}
