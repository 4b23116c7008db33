/// The weight of a font, on the 100–900 scale that SwiftUI's `Font.Weight` and CSS share.
///
/// Raw values are the OpenType weight classes, so the nearest bundled weight is a numeric distance.
public enum FontWeight: Int, Sendable, CaseIterable, Comparable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    /// Orders weights from lightest to heaviest.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}
