// Stand-in for Mlem's Theming package: the theme's colors as shape styles.
import SwiftUI

extension ShapeStyle where Self == Color {
    /// Secondary text.
    public static var themedSecondary: Color { .secondary }
    /// The accent.
    public static var themedAccent: Color { .accentColor }
    /// A label on the accent.
    public static var themedContrastingLabel: Color { .white }
    /// The `index`th of the theme's colorful accents.
    public static func themedColorfulAccent(_ index: Int) -> Color {
        [Color.blue, .green, .orange, .pink, .purple, .red][index % 6]
    }
}
