#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

extension NSAttributedString.Key {
    /// The shadow, an `NSShadow` (UIKit's).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The underline's color (UIKit's).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's color (UIKit's).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The outline's color (UIKit's).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width, in percent of the font size; negative also fills (UIKit's).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// How far above the baseline, in points (UIKit's).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The slant (UIKit's).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The horizontal stretch, as a log (UIKit's).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// An attachment, an `NSTextAttachment` (UIKit's).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// Whether ligatures are used (UIKit's).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The letter tracking (UIKit's, iOS 14).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// Embedded writing directions (UIKit's).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// A text effect, such as letterpress (UIKit's).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// Vertical glyphs (UIKit's).
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

extension NSAttributedString {
    /// A text effect (UIKit's `NSAttributedString.TextEffectStyle`).
    public struct TextEffectStyle: Hashable, Sendable, RawRepresentable {
        /// The effect's name.
        public let rawValue: String
        /// An effect of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Letters pressed into the page.
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }

    /// An empty attributed string (`NSAttributedString()`, `NSMutableAttributedString()`), which
    /// Linux's Foundation does not declare; its argument is only ever left out.
    public convenience init(_ empty: Void = ()) { self.init(string: "") }

    /// A string of one attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

/// A line's style for underlines and strikethroughs (UIKit's `NSUnderlineStyle`); attributes
/// take it or its `rawValue`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits.
    public let rawValue: Int
    /// A style of its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow of text (UIKit's `NSShadow`).
open class NSShadow: NSObject, @unchecked Sendable {
    /// How far the shadow is offset.
    open var shadowOffset = CGSize.zero
    /// How blurred it is.
    open var shadowBlurRadius: CGFloat = 0
    /// Its color, a `UIColor` (nil: black at a third opacity).
    open var shadowColor: Any?
    /// A shadow.
    public override init() {}
}

/// Something shown inside attributed text, such as an image (UIKit's `NSTextAttachment`): kept
/// with the text, drawn by SwiftUI's text layout as far as it draws it.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The image shown.
    open var image: UIImage?
    /// Where it sits relative to the baseline, and its size (zero: the image's).
    open var bounds = CGRect.zero
    /// The attachment's data.
    open var contents: Data?
    /// The type of the data.
    open var fileType: String?
    /// An attachment of data.
    public init(data contentData: Data?, ofType uti: String?) {
        (contents, fileType) = (contentData, uti)
    }
    /// An empty attachment.
    public override convenience init() { self.init(data: nil, ofType: nil) }
    /// An attachment of an image (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}
#endif
