import CICU
import Testing
@testable import ScreenKit

/// Scripts other than Latin: each measured by its own font, marks and format characters take no
/// space, and scalars no font has take the documented fallback.
@Suite struct MetricsScriptTests {
    let metrics = FontMetrics.standard

    /// Arabic shaped by ICU, as the layout engine measures it: presentation forms from Noto Sans Arabic.
    @Test func shapedArabicIsMeasuredWithNotoSansArabic() throws {
        let shaped = try shapeArabic("مرحبا بالعالم")
        let scalars = Array(shaped.unicodeScalars)
        #expect(scalars.contains { (0xFE70...0xFEFF).contains($0.value) })
        let width = metrics.width(of: shaped, weight: .regular, pointSize: 17)
        #expect(width > 0)
        for scalar in scalars where scalar != " " {
            let advance = metrics.advance(of: scalar, weight: .regular, pointSize: 17)
            #expect(advance > 0 && advance != 17 * FontMetrics.fallbackAdvanceEm, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(metrics.fallbackFaces(weight: .regular, cut: .text).contains("NotoSansArabic-Regular"))
    }

    @Test func lamAlefLigatureIsOneGlyphNarrowerThanItsLetters() throws {
        let shaped = try shapeArabic("لا")
        #expect(shaped.unicodeScalars.count == 1)
        #expect(metrics.width(of: shaped, weight: .regular, pointSize: 17) > 0)
    }

    @Test func hebrewIsMeasuredWithNotoSansHebrew() {
        let word = "שלום"
        let width = metrics.width(of: word, weight: .regular, pointSize: 17)
        #expect(width > 17 && width < 4 * 17)
        for scalar in word.unicodeScalars {
            #expect(metrics.advance(of: scalar, weight: .regular, pointSize: 17) < 17)
        }
    }

    @Test func hanIsOneEmAndHangulIsNarrower() {
        #expect(metrics.width(of: "日本語", weight: .regular, pointSize: 20) == 60)
        #expect(metrics.width(of: "ひらがな", weight: .bold, pointSize: 10) == 40)
        let hangul = metrics.width(of: "한국어", weight: .regular, pointSize: 10)
        #expect(hangul > 25 && hangul < 30)
        // Halfwidth katakana are half an em; fullwidth Latin a whole one.
        #expect(metrics.advance(of: "ｱ", weight: .regular, pointSize: 10) == 5)
        #expect(metrics.advance(of: "Ａ", weight: .regular, pointSize: 10) == 10)
    }

    @Test(arguments: ["\u{1F600}", "\u{10FFFD}", "\u{0378}", "\u{2A6DF}"])
    func scalarsNoFontHasTakeTheFallback(text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(metrics.advance(of: scalar, weight: .regular, pointSize: 12) == 12 * FontMetrics.fallbackAdvanceEm)
    }

    @Test(arguments: ["\u{0301}", "\u{064E}", "\u{05B8}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{00AD}", "\u{FE0F}", "\n"])
    func marksAndFormatCharactersTakeNoSpace(text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(metrics.advance(of: scalar, weight: .bold, pointSize: 30) == 0)
    }

    @Test func aDecomposedAccentMeasuresLikeItsBase() {
        #expect(metrics.width(of: "e\u{0301}", weight: .regular, pointSize: 17) == metrics.width(of: "e", weight: .regular, pointSize: 17))
    }

    @Test(arguments: [
        (FontWeight.ultraLight, "NotoSansArabic-Regular"), (.regular, "NotoSansArabic-Regular"),
        (.medium, "NotoSansArabic-Regular"), (.semibold, "NotoSansArabic-Bold"),
        (.bold, "NotoSansArabic-Bold"), (.black, "NotoSansArabic-Bold"),
    ])
    func notoFallsBackToTheNearestWeight(weight: FontWeight, face: String) {
        #expect(metrics.fallbackFaces(weight: weight, cut: .display).contains(face))
    }

    @Test func boldArabicIsWiderThanRegular() throws {
        let shaped = try shapeArabic("مرحبا بالعالم")
        #expect(metrics.width(of: shaped, weight: .bold, pointSize: 17) > metrics.width(of: shaped, weight: .regular, pointSize: 17))
    }

    @Test func latinStaysInInterEvenWhereOtherFontsHaveIt() {
        // Noto Sans CJK has its own (proportional) Latin; Inter must win for Latin scalars.
        let face = metrics.face(weight: .regular, pointSize: 17)
        let expected = Double(face.spaceAdvance ?? 0) / Double(face.unitsPerEm) * 17
        #expect(metrics.advance(of: " ", weight: .regular, pointSize: 17) == Double(Float(expected / 17)) * 17)
    }

    private func shapeArabic(_ text: String) throws -> String {
        let input = Array(text.utf16)
        var output = [UInt16](repeating: 0, count: input.count * 2)
        var length: Int32 = 0
        let status = cicu_shape_arabic(input, Int32(input.count), &output, Int32(output.count), &length)
        try #require(cicu_failed(status) == 0)
        return String(decoding: output.prefix(Int(length)), as: UTF16.self)
    }
}
