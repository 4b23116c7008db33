#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// Which way a paragraph's text runs (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable { case natural = -1, leftToRight, rightToLeft }

/// A tab stop of a paragraph (UIKit's `NSTextTab`).
open class NSTextTab: NSObject, @unchecked Sendable {
    /// How text aligns at it.
    public let alignment: NSTextAlignment
    /// Where it is, in points from the paragraph's start.
    public let location: CGFloat
    /// A tab stop.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        (self.alignment, location) = (alignment, loc)
    }
    /// An option of a tab stop (UIKit's `NSTextTab.OptionKey`).
    public struct OptionKey: Hashable, Sendable, RawRepresentable {
        /// The option's name.
        public let rawValue: String
        /// An option of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The characters that end a column.
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }
}

/// The values of a paragraph style.
struct ParagraphValues {
    var lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0, paragraphSpacingBefore: CGFloat = 0
    var alignment = NSTextAlignment.natural, lineBreakMode = NSLineBreakMode.byWordWrapping
    var firstLineHeadIndent: CGFloat = 0, headIndent: CGFloat = 0, tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0, maximumLineHeight: CGFloat = 0, lineHeightMultiple: CGFloat = 0
    var hyphenationFactor: Float = 0, usesDefaultHyphenation = false, baseWritingDirection = NSWritingDirection.natural
    var tabStops: [NSTextTab] = [], defaultTabInterval: CGFloat = 0, allowsDefaultTighteningForTruncation = false
    var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard
}

/// How a paragraph of attributed text is laid out (UIKit's `NSParagraphStyle`): kept with the
/// text; SwiftUI's text layout draws what a preview shows.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var values = ParagraphValues()
    /// The system's style: natural alignment, word wrapping, no extra spacing.
    public static let `default` = NSParagraphStyle()
    /// A style of the defaults.
    public override init() {}
    /// The writing direction of a language: left to right unless it is Arabic, Hebrew, Persian or Urdu.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        ["ar", "he", "fa", "ur"].contains(languageName?.prefix(2).lowercased() ?? "") ? .rightToLeft : .leftToRight
    }

    /// The space between lines, in points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space after the paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The space before the paragraph.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// How lines align.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines break or truncate.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The first line's indent.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent.
    open var headIndent: CGFloat { values.headIndent }
    /// The trailing indent (negative: from the trailing edge).
    open var tailIndent: CGFloat { values.tailIndent }
    /// The smallest line height (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest line height (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// The multiple of the natural line height (0: natural).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How eagerly words are hyphenated, 0…1.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether the system's hyphenation is used (iOS 15).
    open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
    /// The writing direction.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// The tab stops.
    open var tabStops: [NSTextTab] { values.tabStops }
    /// The interval of tab stops after the last one.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether text tightens before it truncates.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// How lines break.
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }
    /// A mutable copy (`NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`).
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// How lines break (UIKit's `NSParagraphStyle.LineBreakStrategy`).
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// The strategy's bits.
        public let rawValue: UInt
        /// A strategy of its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pushes a word to the next line rather than leave one alone on the last.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Keeps Hangul words whole.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The system's strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}

/// A paragraph style that can be changed (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The space between lines, in points.
    open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
    /// The space after the paragraph.
    open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
    /// The space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat { get { values.paragraphSpacingBefore } set { values.paragraphSpacingBefore = newValue } }
    /// How lines align.
    open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
    /// How lines break or truncate.
    open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
    /// The first line's indent.
    open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
    /// The other lines' indent.
    open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
    /// The trailing indent.
    open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
    /// The smallest line height.
    open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
    /// The largest line height.
    open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
    /// The multiple of the natural line height.
    open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
    /// How eagerly words are hyphenated.
    open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
    /// Whether the system's hyphenation is used.
    open override var usesDefaultHyphenation: Bool { get { values.usesDefaultHyphenation } set { values.usesDefaultHyphenation = newValue } }
    /// The writing direction.
    open override var baseWritingDirection: NSWritingDirection { get { values.baseWritingDirection } set { values.baseWritingDirection = newValue } }
    /// The tab stops.
    open override var tabStops: [NSTextTab] { get { values.tabStops } set { values.tabStops = newValue } }
    /// The interval of tab stops after the last one.
    open override var defaultTabInterval: CGFloat { get { values.defaultTabInterval } set { values.defaultTabInterval = newValue } }
    /// Whether text tightens before it truncates.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// How lines break.
    open override var lineBreakStrategy: LineBreakStrategy { get { values.lineBreakStrategy } set { values.lineBreakStrategy = newValue } }
    /// Takes every value of another style.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
    /// Adds a tab stop.
    open func addTabStop(_ anObject: NSTextTab) { values.tabStops.append(anObject) }
    /// Removes a tab stop.
    open func removeTabStop(_ anObject: NSTextTab) { values.tabStops.removeAll { $0 === anObject } }
}
#endif
