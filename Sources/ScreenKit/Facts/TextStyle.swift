extension Font {
    /// The eleven Dynamic Type text styles, with SwiftUI's names (`.title` is UIKit's Title 1).
    public enum TextStyle: String, Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

        /// The weight the style has when none is given: Headline is semibold, the rest regular.
        public var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
    }
}
