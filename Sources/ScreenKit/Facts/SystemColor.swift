/// The iOS system and semantic colors, with their light and dark values: the one home of these
/// figures (Apple's UIKit "UI element colors" and "Standard colors", iOS 13, as in DESIGN.md),
/// and the values the system colors take when Increase Contrast is on (`increasedContrastValues`).
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

    /// The value in light and dark appearance with Increase Contrast on (Settings › Accessibility ›
    /// Display & Text Size), for the system colors whose values Apple publishes: the Human
    /// Interface Guidelines, Color › Specifications › System colors, iOS and iPadOS, the "Increased
    /// contrast" light and dark columns beside the default values above (the table as published
    /// for iOS 13, whose tints the default values above are; the same figures are in Flutter's
    /// `CupertinoColors`, which the values here were checked against). Nil for the others: the
    /// semantic label, background, fill and separator colors (Apple gives no figures for them) and
    /// fixed white, black and clear (which do not change).
    public var increasedContrastValues: (light: RGBA, dark: RGBA)? {
        switch self {
        case .systemBlue: (RGBA(0, 64, 221), RGBA(64, 156, 255))
        case .systemGreen: (RGBA(36, 138, 61), RGBA(48, 219, 91))
        case .systemIndigo: (RGBA(54, 52, 163), RGBA(125, 122, 255))
        case .systemOrange: (RGBA(201, 52, 0), RGBA(255, 179, 64))
        case .systemPink: (RGBA(211, 15, 69), RGBA(255, 100, 130))
        case .systemPurple: (RGBA(137, 68, 171), RGBA(218, 143, 255))
        case .systemRed: (RGBA(215, 0, 21), RGBA(255, 105, 97))
        case .systemTeal: (RGBA(0, 113, 164), RGBA(112, 215, 255))
        case .systemYellow: (RGBA(160, 90, 0), RGBA(255, 212, 38))
        case .systemGray: (RGBA(108, 108, 112), RGBA(174, 174, 178))
        default: nil
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

    /// The value in `scheme`, with Increase Contrast on or off (`contrast`); a color without
    /// published increased-contrast values keeps its default one.
    public func resolved(in scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> RGBA {
        let pair = contrast == .increased ? increasedContrastValues ?? values : values
        return scheme == .light ? pair.light : pair.dark
    }
}
