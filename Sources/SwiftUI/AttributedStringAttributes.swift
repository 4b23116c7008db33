#if os(Linux)
import Foundation

// SwiftUI's attributes of an `AttributedString` (`AttributeScopes.SwiftUIAttributes`), so code
// that styles runs (`text[range].foregroundColor = .red`, `string.font = .headline`) builds.
// `Text(attributed)` shows the characters; the runs' styles are not drawn.

extension AttributeScopes {
    /// SwiftUI's attribute scope (`\.swiftUI` in `AttributeContainer` and `AttributedString`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes SwiftUI reads from an attributed string, and Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The run's background colour.
        public let backgroundColor: BackgroundColorAttribute
        /// The run's strikethrough.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The run's underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character, in points.
        public let kern: KerningAttribute
        /// Extra space between characters, in points.
        public let tracking: TrackingAttribute
        /// The run's vertical offset from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, inline presentation intents).
        public let foundation: FoundationAttributes
    }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    /// The run's text colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// The run's background colour.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.BackgroundColor"
    }

    /// The run's strikethrough.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// The run's underline.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Extra space after each character.
    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    /// Extra space between characters.
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    /// The vertical offset from the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name (`string.foregroundColor`, `container.font`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
#endif
