import Testing
@testable import ScreenKit

/// A joining script's clusters measure as shaped: a triple's correction where its three scalars
/// appear, else a pair's; a malformed table is refused with its face and byte.
@Suite struct MetricsClusterTests {
    /// Inter for Latin, and a Devanagari face: क 500, ष 600, ि 300 and the virama (zero width as a
    /// combining mark), with "कि" 100 narrower shaped and the conjunct "क्ष" 250 narrower.
    private static func metrics(clusters: [UInt8]) throws -> FontMetrics {
        let latin = FontFace.fixture(widths: TableBytes.encode(TableBytes.segment(first: 0x41, count: 1, width: 600)))
        let devanagari = TableBytes.segment(first: 0x0915, count: 1, width: 500) + TableBytes.segment(first: 0x0937, count: 1, width: 600)
            + TableBytes.segment(first: 0x093F, count: 1, width: 300) + TableBytes.segment(first: 0x094D, count: 1, width: 0)
        let face = FontFace.fixture(widths: TableBytes.encode(devanagari), clusters: TableBytes.encode(clusters), family: .notoSansDevanagari)
        return try FontMetrics(faces: [latin, face])
    }

    private static func entry(_ first: UInt16, _ second: UInt16, _ third: UInt16, _ correction: Int16) -> [UInt8] {
        TableBytes.uint16(first) + TableBytes.uint16(second) + TableBytes.uint16(third) + TableBytes.uint16(UInt16(bitPattern: correction))
    }

    @Test func pairsAndTriplesCorrectTheSummedAdvances() throws {
        let metrics = try Self.metrics(clusters: Self.entry(0x0915, 0x093F, 0, -100) + Self.entry(0x0915, 0x094D, 0x0937, -250))
        #expect(abs(metrics.width(of: "\u{915}\u{93F}", weight: .regular, pointSize: 10) - 7) < 1e-5)
        #expect(abs(metrics.width(of: "\u{915}\u{94D}\u{937}", weight: .regular, pointSize: 10) - 8.5) < 1e-5)
        // The triple wins over a pair starting at the same scalar; its correction is on its last scalar.
        let advances = metrics.advances(of: "\u{915}\u{94D}\u{937}\u{93F}", weight: .regular, pointSize: 10)
        #expect(advances.map { ($0 * 1000).rounded() / 1000 } == [5, 0, 3.5, 3])
        // Bold text falls back to the same face: the same corrections.
        #expect(abs(metrics.width(of: "\u{915}\u{93F}", weight: .bold, pointSize: 10) - 7) < 1e-5)
    }

    @Test func aShortClusterTableIsRefused() {
        #expect(throws: FontTableError.truncated(face: "Bad", offset: 6, needed: 2, available: 1)) {
            try Self.metrics(clusters: Array(Self.entry(0x0915, 0x093F, 0, -100).prefix(7)))
        }
    }
}
