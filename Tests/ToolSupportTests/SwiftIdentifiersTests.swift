import Testing
import ToolSupport

/// Words and declared types read from Swift text's bytes.
@Suite struct SwiftIdentifiersTests {
    @Test func wordsAreIdentifiersAndKeywords() {
        #expect(SwiftIdentifiers.words(in: "let café_2 = x.y(\"z\") // done").map(String.init) == ["let", "café_2", "x", "y", "z", "done"])
        #expect(SwiftIdentifiers.words(in: "").isEmpty && SwiftIdentifiers.words(in: " .(){} ").isEmpty)
    }

    @Test func typesDeclaredAreTheWordsAfterTheirKeyword() {
        #expect(SwiftIdentifiers.typesDeclared(in: "extension Café: View { struct Row_2 {") == ["Café", "Row_2"])
        #expect(SwiftIdentifiers.typesDeclared(in: "extension Foundation.Locale {") == ["Locale"])
        #expect(SwiftIdentifiers.typesDeclared(in: "final class Store: ObservableObject, actor A") == ["Store", "A"])
        #expect(SwiftIdentifiers.typesDeclared(in: "  enum") == [] && SwiftIdentifiers.typesDeclared(in: "let kind = Kind.struct") == [] && SwiftIdentifiers.typesDeclared(in: "") == [])
    }
}
