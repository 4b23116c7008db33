import SwiftUI

extension ListColor {
    /// The ScreenKit color this list color draws with: the predefined ones are system colors, so
    /// they have light and dark variants as the book says.
    var color: Color {
        switch self {
        case .red: .red
        case .orange: .orange
        case .yellow: .yellow
        case .green: .green
        case .teal: .teal
        case .blue: .blue
        case .indigo: .indigo
        case .purple: .purple
        case .gray: .gray
        case .custom(let hue, let saturation, let brightness): Color(hue: hue, saturation: saturation, brightness: brightness)
        }
    }
}
