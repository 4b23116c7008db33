/// Advance widths from real fonts, for measuring text the way an iPhone would: Inter (Text cut
/// below 20 pt, Display cut from 20 pt, like SF Pro) for Latin, Greek, Cyrillic and symbols;
/// Noto Sans Arabic, Hebrew and CJK for their scripts. The tables are generated from the font
/// files by `Scripts/fonts/generate-metrics.py` and compiled in, so no run depends on installed
/// fonts and every machine measures the same.
///
/// A width is the sum of advances plus Inter's pair kerning between Latin letters, punctuation
/// and quotes (U+0020–U+017F, U+2013–U+2026), as Core Text applies it by default, and the
/// corrections shaping makes to the clusters of the Indic scripts and Thai (`ClusterCorrections`);
/// other scripts are kern-free. Italic text measures as upright (Inter's italics differ by well under 1%).
/// Arabic must be passed after shaping (ICU's `u_shapeArabic`), so that its presentation forms
/// are measured.
public struct FontMetrics: Sendable {
    /// The bundled tables, decoded once on first use; safe to share between threads.
    public static let standard: FontMetrics = {
        do {
            return try FontMetrics(faces: FontFace.bundled)
        } catch {
            preconditionFailure("bundled font tables are corrupt; rerun Scripts/fonts/generate-metrics.py: \(error)")
        }
    }()

    /// The advance of a scalar no face has: 1 em, the size of the box drawn for a missing glyph
    /// and of the CJK ideographs and emoji that make up most such scalars.
    public static let fallbackAdvanceEm = 1.0

    /// Every face the tables were built from.
    public let faces: [FontFace]
    /// The cuts and weights, cut by cut, weights 100…900 in each.
    let styles: [StyleTable]
    /// `styles`' slots alone, so a measurement copies plain integers and retains nothing.
    let slots: [StyleSlots]
    /// Every style's page table, one after another: page number → offset of its page in `pool`.
    let pageOffsets: [Int32]
    /// Advances in ems, 256-scalar page after page; negative where no face has the scalar.
    let pool: [Float]
    /// Every style's kerning class per scalar (`left << 8 | right`), one after another.
    let kerningClasses: [UInt16]
    /// Every style's class-pair kerning in ems, left class by right class, one after another.
    let kerningAdjustments: [Float]
    /// The shaped-cluster corrections of the joining scripts, one table per set of faces styles use.
    let clusterTables: [ClusterCorrections]

    init(
        faces: [FontFace], styles: [StyleTable], pageOffsets: [Int32], pool: [Float],
        kerningClasses: [UInt16], kerningAdjustments: [Float], clusterTables: [ClusterCorrections]
    ) {
        self.faces = faces
        self.styles = styles
        self.slots = styles.map(\.slots)
        self.pageOffsets = pageOffsets
        self.pool = pool
        self.kerningClasses = kerningClasses
        self.kerningAdjustments = kerningAdjustments
        self.clusterTables = clusterTables
    }

    /// The advance of `scalar` in points: zero for combining marks, format and control characters,
    /// `fallbackAdvanceEm` for a scalar no face has.
    public func advance(of scalar: Unicode.Scalar, weight: FontWeight, pointSize: Double) -> Double {
        Double(advanceEm(scalar.value, base: slots(FontCut.forPointSize(pointSize), weight).pageBase)) * pointSize
    }

    /// The kerning in points between `first` and a following `second` (negative pulls them
    /// together); zero outside the kerned Latin ranges.
    public func kerning(between first: Unicode.Scalar, and second: Unicode.Scalar, weight: FontWeight, pointSize: Double) -> Double {
        Double(kerningEm(first.value, second.value, slots: slots(FontCut.forPointSize(pointSize), weight))) * pointSize
    }

    /// The width of `text` on one line in points: the sum of its scalars' advances and the kerning
    /// between them, with the cut chosen by point size and each scalar measured in the first face
    /// that has it.
    public func width(of text: some StringProtocol, weight: FontWeight, pointSize: Double) -> Double {
        width(of: text, weight: weight, pointSize: pointSize, cut: FontCut.forPointSize(pointSize))
    }

    /// The width of `text` in points with an explicit optical cut, for comparing cuts or for
    /// fonts that do not switch cut (e.g. a fixed-size `.system(size:)` font drawn as Text).
    public func width(of text: some StringProtocol, weight: FontWeight, pointSize: Double, cut: FontCut) -> Double {
        let slots = slots(cut, weight)
        let em = text.utf8.withContiguousStorageIfAvailable { widthEm(utf8: $0, slots: slots) }
            ?? widthEm(scalars: text.unicodeScalars, slots: slots)
        return em * pointSize
    }

    /// The correction in points that shaping makes to each scalar of `scalars` (a joining script's
    /// clusters drawn narrower than their letters), added on each cluster's last scalar; nil when
    /// none applies, as for any text outside the joining scripts.
    public func clusterCorrections(of scalars: [Unicode.Scalar], weight: FontWeight, pointSize: Double) -> [Double]? {
        let slots = slots(FontCut.forPointSize(pointSize), weight)
        guard slots.clusterTable >= 0, scalars.contains(where: { ClusterCorrections.mayJoin($0.value) }) else { return nil }
        let corrections = clusterTables[slots.clusterTable].perScalar(scalars.map(\.value))
        guard corrections.contains(where: { $0 != 0 }) else { return nil }
        return corrections.map { Double($0) * pointSize }
    }

    /// The total cluster correction in ems of `values` in the style at `slots`.
    func clusterCorrectionEm(_ values: [UInt32], slots: StyleSlots) -> Double {
        guard slots.clusterTable >= 0 else { return 0 }
        return clusterTables[slots.clusterTable].total(values)
    }

    /// The advance of each scalar of `text` in points, each with the kerning between it and the
    /// scalar before it added, so that the sum of any prefix is `width(of:)` of that prefix: what a
    /// line breaker needs to measure every candidate line at once.
    public func advances(of text: some StringProtocol, weight: FontWeight, pointSize: Double) -> [Double] {
        let slots = slots(FontCut.forPointSize(pointSize), weight)
        var result: [Double] = []
        result.reserveCapacity(text.utf8.count)
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            var em = Double(advanceEm(scalar.value, base: slots.pageBase))
            if let previous { em += Double(kerningEm(previous, scalar.value, slots: slots)) }
            result.append(em * pointSize)
            previous = scalar.value
        }
        if let corrections = clusterCorrections(of: Array(text.unicodeScalars), weight: weight, pointSize: pointSize) {
            for (index, correction) in corrections.enumerated() { result[index] += correction }
        }
        return result
    }

    /// The natural line height of the primary face (ascender − descender + line gap) in points,
    /// for reference; iOS text styles set their own leading.
    public func lineHeight(weight: FontWeight, pointSize: Double) -> Double {
        face(weight: weight, pointSize: pointSize).lineHeightEm * pointSize
    }

    /// The primary face used at `weight` and `pointSize` (Inter Text or Inter Display), for its
    /// ascender, descender and other vertical metrics.
    public func face(weight: FontWeight, pointSize: Double) -> FontFace {
        style(FontCut.forPointSize(pointSize), weight).primary
    }

    /// The PostScript names of the faces text at `weight` and `cut` falls back through, in order.
    public func fallbackFaces(weight: FontWeight, cut: FontCut) -> [String] {
        style(cut, weight).chain
    }

    /// The table of `cut` and `weight`.
    func style(_ cut: FontCut, _ weight: FontWeight) -> StyleTable {
        styles[Self.styleIndex(cut, weight)]
    }

    /// The slots of `cut` and `weight`, for measuring.
    func slots(_ cut: FontCut, _ weight: FontWeight) -> StyleSlots {
        slots[Self.styleIndex(cut, weight)]
    }

    /// Styles are stored cut by cut (Text, Display), weights 100…900 in each.
    private static func styleIndex(_ cut: FontCut, _ weight: FontWeight) -> Int {
        (cut == .text ? 0 : 9) + weight.rawValue / 100 - 1
    }
}
