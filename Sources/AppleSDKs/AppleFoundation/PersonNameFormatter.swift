#if os(Linux)
import Foundation
import SwiftUI

/// Writes a person's name as Foundation's `PersonNameComponentsFormatter` does on Apple platforms,
/// in the render's locale unless the app set one. Linux's Foundation declares that class without
/// `init()` or `string(from:)`; `l10n check --app` names this one `PersonNameComponentsFormatter`
/// in the app's module, so the app's code builds unchanged.
open class RenderPersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of the name is written (Foundation's `PersonNameComponentsFormatter.Style`).
    public enum Style: Int, Sendable {
        /// The locale's usual form: given and family name.
        case `default`
        /// The given name, or the nickname.
        case short
        /// Given and family name.
        case medium
        /// Every part, with prefix and suffix.
        case long
        /// Initials.
        case abbreviated

        var formatStyle: PersonNameComponents.FormatStyle.Style {
            switch self {
            case .default, .medium: .medium
            case .short: .short
            case .long: .long
            case .abbreviated: .abbreviated
            }
        }
    }

    /// Options of the formatter (Foundation's `PersonNameComponentsFormatter.Options`).
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        /// Options of a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The phonetic form of the name.
        public static let phonetic = Options(rawValue: 1 << 1)
    }

    /// How much of the name is written.
    open var style: Style = .default
    /// Whether the phonetic form is written (the name as given here).
    open var isPhonetic = false
    /// The locale the name is written for; the render's when left nil.
    open var locale: Locale?

    /// A formatter of the default style.
    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    /// `components` written in the style.
    open func string(from components: PersonNameComponents) -> String {
        PersonNameComponents.FormatStyle(style: style.formatStyle, locale: locale ?? .autoupdatingCurrent).format(components)
    }

    /// `components` written in the style, as an attributed string.
    open func annotatedString(from components: PersonNameComponents) -> NSAttributedString {
        NSAttributedString(string: string(from: components))
    }

    /// The name `string` holds, read given name first; nil when it holds none.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        try? PersonNameComponents.ParseStrategy().parse(string)
    }

    /// `components` written in `style`.
    open class func localizedString(from components: PersonNameComponents, style: Style, options: Options = []) -> String {
        let formatter = RenderPersonNameComponentsFormatter()
        formatter.style = style
        return formatter.string(from: components)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map(string(from:))
    }
}
#endif
