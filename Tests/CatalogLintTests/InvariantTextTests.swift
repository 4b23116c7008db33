import Testing
@testable import CatalogLint

/// The words `untranslated` reads from a text: an ASCII text's are read from its bytes, and must be
/// the words that splitting it into characters gives.
@Suite struct InvariantTextTests {
    @Test(arguments: [
        "Mastodon", "  Sign in  ", "Wi-Fi\tsettings", "a\r\nb", "line\u{0B}tab\u{0C}feed", "-- ?? !!", "",
        "Open 2 files...", "x\u{1F}y", "Email: support@example.com", "\r\n",
    ])
    func asciiWordsAreTheCharacterSplitsWords(text: String) {
        let bySplit = text.split { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            .filter { $0.unicodeScalars.contains { $0.properties.isAlphabetic || ("0"..."9").contains($0) } }
        #expect(InvariantText.words(of: text) == bySplit)
    }

    /// Placeholders are left out of the words, read from the bytes of an ASCII text and scalar by
    /// scalar from another.
    @Test func placeholdersAreNotWords() {
        #expect(InvariantText.words(of: "%lld MB") == ["MB"])
        #expect(InvariantText.words(of: "%1$@ files, %2$ld folders") == ["files,", "folders"])
        #expect(InvariantText.words(of: "%@ posts") == ["posts"])
        #expect(InvariantText.words(of: "%d żółwi") == ["żółwi"])
        #expect(InvariantText.words(of: "50 %") == ["50"])
    }

    @Test func singleWords() {
        #expect(InvariantText.isSingleWord("Mastodon"))
        #expect(InvariantText.isSingleWord("  Email! "))
        #expect(InvariantText.isSingleWord("Wi-Fi"))
        #expect(InvariantText.isSingleWord("Zażółć"))
        #expect(InvariantText.isSingleWord("%@ Podcast"))
        #expect(!InvariantText.isSingleWord("12"))
        #expect(!InvariantText.isSingleWord("Sign in"))
        #expect(!InvariantText.isSingleWord("a\r\nb"))
        #expect(!InvariantText.isSingleWord("-- !!"))
    }

    @Test func nameWords() {
        #expect(InvariantText.nameWords("Wikipedia") == ["Wikipedia"])
        #expect(InvariantText.nameWords("  Creative Commons CC0 ") == ["Creative", "Commons", "CC0"])
        #expect(InvariantText.nameWords("Zażółć Gęślą") == ["Zażółć", "Gęślą"])
        #expect(InvariantText.nameWords("Sign in") == nil)
        #expect(InvariantText.nameWords("Wi-Fi") == nil)
        #expect(InvariantText.nameWords("A B C D") == nil)
        #expect(InvariantText.nameWords("") == nil)
    }
}
