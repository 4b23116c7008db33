import L10n

/// A list's color: one of the predefined system colors, or a custom hue/saturation/brightness
/// (the book's `TodoItemList.Color`).
///
/// The book names blue, purple and green but never prints the full set; the eight predefined
/// colors here are ours. Each maps to an iOS system color, so it adapts to dark mode.
public enum ListColor: Sendable, Hashable {
    case red, orange, yellow, green, teal, blue, indigo, purple
    /// SwiftUI's `.gray`: the All Items group's color, not offered for lists.
    case gray
    /// A color picked on the color wheel; each component in 0...1.
    case custom(hue: Double, saturation: Double, brightness: Double)

    /// The swatches the list editor offers, in order.
    public static let predefined: [ListColor] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]

    /// The color's name ("Blue"), the book's `ColorInfo.localizedName`: declared there but never
    /// shown; the fixed list editor uses it as the swatch's label. Custom colors read "Custom Color".
    public var localizedName: LocalizedStringKey {
        switch self {
        case .red: "Red"
        case .orange: "Orange"
        case .yellow: "Yellow"
        case .green: "Green"
        case .teal: "Teal"
        case .blue: "Blue"
        case .indigo: "Indigo"
        case .purple: "Purple"
        case .gray: "Gray"
        case .custom: "Custom Color"
        }
    }
}
