#if os(Linux)
import Foundation
import StandInAppleFoundation

// UIKit's attributes of an `AttributedString` (`AttributeScopes.UIKitAttributes`), so code that
// converts an `NSAttributedString` (`AttributedString(html, including: \.uiKit)`) builds. Runs
// are looked up by name through SwiftUI's scope: this one is not added to the dynamic lookup,
// where its `foregroundColor` would make `string.foregroundColor = .red` ambiguous.
extension AttributeScopes {
    /// UIKit's attribute scope (`\.uiKit`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    /// The attributes UIKit draws an attributed string with, and Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The run's background colour.
        public let backgroundColor: BackgroundColorAttribute
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// The run's vertical offset from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, inline presentation intents).
        public let foundation: FoundationAttributes
    }
}

extension AttributeScopes.UIKitAttributes {
    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = UIFont
        public static let name = "NSFont"
    }

    /// The run's text colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = "NSColor"
    }

    /// The run's background colour.
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = UIColor
        public static let name = "NSBackgroundColor"
    }

    /// Extra space after each character.
    public enum KernAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSKern"
    }

    /// The vertical offset from the baseline.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "NSBaselineOffset"
    }
}
#endif
