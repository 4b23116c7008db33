import Foundation
import Harness
import HarnessCLI
import ScreenKit
import Testing

/// `render` looks texts up as `check` does: a pseudo-locale shows the development language's
/// text transformed, not the plain English or a real locale's text.
@Suite struct PseudoLocaleRenderTests {
    private func rendered(_ locale: String, format: String = "tree") throws -> String {
        var text = ""
        try HarnessMainTests.withCatalogs { catalogs in
            text = try RenderCommand<ShopScreens>.parse(["cart", "--catalogs", catalogs, "--locale", locale, "--format", format]).render()
        }
        return text
    }

    @Test func enXAShowsTheAccentedTextCheckJudges() throws {
        let text = try rendered("en-XA")
        #expect(text.contains(PseudoLocale.accented.transform("Cart")))
        #expect(!text.contains(") \"Cart\""))
    }

    @Test func arXBShowsTheMirroredTextRightToLeft() throws {
        let text = try rendered("ar-XB")
        #expect(text.contains(PseudoLocale.rightToLeft.transform("Cart")))
        #expect(text.contains(" rtl"))
    }

    @Test func enXLShowsEveryTextTwice() throws {
        #expect(try rendered("en-XL").contains(PseudoLocale.doubleLength.transform("Cart")))
    }

    @Test func aRealLocaleIsUnchanged() throws {
        #expect(try rendered("de").contains("Einkaufswagen"))
    }
}
