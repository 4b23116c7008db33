extension FontMetrics {
    /// A face with its decoded widths and its position in the face list.
    typealias DecodedFace = (index: Int, face: FontFace, widths: FaceWidths)

    /// Decodes `faces` and merges them into one advance table per cut and weight.
    /// - Throws: `FontTableError` naming the face and byte of the first bad table, or
    ///   `.missingFamily(.inter)` when there is no primary face to measure Latin text with.
    init(faces: [FontFace]) throws(FontTableError) {
        var decoded: [DecodedFace] = []
        for (index, face) in faces.enumerated() {
            guard face.unitsPerEm > 0 else { throw .invalidUnitsPerEm(face: face.postScriptName, found: face.unitsPerEm) }
            decoded.append((index, face, try FaceWidths(face: face)))
        }
        var pool = PagePool()
        var zeroWidthFlags: [Int: [Bool]] = [:]
        var styles: [StyleTable] = []
        var pageOffsets: [Int32] = []
        var kerningClasses: [UInt16] = []
        var kerningAdjustments: [Float] = []
        var clusterTables: [ClusterCorrections] = []
        var clusterTableIndex: [[Int]: Int] = [:]
        var clusterCorrections: [Int: ClusterCorrections] = [:]
        for (index, face, _) in decoded {
            let corrections = try ClusterCorrections(face: face)
            if !corrections.isEmpty { clusterCorrections[index] = corrections }
        }
        for cut in FontCut.allCases {
            for weight in FontWeight.allCases {
                let chain = Self.fallbackChain(cut: cut, weight: weight, among: decoded)
                guard let primary = chain.first, primary.face.family == .inter else { throw .missingFamily(.inter) }
                let base = pageOffsets.count
                pageOffsets.append(contentsOf: repeatElement(0, count: StyleTable.pageCount))
                for pageNumber in Set(chain.flatMap { $0.widths.pages.keys }).sorted() {
                    let contributors = chain.filter { $0.widths.pages[pageNumber] != nil }
                    let source = PagePool.Source(pageNumber: pageNumber, faces: contributors.map(\.index))
                    pageOffsets[base + pageNumber] = pool.offset(of: source) {
                        var page = Self.mergedPage(pageNumber, from: contributors)
                        let zero = zeroWidthFlags[pageNumber] ?? Self.zeroWidthFlags(page: pageNumber)
                        zeroWidthFlags[pageNumber] = zero
                        for slot in 0..<256 where zero[slot] && page[slot] != PagePool.missing { page[slot] = 0 }
                        return page
                    }
                }
                let kerning = try PairKerning(face: primary.face)
                // Styles whose chains meet in the same joining-script faces share their corrections.
                let joining = chain.map(\.index).filter { clusterCorrections[$0] != nil }
                var clusterTable = -1
                if !joining.isEmpty {
                    clusterTable = clusterTableIndex[joining] ?? {
                        clusterTables.append(joining.compactMap { clusterCorrections[$0] }.reduce(ClusterCorrections()) { $0.merging($1) })
                        clusterTableIndex[joining] = clusterTables.count - 1
                        return clusterTables.count - 1
                    }()
                }
                let slots = StyleSlots(
                    pageBase: base, kerningLimit: kerning.limit,
                    kerningClassBase: kerningClasses.count, kerningAdjustmentBase: kerningAdjustments.count,
                    kerningRightClassCount: kerning.rightClassCount, clusterTable: clusterTable)
                kerningClasses.append(contentsOf: kerning.classes)
                let unitsPerEm = Double(primary.face.unitsPerEm)
                kerningAdjustments.append(contentsOf: kerning.adjustments.map { Float(Double($0) / unitsPerEm) })
                styles.append(StyleTable(slots: slots, primary: primary.face, chain: chain.map(\.face.postScriptName)))
            }
        }
        self.init(
            faces: faces, styles: styles, pageOffsets: pageOffsets, pool: pool.values,
            kerningClasses: kerningClasses, kerningAdjustments: kerningAdjustments, clusterTables: clusterTables)
    }

    /// The faces text of `cut` and `weight` falls back through: one per family, in family order,
    /// the family's own cut if it has one, at the nearest weight (ties go to the heavier).
    static func fallbackChain(cut: FontCut, weight: FontWeight, among faces: [DecodedFace]) -> [DecodedFace] {
        FontFamily.allCases.compactMap { family in
            let ofFamily = faces.filter { $0.face.family == family }
            let sameCut = ofFamily.filter { $0.face.cut == cut }
            let candidates = sameCut.isEmpty ? ofFamily : sameCut
            return candidates.min { a, b in
                (abs(a.face.weight - weight.rawValue), -a.face.weight) < (abs(b.face.weight - weight.rawValue), -b.face.weight)
            }
        }
    }

    /// One page of advances in ems, each scalar from the first face of `contributors` that has it.
    private static func mergedPage(_ pageNumber: Int, from contributors: [DecodedFace]) -> [Float] {
        var page = [Float](repeating: PagePool.missing, count: 256)
        for (_, face, widths) in contributors {
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
