import Foundation
import StandInAppleFoundation
import SwiftUI
import Testing

/// `AttributedString(markdown:)` gives the text a `Text` of it shows.
@Suite struct AttributedMarkdownTests {
    @Test func markdownIsReadIntoItsText() throws {
        let string = try AttributedString(markdown: "Read the **terms** and [privacy policy](https://example.com).")
        #expect(String(string.characters) == "Read the terms and privacy policy.")
        let options = AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        #expect(String(try AttributedString(markdown: "5 * 3", options: options).characters) == "5 * 3")
    }
}
