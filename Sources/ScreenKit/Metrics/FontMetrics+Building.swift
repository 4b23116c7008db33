extension FontMetrics {
    /// Decodes `faces` and merges them into one advance table per cut and weight.
    /// - Throws: `FontTableError` naming the face and byte of the first bad table, or
    ///   `.missingFamily(.inter)` when there is no primary face to measure Latin text with.
    init(faces: [FontFace]) throws(FontTableError) {
        var decoded: [(face: FontFace, widths: FaceWidths)] = []
        for face in faces {
            guard face.unitsPerEm > 0 else { throw .invalidUnitsPerEm(face: face.postScriptName, found: face.unitsPerEm) }
            decoded.append((face, try FaceWidths(face: face)))
        }
        var pool = PagePool()
        var zeroWidthFlags: [Int: [Bool]] = [:]
        var styles: [StyleTable] = []
        for cut in FontCut.allCases {
            for weight in FontWeight.allCases {
                let chain = Self.fallbackChain(cut: cut, weight: weight, among: decoded)
                guard let primary = chain.first, primary.face.family == .inter else { throw .missingFamily(.inter) }
                var offsets = [Int32](repeating: 0, count: StyleTable.pageCount)
                let pageNumbers = Set(chain.flatMap { $0.widths.pages.keys }).sorted()
                for pageNumber in pageNumbers {
                    var page = Self.mergedPage(pageNumber, chain: chain)
                    let zero = zeroWidthFlags[pageNumber] ?? Self.zeroWidthFlags(page: pageNumber)
                    zeroWidthFlags[pageNumber] = zero
                    for slot in 0..<256 where zero[slot] && page[slot] != PagePool.missing { page[slot] = 0 }
                    offsets[pageNumber] = pool.intern(page)
                }
                styles.append(StyleTable(pageOffsets: offsets, primary: primary.face, chain: chain.map(\.face.postScriptName)))
            }
        }
        self.init(faces: faces, pool: pool.values, styles: styles)
    }

    /// The faces text of `cut` and `weight` falls back through: one per family, in family order,
    /// the family's own cut if it has one, at the nearest weight (ties go to the heavier).
    static func fallbackChain(
        cut: FontCut, weight: FontWeight, among faces: [(face: FontFace, widths: FaceWidths)]
    ) -> [(face: FontFace, widths: FaceWidths)] {
        FontFamily.allCases.compactMap { family in
            let ofFamily = faces.filter { $0.face.family == family }
            let sameCut = ofFamily.filter { $0.face.cut == cut }
            let candidates = sameCut.isEmpty ? ofFamily : sameCut
            return candidates.min { a, b in
                (abs(a.face.weight - weight.rawValue), -a.face.weight) < (abs(b.face.weight - weight.rawValue), -b.face.weight)
            }
        }
    }

    /// One page of advances in ems, each scalar from the first face of the chain that has it.
    private static func mergedPage(_ pageNumber: Int, chain: [(face: FontFace, widths: FaceWidths)]) -> [Float] {
        var page = [Float](repeating: PagePool.missing, count: 256)
        for (face, widths) in chain {
            guard let source = widths.pages[pageNumber] else { continue }
            let unitsPerEm = Double(face.unitsPerEm)
            for slot in 0..<256 where page[slot] == PagePool.missing && source[slot] != FaceWidths.missing {
                page[slot] = Float(Double(source[slot]) / unitsPerEm)
            }
        }
        return page
    }

    private static func zeroWidthFlags(page pageNumber: Int) -> [Bool] {
        (0..<256).map { ZeroWidth.contains(UInt32(pageNumber << 8 | $0)) }
    }
}
