/// One cut and weight: the faces its text falls back through (Inter, then Noto Sans Arabic,
/// Hebrew, CJK) and where its page table starts in `FontMetrics.pageOffsets`.
struct StyleTable: Sendable {
    /// Pages in the whole Unicode range (U+0000–U+10FFFF).
    static let pageCount = 0x110000 >> 8

    /// Where this style's `pageCount` page offsets start in `FontMetrics.pageOffsets`.
    let base: Int
    /// The face that measures Latin text and gives the style its line height.
    let primary: FontFace
    /// The faces this style falls back through, by PostScript name, for diagnostics.
    let chain: [String]
}

/// The pool of 256-scalar pages of advances in ems; -1 marks a scalar no face has. A page is
/// built once per set of faces that contribute to it, so styles whose fallback chains meet in the
/// same faces (all weights of Noto Sans CJK Regular, say) share it.
struct PagePool {
    /// Which page, merged from which faces (indices into the face list, in fallback order).
    struct Source: Hashable {
        let pageNumber: Int
        let faces: [Int]
    }

    /// The pool's values, page after page; page 0 has every scalar missing.
    private(set) var values: [Float] = [Float](repeating: PagePool.missing, count: 256)
    private var offsets: [Source: Int32] = [:]

    /// The marker of a scalar that no face of the style has.
    static let missing: Float = -1

    /// The offset of the page merged from `source`, building it with `build` the first time.
    mutating func offset(of source: Source, build: () -> [Float]) -> Int32 {
        if let offset = offsets[source] { return offset }
        let offset = Int32(values.count)
        values.append(contentsOf: build())
        offsets[source] = offset
        return offset
    }
}
