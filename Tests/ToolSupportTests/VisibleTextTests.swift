import Testing
import ToolSupport

/// What human output shows of controls: escapes, never the characters a terminal would obey.
@Suite struct VisibleTextTests {
    @Test(arguments: [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] as [UInt32])
    func bidiControlsAreEscaped(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        // Long enough to take the eight-bytes-at-a-time path, and at the very end.
        for text in ["abcdefgh\(scalar)ijklmnop", "a\(scalar)"] {
            #expect(VisibleText.escaped(text).contains("\\u{\(String(value, radix: 16, uppercase: true))}"))
            #expect(!VisibleText.escaped(text).unicodeScalars.contains(scalar))
        }
    }

    @Test func escSequencesAndOtherControlsAreEscaped() {
        #expect(VisibleText.escaped("\u{1B}]0;title\u{7}\u{1B}[2J\u{7F}\u{9B}") == #"\u{1B}]0;title\u{7}\u{1B}[2J\u{7F}\u{9B}"#)
    }

    @Test func printableTextNearTheLeadBytesIsLeftAsItIs() {
        // E2 and D8 start “…” – and Arabic letters: only the controls among them are escaped.
        let text = "“quoted” – … \u{200E}done مرحبا \u{2028}"
        #expect(VisibleText.escaped(text) == "“quoted” – … \\u{200E}done مرحبا \u{2028}")
        #expect(VisibleText.escaped("“quoted” – … مرحبا") == "“quoted” – … مرحبا")
    }

    @Test func xmlTextReplacesWhatXMLForbids() {
        #expect(XMLText.escaped("a\u{0}b\u{1B}c\u{FFFE}<") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}&lt;")
    }
}
