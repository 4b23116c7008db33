/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case light, dark

    public var description: String { rawValue }
}
