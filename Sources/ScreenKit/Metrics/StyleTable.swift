/// One cut and weight: the faces its text falls back through (Inter, then Noto Sans Arabic,
/// Hebrew, CJK) and where its tables start in `FontMetrics`' flat arrays.
struct StyleTable: Sendable {
    /// Pages in the whole Unicode range (U+0000–U+10FFFF).
    static let pageCount = 0x110000 >> 8

    /// Where the style's tables start; plain integers, so the measuring loop copies nothing.
    let slots: StyleSlots
    /// The face that measures Latin text and gives the style its line height and kerning.
    let primary: FontFace
    /// The faces this style falls back through, by PostScript name, for diagnostics.
    let chain: [String]
}

/// Offsets of one style's tables in `FontMetrics`' flat arrays.
struct StyleSlots: Sendable {
    /// Where the style's `StyleTable.pageCount` page offsets start in `pageOffsets`.
    let pageBase: Int
    /// Scalars from here up are never kerned (0: the style has no kerning).
    let kerningLimit: Int
    /// Where the style's class per scalar starts in `kerningClasses`.
    let kerningClassBase: Int
    /// Where the style's class-pair adjustments start in `kerningAdjustments`.
    let kerningAdjustmentBase: Int
    /// The number of right classes: the row length of the adjustments.
    let kerningRightClassCount: Int
    /// Where the style's cluster corrections are in `clusterTables`; -1 when it has none.
    let clusterTable: Int
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
