/// Measures with the bundled font tables (`FontMetrics.standard`: Inter for Latin, Noto for
/// Arabic, Hebrew, CJK, the Indic scripts and Thai, their clusters as shaped), the widths every
/// layout uses.
struct MetricsMeasurer: GlyphMeasuring {
    /// The measurer over the bundled tables.
    static let standard = MetricsMeasurer(metrics: .standard)

    let metrics: FontMetrics

    func advance(of scalar: Unicode.Scalar, font: ResolvedFont) -> Double {
        metrics.advance(of: scalar, weight: FontWeight(rawValue: font.weight.rawValue) ?? .regular, pointSize: font.pointSize)
    }

    func clusterCorrections(of scalars: [Unicode.Scalar], font: ResolvedFont) -> [Double]? {
        metrics.clusterCorrections(of: scalars, weight: FontWeight(rawValue: font.weight.rawValue) ?? .regular, pointSize: font.pointSize)
    }
}
