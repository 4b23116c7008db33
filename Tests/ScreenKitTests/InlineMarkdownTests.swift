import Testing
@testable import ScreenKit

/// A localized string's inline Markdown is read as SwiftUI reads it: the markers take no room.
@Suite struct InlineMarkdownTests {
    @Test("Markers with their pair are taken out", arguments: [
        ("**Bold** and [a link](https://example.com)", "Bold and a link"),
        ("*emphasis* here", "emphasis here"),
        ("__strong__", "strong"),
        ("_under_ score", "under score"),
        ("~~old~~ new", "old new"),
        ("run `swift test` now", "run swift test now"),
        ("***both***", "both"),
        ("\\*not emphasis\\*", "*not emphasis*"),
        ("[**Bold link**](https://example.com)", "Bold link"),
    ])
    func markersArePaired(_ written: String, _ shown: String) {
        #expect(InlineMarkdown.plain(written) == shown)
    }

    @Test("What is not Markdown is text", arguments: [
        "5 * 3 * 2", "file_name_here", "**unclosed", "a * b", "[not a link] (here)", "price: 5€", "~single~", "",
    ])
    func textStaysText(_ written: String) {
        #expect(InlineMarkdown.plain(written) == written)
    }

    @Test func aLocalizedTextShowsItWithoutMarkersAndAVerbatimOneAsWritten() {
        let screen = ScreenLayout().layout(VStack { Text("**Done** now"); Text(verbatim: "**Done** now") }, name: "markdown",
                                           in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.texts.compactMap(\.text) == ["Done now", "**Done** now"])
    }
}
