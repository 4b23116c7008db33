/// Advances in ems for one cut and weight, merged scalar by scalar from the faces text falls
/// back through (Inter, then Noto Sans Arabic, Hebrew, CJK). Pages of 256 scalars live in a pool
/// shared by every style; a lookup is two array reads.
struct StyleTable: Sendable {
    /// Pages in the whole Unicode range (U+0000–U+10FFFF).
    static let pageCount = 0x110000 >> 8

    /// Page number → offset of its 256 advances in the pool (0 is the page of nothing).
    let pageOffsets: [Int32]
    /// The face that measures Latin text and gives the style its line height and fallback.
    let primary: FontFace
    /// The faces this style falls back through, by PostScript name, for diagnostics.
    let chain: [String]
}

/// The pool of distinct 256-scalar pages of advances in ems; -1 marks a scalar no face has.
struct PagePool {
    /// The pool's values, page after page; page 0 has every scalar missing.
    private(set) var values: [Float] = [Float](repeating: PagePool.missing, count: 256)
    private var offsets: [[UInt32]: Int32] = [:]

    /// The marker of a scalar that no face of the style has.
    static let missing: Float = -1

    init() {
        offsets[[UInt32](repeating: Self.missing.bitPattern, count: 256)] = 0
    }

    /// Adds `page` unless an identical page is already pooled; returns its offset.
    mutating func intern(_ page: [Float]) -> Int32 {
        let key = page.map(\.bitPattern)
        if let offset = offsets[key] { return offset }
        let offset = Int32(values.count)
        values.append(contentsOf: page)
        offsets[key] = offset
        return offset
    }
}
