import Testing
@testable import ScreenKit

/// Inter's pair kerning between Latin letters and punctuation, as Core Text applies it by default.
@Suite struct MetricsKerningTests {
    let metrics = FontMetrics.standard

    private func advancesOnly(_ text: String, _ weight: FontWeight, _ pointSize: Double) -> Double {
        text.unicodeScalars.reduce(0) { $0 + metrics.advance(of: $1, weight: weight, pointSize: pointSize) }
    }

    @Test(arguments: [("AVATAR Wolf Typography", 0.03), ("To-Do Items", 0.01), ("“Yes,” he said.", 0.005)])
    func kerningTightensTextThatNeedsIt(text: String, atLeast fraction: Double) {
        let kerned = metrics.width(of: text, weight: .bold, pointSize: 17)
        let plain = advancesOnly(text, .bold, 17)
        #expect(kerned < plain * (1 - fraction), "kerned \(kerned), advances \(plain)")
    }

    /// HarfBuzz 8 (`hb-shape --features=kern,-liga,-calt`) gives "AVATAR Wolf Typography" in
    /// Inter-Bold 3.019 an advance of 35284 units of 2816, and "LT. VAT. P.J. F," 19251.
    @Test(arguments: [("AVATAR Wolf Typography", 35284.0), ("LT. VAT. P.J. F,", 19251.0)])
    func kernedWidthMatchesHarfBuzz(text: String, units: Double) {
        let width = metrics.width(of: text, weight: .bold, pointSize: 2816, cut: .text)
        #expect(abs(width - units) < 0.05, "\(width)")
    }

    @Test func pairsKernInBothCuts() {
        for pointSize in [17.0, 34.0] {
            #expect(metrics.kerning(between: "A", and: "V", weight: .regular, pointSize: pointSize) < 0)
            #expect(metrics.kerning(between: "T", and: "o", weight: .regular, pointSize: pointSize) < 0)
            #expect(metrics.kerning(between: "n", and: "n", weight: .regular, pointSize: pointSize) == 0)
        }
    }

    @Test func polishLettersAreKerned() {
        // Latin Extended-A is in the kerned ranges: "Ż" pairs like "Z".
        #expect(metrics.kerning(between: "T", and: "ó", weight: .regular, pointSize: 17) < 0)
    }

    @Test func otherScriptsAreKernFree() {
        #expect(metrics.kerning(between: "Г", and: "А", weight: .regular, pointSize: 17) == 0)
        #expect(metrics.kerning(between: "日", and: "本", weight: .regular, pointSize: 17) == 0)
        let hebrew = "שלום"
        #expect(metrics.width(of: hebrew, weight: .regular, pointSize: 17) == advancesOnly(hebrew, .regular, 17))
    }

    @Test func kerningStopsAtAScalarOutsideTheRanges() {
        // A combining mark between A and V breaks the pair, so the width is just the advances.
        let text = "A\u{0301}V"
        #expect(metrics.width(of: text, weight: .regular, pointSize: 17) == advancesOnly(text, .regular, 17))
    }

    @Test func stringAndScalarPathsAgreeWithKerning() {
        let text = "AVATAR “Ty’s” Zażółć"
        let slots = metrics.style(.display, .heavy).slots
        let viaScalars = metrics.widthEm(scalars: text.unicodeScalars, slots: slots) * 30
        #expect(abs(metrics.width(of: text, weight: .heavy, pointSize: 30) - viaScalars) < 1e-9)
    }

    @Test func aSmallKerningTableAdjustsItsPair() throws {
        // Widths: "A" and "V" 600 units. Kerning: range U+0041–U+0056; A is left class 1, V right
        // class 1; the pair (1, 1) is −100 units.
        let widths = TableBytes.encode(TableBytes.segment(first: 0x41, count: 22, width: 600))
        var kerning: [UInt8] = [2, 2, 1] + TableBytes.uint32(0x41) + TableBytes.uint16(22)
        for scalar in 0x41...0x56 {
            kerning += [scalar == 0x41 ? 1 : 0, scalar == 0x56 ? 1 : 0]
        }
        kerning += TableBytes.uint16(1) + [1, 1] + TableBytes.uint16(UInt16(bitPattern: -100))
        let metrics = try FontMetrics(faces: [.fixture(widths: widths, kerning: TableBytes.encode(kerning))])
        #expect(abs(metrics.width(of: "AV", weight: .regular, pointSize: 10) - 11) < 1e-5)
        #expect(abs(metrics.width(of: "VA", weight: .regular, pointSize: 10) - 12) < 1e-5)
    }

    @Test func aKerningClassBeyondTheCountIsRefused() {
        let widths = TableBytes.encode(TableBytes.segment(first: 0x41, count: 1, width: 600))
        let kerning: [UInt8] = [2, 2, 1] + TableBytes.uint32(0x41) + TableBytes.uint16(1) + [3, 0]
        #expect(throws: FontTableError.kerningClassOutOfRange(face: "Bad", offset: 9, found: 3, classCount: 2)) {
            try FontMetrics(faces: [.fixture(widths: widths, kerning: TableBytes.encode(kerning))])
        }
    }

    @Test func aShortKerningTableIsRefused() {
        let widths = TableBytes.encode(TableBytes.segment(first: 0x41, count: 1, width: 600))
        let kerning: [UInt8] = [2, 2, 1] + TableBytes.uint32(0x41) + TableBytes.uint16(1) + [1, 1] + TableBytes.uint16(3) + [1, 1]
        #expect(throws: FontTableError.truncated(face: "Bad", offset: 13, needed: 12, available: 2)) {
            try FontMetrics(faces: [.fixture(widths: widths, kerning: TableBytes.encode(kerning))])
        }
    }
}

/// Per-scalar advances for line breaking agree with whole-string widths.
@Suite struct MetricsAdvancesTests {
    let metrics = FontMetrics.standard

    @Test(arguments: ["AVATAR “Ty’s” Zażółć", "Complete SwiftUI book sample", "ﻣﺮﺣﺒﺎ ﺑﺎﻟﻌﺎﻟﻢ", "日本語 e\u{301}"])
    func prefixSumsAreWidthsOfPrefixes(text: String) {
        for pointSize in [17.0, 34.0] {
            let advances = metrics.advances(of: text, weight: .semibold, pointSize: pointSize)
            let scalars = Array(text.unicodeScalars)
            #expect(advances.count == scalars.count)
            var sum = 0.0
            for (index, advance) in advances.enumerated() {
                sum += advance
                var prefix = String.UnicodeScalarView()
                prefix.append(contentsOf: scalars[...index])
                let width = metrics.width(of: String(prefix), weight: .semibold, pointSize: pointSize)
                #expect(abs(sum - width) < 1e-9, "\(index) of \(text)")
            }
        }
    }

    @Test func theKernGoesToTheSecondScalarOfThePair() {
        let advances = metrics.advances(of: "AV", weight: .regular, pointSize: 17)
        #expect(advances[0] == metrics.advance(of: "A", weight: .regular, pointSize: 17))
        let expected = metrics.advance(of: "V", weight: .regular, pointSize: 17)
            + metrics.kerning(between: "A", and: "V", weight: .regular, pointSize: 17)
        #expect(abs(advances[1] - expected) < 1e-9)
        #expect(advances[1] < metrics.advance(of: "V", weight: .regular, pointSize: 17))
    }
}
