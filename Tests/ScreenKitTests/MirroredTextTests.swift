import Testing
@testable import ScreenKit

/// Mirrored lookups (the `ar-XB` pseudo-locale): wrapped as the text they mirror, each line
/// mirrored, so lines read top to bottom as in a right-to-left language.
@Suite struct MirroredTextTests {
    /// Looks every key up as its mirror image, as the harness's `ar-XB` does.
    private struct MirroringLocalizer: Localizer {
        func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
            LocalizedLookup(text: String(key.key.reversed()), outcome: .missing, isMirrored: true)
        }
    }

    private func layout(_ view: some View, width: Double) -> LaidOutScreen {
        laidOut(view, width: width, height: 400, locale: "ar-XB", direction: .rightToLeft, localizer: MirroringLocalizer())
    }

    @Test func linesStayInReadingOrderAndEachIsMirrored() throws {
        let screen = layout(Text("Sort Order Now").font(.largeTitle), width: 120)
        let text = try #require(screen.texts.first)
        #expect(text.text == "woN redrO troS")
        #expect(text.lines.map(\.text) == ["troS", "redrO", "woN"])
        #expect(text.lines.map(\.visual) == ["troS", "redrO", "woN"])
    }

    @Test func aSingleLineShowsTheWholeMirrorImage() throws {
        let screen = layout(Text("Sort Order"), width: 300)
        #expect(try #require(screen.texts.first).lines.map(\.text) == ["redrO troS"])
    }

    @Test func truncationCutsTheTextItMirrors() throws {
        let screen = layout(Text("Sort Order Now").font(.largeTitle).lineLimit(1), width: 150)
        let line = try #require(screen.texts.first?.lines.first)
        #expect(line.isTruncated)
        // "Sort Or…" mirrored: the ellipsis ends up where a right-to-left line ends, on the left.
        #expect(line.text.hasPrefix("\u{2026}"))
        #expect(line.text.hasSuffix("troS"))
    }

    @Test func unmirroredLookupsWrapAsTheyAre() throws {
        let screen = laidOut(Text(verbatim: "woN redrO troS").font(.largeTitle), width: 120, height: 400,
                             locale: "ar-XB", direction: .rightToLeft)
        #expect(try #require(screen.texts.first).lines.map(\.text) == ["woN", "redrO", "troS"])
    }
}
