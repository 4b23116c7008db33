/// The iOS system and semantic colors, with their light and dark values: the one home of these
/// figures (Apple's UIKit "UI element colors" and "Standard colors", iOS 13, as in DESIGN.md).
/// Also spelled `UIColor` so `Color(UIColor.tertiarySystemFill)` ports unchanged.
public enum SystemColor: String, Sendable, Hashable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, placeholderText
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground
    case tertiarySystemFill, separator
    case systemBlue, systemGreen, systemIndigo, systemOrange, systemPink, systemPurple
    case systemRed, systemTeal, systemYellow, systemGray
    case white, black, clear

    /// The value in light and dark appearance.
    public var values: (light: RGBA, dark: RGBA) {
        switch self {
        case .label: (RGBA(hex: 0x000000), RGBA(hex: 0xFFFFFF))
        case .secondaryLabel: (RGBA(60, 60, 67, 0.6), RGBA(235, 235, 245, 0.6))
        case .tertiaryLabel, .placeholderText: (RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
        case .systemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000))
        case .secondarySystemBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E))
        case .tertiarySystemBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x2C2C2E))
        case .systemGroupedBackground: (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x000000))
        case .secondarySystemGroupedBackground: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x1C1C1E))
        case .tertiarySystemFill: (RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
        case .separator: (RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
        case .systemBlue: (RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF))
        case .systemGreen: (RGBA(hex: 0x34C759), RGBA(hex: 0x30D158))
        case .systemIndigo: (RGBA(hex: 0x5856D6), RGBA(hex: 0x5E5CE6))
        case .systemOrange: (RGBA(hex: 0xFF9500), RGBA(hex: 0xFF9F0A))
        case .systemPink: (RGBA(hex: 0xFF2D55), RGBA(hex: 0xFF375F))
        case .systemPurple: (RGBA(hex: 0xAF52DE), RGBA(hex: 0xBF5AF2))
        case .systemRed: (RGBA(hex: 0xFF3B30), RGBA(hex: 0xFF453A))
        case .systemTeal: (RGBA(hex: 0x5AC8FA), RGBA(hex: 0x64D2FF))
        case .systemYellow: (RGBA(hex: 0xFFCC00), RGBA(hex: 0xFFD60A))
        case .systemGray: (RGBA(hex: 0x8E8E93), RGBA(hex: 0x8E8E93))
        case .white: (RGBA(hex: 0xFFFFFF), RGBA(hex: 0xFFFFFF))
        case .black: (RGBA(hex: 0x000000), RGBA(hex: 0x000000))
        case .clear: (RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0))
        }
    }

    /// Whether the color adapts to the scheme as one of Apple's paired system colors (labels,
    /// backgrounds, fills, tints), as opposed to fixed white, black or clear: Apple chose these
    /// values so that a label color reads on a background color.
    public var isAdaptive: Bool { ![.white, .black, .clear].contains(self) }

    /// Whether the color is one of the system's background colors, the surfaces label colors are
    /// designed to be read on.
    public var isBackground: Bool {
        [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
         .secondarySystemGroupedBackground, .tertiarySystemFill].contains(self)
    }

    /// The value in `scheme`.
    public func resolved(in scheme: ColorScheme) -> RGBA {
        scheme == .light ? values.light : values.dark
    }
}

/// UIKit's spelling, so `Color(UIColor.systemGroupedBackground)` compiles unchanged.
public typealias UIColor = SystemColor
