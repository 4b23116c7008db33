/// Measures the advance of one character in a font: the only thing text layout asks of font
/// metrics. `ApproximateMeasurer` stands in until the bundled font tables are used.
protocol GlyphMeasuring: Sendable {
    /// The advance of `scalar` in points at `font`'s size and weight.
    func advance(of scalar: Unicode.Scalar, font: ResolvedFont) -> Double
    /// What shaping changes of each scalar's advance in points (a joining script's clusters drawn
    /// narrower than their letters); nil when nothing changes.
    func clusterCorrections(of scalars: [Unicode.Scalar], font: ResolvedFont) -> [Double]?
}

extension GlyphMeasuring {
    /// Nothing changes: advances are the letters'.
    func clusterCorrections(of scalars: [Unicode.Scalar], font: ResolvedFont) -> [Double]? { nil }
}

/// Rough advance widths by character class (in ems), for when no font table is at hand.
struct ApproximateMeasurer: GlyphMeasuring {
    func advance(of scalar: Unicode.Scalar, font: ResolvedFont) -> Double {
        let value = scalar.value
        let em: Double
        switch value {
        case 0x20: em = 0.26
        case 0x0300...0x036F, 0x064B...0x065F, 0x200B...0x200F, 0xFE00...0xFE0F: em = 0
        case 0x69, 0x6C, 0x6A, 0x49, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x7C: em = 0.26
        case 0x66, 0x72, 0x74: em = 0.36
        case 0x6D, 0x77, 0x4D, 0x57: em = 0.86
        case 0x41...0x5A: em = 0.68
        case 0x61...0x7A: em = 0.55
        case 0x30...0x39: em = 0.6
        case 0x2026: em = 0.9
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60: em = 1
        case 0x0590...0x05FF: em = 0.55
        case 0x0600...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: em = 0.5
        default: em = 0.6
        }
        let weightFactor = 1 + Double(font.weight.rawValue - 400) / 3750
        return em * font.pointSize * weightFactor
    }
}
