import Testing
@testable import ScreenKit

@Suite struct FactsTests {
    @Test(arguments: [
        (Font.TextStyle.title, ContentSizeCategory.extraSmall, 25.0),
        (.title, .extraExtraExtraLarge, 34),
        (.title, .accessibilityExtraExtraExtraLarge, 58),
        (.body, .large, 17),
        (.headline, .accessibilityExtraLarge, 40),
        (.caption2, .extraSmall, 11),
        (.largeTitle, .accessibilityExtraExtraExtraLarge, 60),
        (.footnote, .medium, 12),
    ])
    func pointSizesComeFromTheDynamicTypeTable(style: Font.TextStyle, category: ContentSizeCategory, points: Double) {
        #expect(DynamicTypeTable.pointSize(style, category) == points)
    }

    @Test func lineHeightsScaleWithThePointSize() {
        #expect(DynamicTypeTable.lineHeight(.body, .large) == 22)
        #expect(DynamicTypeTable.lineHeight(.title, .large) == 34)
        // Body at AX5 is 53 pt: 22 × 53 / 17.
        #expect(abs(DynamicTypeTable.lineHeight(.body, .accessibilityExtraExtraExtraLarge) - 22 * 53 / 17) < 1e-9)
    }

    @Test func everyRowOfTheTableGrowsWithTheCategory() {
        for style in Font.TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { DynamicTypeTable.pointSize(style, $0) }
            #expect(sizes == sizes.sorted(), "\(style) sizes must not shrink as the category grows")
        }
    }

    @Test func headlineIsSemibold() {
        #expect(Font.headline.resolved(in: .large).weight == .semibold)
        #expect(Font.body.resolved(in: .large).weight == .regular)
        #expect(Font.title.bold().resolved(in: .large).weight == .bold)
    }

    @Test func fixedSystemFontsDoNotScale() {
        let small = Font.system(size: 24, weight: .bold).resolved(in: .extraSmall)
        let huge = Font.system(size: 24, weight: .bold).resolved(in: .accessibilityExtraExtraExtraLarge)
        #expect(small.pointSize == 24 && huge.pointSize == 24)
        #expect(!huge.scales)
        #expect(Font.system(.headline, design: .rounded).resolved(in: .accessibilityMedium).pointSize == 28)
    }

    @Test(arguments: [("AX5", ContentSizeCategory.accessibilityExtraExtraExtraLarge), ("xxxL", .extraExtraExtraLarge),
                      ("xSmall", .extraSmall), ("L", .large), ("accessibilityMedium", .accessibilityMedium),
                      ("ax1", .accessibilityMedium), ("xxxLarge", .extraExtraExtraLarge)])
    func sizeCategoriesParseByEitherName(name: String, expected: ContentSizeCategory) {
        #expect(ContentSizeCategory(name: name) == expected)
    }

    @Test func unknownSizeCategoryIsNil() {
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.allCases.count == 12)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }

    @Test func devicesHaveTheirSafeAreasAndMargins() throws {
        let eleven = try #require(Device.named("iPhone 11"))
        #expect(eleven.size == Size(width: 414, height: 896))
        #expect(eleven.topSafeArea == 44 && eleven.bottomSafeArea == 34)
        #expect(eleven.layoutMargin == 20)
        #expect(Device.named("iphone-se")?.layoutMargin == 16)
        #expect(Device.named("ipad")?.isPad == true)
        #expect(Device.named("Nokia 3310") == nil)
    }

    @Test func todaysDevicesHaveTheirPublishedSizesSafeAreasAndStatusBars() throws {
        let se = try #require(Device.named("iphone-se"))
        #expect(se.name == "iPhone SE (3rd generation)" && se.size == Size(width: 375, height: 667))
        #expect(se.topSafeArea == 20 && se.bottomSafeArea == 0 && se.statusBarHeight == 20)
        let sixteen = try #require(Device.named("iPhone 16"))
        #expect(sixteen.size == Size(width: 393, height: 852) && sixteen.layoutMargin == 16)
        #expect(sixteen.topSafeArea == 59 && sixteen.bottomSafeArea == 34 && sixteen.statusBarHeight == 54)
        let proMax = try #require(Device.named("iphone-16-pro-max"))
        #expect(proMax.size == Size(width: 440, height: 956) && proMax.layoutMargin == 20)
        #expect(proMax.topSafeArea == 62 && proMax.statusBarHeight == 62)
        #expect(Device.named("iPhone SE (1st generation)")?.size.width == 320)
        #expect(Set(Device.all.map(\.slug)).count == Device.all.count)
    }

    @Test func systemColorsHaveLightAndDarkValues() {
        #expect(SystemColor.systemBlue.resolved(in: .light).description == "#007AFF")
        #expect(SystemColor.systemBlue.resolved(in: .dark).description == "#0A84FF")
        #expect(SystemColor.secondaryLabel.resolved(in: .light).description == "rgba(60,60,67,0.6)")
        #expect(Color.accentColor.resolved(in: .light, accent: .red).description == "#FF3B30")
    }

    @Test func systemColorsTakeTheirIncreasedContrastValuesWhereApplePublishesThem() {
        #expect(SystemColor.systemBlue.resolved(in: .light, contrast: .increased).description == "#0040DD")
        #expect(SystemColor.systemBlue.resolved(in: .dark, contrast: .increased).description == "#409CFF")
        #expect(SystemColor.systemGray.resolved(in: .light, contrast: .increased).description == "#6C6C70")
        #expect(Color.accentColor.resolved(in: .light, accent: .red, contrast: .increased).description == "#D70015")
        #expect(Color.orange.opacity(0.5).resolved(in: .dark, contrast: .increased).description == "rgba(255,179,64,0.5)")
        // Colors without published figures, and fixed ones, keep their values.
        #expect(SystemColor.secondaryLabel.resolved(in: .light, contrast: .increased) == SystemColor.secondaryLabel.resolved(in: .light))
        #expect(SystemColor.systemTeal.resolved(in: .dark, contrast: .increased).description == "#70D7FF")
        #expect(SystemColor.systemYellow.resolved(in: .light, contrast: .increased).description == "#A05A00")
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6).resolved(in: .light, contrast: .increased).description == "#336699")
        // Each published tint reads better on white than its default does, and stays above 4.5:1 on black.
        func ratio(_ color: RGBA, _ background: RGBA) -> Double {
            let (a, b) = (color.relativeLuminance, background.relativeLuminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }
        for color in SystemColor.allCases {
            guard let increased = color.increasedContrastValues else { continue }
            let white = RGBA(hex: 0xFFFFFF), black = RGBA(hex: 0x000000)
            #expect(ratio(increased.light, white) > ratio(color.resolved(in: .light), white), "\(color)")
            #expect(ratio(increased.dark, black) >= 4.5, "\(color)")
        }
    }

    @Test func directionalSymbolsMirrorAndOthersDoNot() {
        #expect(SymbolCatalog.info(for: "chevron.left").mirrorsInRightToLeft)
        #expect(SymbolCatalog.info(for: "arrow.right").mirrorsInRightToLeft)
        #expect(!SymbolCatalog.info(for: "plus.circle.fill").mirrorsInRightToLeft)
        #expect(!SymbolCatalog.info(for: "arrow.up.arrow.down.circle.fill").mirrorsInRightToLeft)
        #expect(!SymbolCatalog.isKnown("no.such.symbol"))
        #expect(SymbolCatalog.info(for: "no.such.symbol").glyph == "◇")
    }
}
