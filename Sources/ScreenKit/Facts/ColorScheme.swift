/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light, dark

    public var description: String { rawValue }
}

/// Whether Increase Contrast is on (SwiftUI's `ColorSchemeContrast`): with it, the system colors
/// take Apple's increased-contrast values (`SystemColor.increasedContrastValues`).
public enum ColorSchemeContrast: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case standard, increased

    public var description: String { rawValue }
}
