import Testing
@testable import ScreenKit

/// The bundled tables decode, are deterministic, and bad tables are refused with the face and
/// byte where the problem is.
@Suite struct MetricsTableTests {
    @Test func everyBundledFaceDecodes() throws {
        for face in FontFace.bundled {
            let widths = try FaceWidths(face: face)
            // A script face read for its block alone (Devanagari to Thai) holds that block, and no space.
            let blockOnly = ![.inter, .notoSansArabic, .notoSansHebrew, .notoSansCJK].contains(face.family)
            #expect(widths.scalarCount > (blockOnly ? 60 : 100), "\(face.postScriptName)")
            #expect(widths.advance(of: 0x20) != nil || face.family == .notoSansCJK || blockOnly, "\(face.postScriptName) has no space")
        }
    }

    @Test func everyFamilyHasRegularAndBold() {
        for family in FontFamily.allCases {
            let weights = Set(FontFace.bundled.filter { $0.family == family }.map(\.weight))
            #expect(weights.isSuperset(of: [400, 700]), "\(family)")
        }
        let interWeights = Set(FontFace.bundled.filter { $0.family == .inter }.map(\.weight))
        #expect(interWeights == Set(FontWeight.allCases.map(\.rawValue)))
    }

    /// Widths at 10 pt as HarfBuzz shapes the words in the bundled Noto faces (`Scripts/fonts/clusters.py`):
    /// summed advances alone made "सेटिंग्स" 2.68 em and Bengali words up to 30 % wider; a missing-glyph
    /// box per scalar made them twice as wide.
    @Test(arguments: [("सेटिंग्स", 23.96), ("அனைத்தும்", 62.44), ("সেটিংস", 29.81), ("प्रोफ़ाइल", 30.26)])
    func indicScriptsMeasureAsShapedByTheirFonts(word: String, shaped: Double) throws {
        let width = FontMetrics.standard.width(of: word, weight: .regular, pointSize: 10)
        #expect(abs(width - shaped) <= shaped * 0.01, "\(word): \(width), shaped \(shaped)")
        // Laid out, the line is as wide: a line breaker's advances carry the same corrections.
        let advances = FontMetrics.standard.advances(of: word, weight: .regular, pointSize: 10)
        #expect(abs(advances.reduce(0, +) - width) < 0.001)
    }

    @Test func latinTextHasNoClusterCorrections() {
        #expect(FontMetrics.standard.clusterCorrections(of: Array("Einstellungen".unicodeScalars), weight: .regular, pointSize: 17) == nil)
    }

    @Test func arabicPresentationFormsAreCovered() throws {
        let arabic = try #require(FontFace.bundled.first { $0.postScriptName == "NotoSansArabic-Regular" })
        let widths = try FaceWidths(face: arabic)
        let formsB = (0xFE70...0xFEFC).filter { widths.advance(of: UInt32($0)) != nil }
        #expect(formsB.count > 130)
        #expect(widths.advance(of: 0xFEFB) != nil)  // lam-alef isolated
    }

    @Test func buildingTwiceGivesIdenticalTables() throws {
        let first = FontMetrics.standard
        let second = try FontMetrics(faces: FontFace.bundled)
        #expect(first.pool.map(\.bitPattern) == second.pool.map(\.bitPattern))
        #expect(first.pageOffsets == second.pageOffsets)
        let text = "Zażółć gęślą jaźń — مرحبا — 日本語"
        #expect(first.width(of: text, weight: .medium, pointSize: 17) == second.width(of: text, weight: .medium, pointSize: 17))
    }

    @Test func substringsAndScalarSequencesMeasureLikeStrings() {
        let metrics = FontMetrics.standard
        let text = "«Zażółć» → 日本語 שלום e\u{301} \u{1F600}"
        let whole = metrics.width(of: text, weight: .semibold, pointSize: 15)
        let sliced = metrics.width(of: text[...], weight: .semibold, pointSize: 15)
        let slots = metrics.style(.text, .semibold).slots
        #expect(whole == sliced)
        #expect(abs(metrics.widthEm(scalars: text.unicodeScalars, slots: slots) * 15 - whole) < 1e-9)
    }

    @Test func invalidBase64IsReportedWithItsOffset() {
        #expect(throws: FontTableError.invalidBase64(face: "Bad", offset: 5, found: "é")) {
            try FaceWidths(face: .fixture(widths: "QQAA\nébcd"))
        }
    }

    @Test func base64OfTheWrongLengthIsRefused() {
        #expect(throws: FontTableError.truncatedBase64(face: "Bad", length: 6)) {
            try FaceWidths(face: .fixture(widths: "QQAAAA"))
        }
    }

    @Test func aTruncatedSegmentIsRefused() {
        // U+0041, 2 explicit widths, but only one width follows.
        let bytes = TableBytes.segment(first: 0x41, count: 2, width: 0xFFFF) + [0x00, 0x01]
        #expect(throws: FontTableError.truncated(face: "Bad", offset: 8, needed: 4, available: 2)) {
            try FaceWidths(face: .fixture(widths: TableBytes.encode(bytes)))
        }
        #expect(throws: FontTableError.truncated(face: "Bad", offset: 8, needed: 8, available: 3)) {
            try FaceWidths(face: .fixture(widths: TableBytes.encode(TableBytes.segment(first: 0x41, count: 1, width: 5) + [1, 2, 3])))
        }
    }

    @Test func segmentsMustAscend() {
        let bytes = TableBytes.segment(first: 0x41, count: 3, width: 500) + TableBytes.segment(first: 0x42, count: 1, width: 500)
        #expect(throws: FontTableError.segmentOutOfOrder(face: "Bad", offset: 8, scalar: 0x42, previousEnd: 0x43)) {
            try FaceWidths(face: .fixture(widths: TableBytes.encode(bytes)))
        }
    }

    @Test func scalarsMustBeUnicodeScalarValues() {
        #expect(throws: FontTableError.scalarOutOfRange(face: "Bad", offset: 0, scalar: 0x110001)) {
            try FaceWidths(face: .fixture(widths: TableBytes.encode(TableBytes.segment(first: 0x10FFFF, count: 3, width: 500))))
        }
        #expect(throws: FontTableError.scalarOutOfRange(face: "Bad", offset: 0, scalar: 0xD800)) {
            try FaceWidths(face: .fixture(widths: TableBytes.encode(TableBytes.segment(first: 0xD7FF, count: 2, width: 500))))
        }
    }

    @Test func emptySegmentsAreRefused() {
        #expect(throws: FontTableError.emptySegment(face: "Bad", offset: 0)) {
            try FaceWidths(face: .fixture(widths: TableBytes.encode(TableBytes.segment(first: 0x41, count: 0, width: 500))))
        }
    }

    @Test func aFaceWithoutUnitsPerEmIsRefused() {
        #expect(throws: FontTableError.invalidUnitsPerEm(face: "Bad", found: 0)) {
            try FontMetrics(faces: [.fixture(widths: TableBytes.encode(TableBytes.segment(first: 0x41, count: 1, width: 500)), unitsPerEm: 0)])
        }
    }

    @Test func tablesWithoutInterAreRefused() {
        #expect(throws: FontTableError.missingFamily(.inter)) {
            try FontMetrics(faces: [.fixture(widths: "", family: .notoSansHebrew)])
        }
    }

    @Test func aSmallTableMeasuresRunsAndExplicitWidths() throws {
        // "A"–"C" explicit 500, 600, 700; "a"–"z" a run of 1000; units per em 1000.
        let bytes = TableBytes.segment(first: 0x41, count: 3, width: 0xFFFF) + [0xF4, 0x01, 0x58, 0x02, 0xBC, 0x02]
            + TableBytes.segment(first: 0x61, count: 26, width: 1000)
        let metrics = try FontMetrics(faces: [.fixture(widths: TableBytes.encode(bytes), unitsPerEm: 1000)])
        #expect(abs(metrics.width(of: "ABC", weight: .regular, pointSize: 10) - 18) < 1e-5)
        #expect(metrics.width(of: "xyz", weight: .black, pointSize: 10) == 30)
        #expect(metrics.width(of: "D", weight: .regular, pointSize: 10) == 10 * FontMetrics.fallbackAdvanceEm)
    }

    @Test func errorsDescribeWhereAndWhat() {
        let error = FontTableError.segmentOutOfOrder(face: "Inter-Bold", offset: 16, scalar: 0x42, previousEnd: 0x43)
        #expect(error.description == "Inter-Bold: byte 16: segment starts at U+0042, expected after U+0043")
    }
}

