/// The direction a locale's text and layout run in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case leftToRight, rightToLeft
}
