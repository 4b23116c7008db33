import Diagnostics
import Testing
@testable import Harness
import ScreenKit

@Suite struct PseudoLocaleTests {
    @Test func accentedIsLongerAndBracketed() {
        #expect(PseudoLocale.accented.transform("Sort Order") == "[Šöŕţ Öŕðéŕ one]")
        #expect(PseudoLocale.accented.transform("Done") == "[Ðöñé one]")
        #expect(PseudoLocale.accented.transform("") == "")
    }

    @Test(arguments: ["Sort Order", "All Items", "Complete SwiftUI book sample", "OK"])
    func accentedGrowsAboutFortyPercent(_ text: String) {
        let transformed = PseudoLocale.accented.transform(text)
        let inner = transformed.dropFirst().dropLast()
        #expect(transformed.hasPrefix("[") && transformed.hasSuffix("]"))
        #expect(Double(inner.count) >= Double(text.count) * 1.4)
        #expect(!inner.prefix(text.count).contains { $0.isASCII && $0.isLetter })
    }

    @Test func mirroredReversesEachParagraph() {
        #expect(PseudoLocale.rightToLeft.transform("Sort Order") == "redrO troS")
        #expect(PseudoLocale.rightToLeft.transform("ab\ncd") == "ba\ndc")
    }

    @Test func doubledRepeatsEachParagraph() {
        #expect(PseudoLocale.doubleLength.transform("Done") == "Done Done")
        #expect(PseudoLocale.doubleLength.transform("a\n\nb") == "a a\n\nb b")
    }

    @Test func argumentMarkersAreKept() {
        let marker = "\u{E000}"
        #expect(PseudoLocale.accented.transform("Edit \(marker)").contains(marker))
        #expect(PseudoLocale.rightToLeft.transform("x\(marker)") == "\(marker)x")
    }

    @Test func localesAreRecognised() throws {
        #expect(PseudoLocale(try LocaleIdentifier.parse("en-XA")) == .accented)
        #expect(PseudoLocale(try LocaleIdentifier.parse("ar_XB")) == .rightToLeft)
        #expect(PseudoLocale(try LocaleIdentifier.parse("en-XL")) == .doubleLength)
        #expect(PseudoLocale(try LocaleIdentifier.parse("en-US")) == nil)
        #expect(PseudoLocale.rightToLeft.layoutDirection == .rightToLeft)
        #expect(PseudoLocale.accented.locale.layoutDirection == .leftToRight)
    }

    @Test func mirroredTextWrapsWithItsLinesInReadingOrder() throws {
        let localizer = MatrixLocalizer(catalogs: nil, developmentLanguage: "en", cache: LookupCache(), log: LookupLog())
        let mirrored = PseudoLocale.rightToLeft.locale
        #expect(localizer.localize("Sort Order Now", table: "Localizable", locale: mirrored).isMirrored)
        #expect(!localizer.localize("Sort Order Now", table: "Localizable", locale: PseudoLocale.accented.locale).isMirrored)
        let device = Device(name: "Narrow", size: Size(width: 120, height: 400), topSafeArea: 0, bottomSafeArea: 0)
        let screen = ScreenLayout(localizer: localizer).layout(Text("Sort Order Now").font(.largeTitle), name: "sort",
                                                               in: ScreenConfiguration(device: device, locale: mirrored,
                                                                                       layoutDirection: .rightToLeft))
        let text = try #require(screen.texts.first)
        #expect(text.text == "woN redrO troS")
        // The first words read (right to left) on the top line, as in Arabic.
        #expect(text.lines.map(\.text) == ["troS", "redrO", "woN"])
    }
}
