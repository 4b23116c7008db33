/// Measures with the bundled font tables (`FontMetrics.standard`: Inter for Latin, Noto for
/// Arabic, Hebrew and CJK), the widths every layout uses.
struct MetricsMeasurer: GlyphMeasuring {
    /// The measurer over the bundled tables.
    static let standard = MetricsMeasurer(metrics: .standard)

    let metrics: FontMetrics

    func advance(of scalar: Unicode.Scalar, font: ResolvedFont) -> Double {
        metrics.advance(of: scalar, weight: FontWeight(rawValue: font.weight.rawValue) ?? .regular, pointSize: font.pointSize)
    }
}
