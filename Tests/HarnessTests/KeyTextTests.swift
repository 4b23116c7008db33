import Testing
@testable import Harness

/// Which texts read as names, codes or addresses rather than UI copy, for `hardcoded-text`.
@Suite struct KeyTextTests {
    @Test(arguments: ["octocat/Hello-World", "support@example.com", "@ada", "zemanl79", "404alex", "CSE", "US", "PDF"])
    func oneTokenNamesAndCodesAreIdentifiers(text: String) {
        #expect(KeyText.isIdentifier(text))
    }

    @Test(arguments: ["Catalan", "Try again", "Version number not found", "A", "HELLOWORLD", "Settings", "3 items", "", "e-mail"])
    func wordsAreNot(text: String) {
        #expect(!KeyText.isIdentifier(text))
    }
}
