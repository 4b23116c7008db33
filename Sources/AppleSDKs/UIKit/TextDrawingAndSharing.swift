#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics

/// How text is measured and drawn in a rectangle (UIKit's `NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Options of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines are laid out from the rectangle's origin (multi-line measuring).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// The font's leading is added to line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last visible line is truncated.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a text measurement reports back (UIKit's `NSStringDrawingContext`).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest scale the text may shrink to.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1, as nothing shrinks here.
    open var actualScaleFactor: CGFloat { 1 }
    /// The rectangle the text took.
    open var totalBounds: CGRect { .zero }
}

extension NSString {
    /// The rectangle the string takes drawn in `size` with `attributes`: the single-line estimate
    /// of `size(withAttributes:)`, wrapped to the width when lines may break.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        TextEstimate.bounds(of: self.size(withAttributes: attributes), in: size, wraps: options.contains(.usesLineFragmentOrigin))
    }
}

extension NSAttributedString {
    /// The size the string takes on one line, estimated from the font of its first character
    /// (UIKit's `NSAttributedString.size()`); SwiftUI's layout measures the text itself.
    public func size() -> CGSize {
        (string as NSString).size(withAttributes: length > 0 ? attributes(at: 0, effectiveRange: nil) : nil)
    }

    /// The rectangle the string takes drawn in `size` (an estimate, as `size()`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        TextEstimate.bounds(of: self.size(), in: size, wraps: options.contains(.usesLineFragmentOrigin))
    }

    /// Draws the string at `point`: nothing is drawn outside SwiftUI's layout here.
    public func draw(at point: CGPoint) {}

    /// Draws the string in `rect`: nothing is drawn outside SwiftUI's layout here.
    public func draw(in rect: CGRect) {}

    /// Draws the string in `rect` with `options`: nothing is drawn outside SwiftUI's layout here.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}
}

/// One-line text sizes folded into a width.
enum TextEstimate {
    /// A line of `line`'s size wrapped to `size`'s width when `wraps`, never wider than it.
    static func bounds(of line: CGSize, in size: CGSize, wraps: Bool) -> CGRect {
        guard wraps, size.width > 0, line.width > size.width else {
            return CGRect(origin: .zero, size: CGSize(width: min(line.width, size.width > 0 ? size.width : line.width), height: line.height))
        }
        let lines = (line.width / size.width).rounded(.up)
        return CGRect(origin: .zero, size: CGSize(width: size.width, height: line.height * lines))
    }
}

/// What an item offers the share sheet, asked for lazily (UIKit's `UIActivityItemSource`).
public protocol UIActivityItemSource: AnyObject {
    /// A stand-in of the shared item's type, used while the sheet is shown.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item to share with `activityType`.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// The subject of a message or mail carrying the item.
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The uniform type identifier of the item for `activityType`.
    func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    /// No subject.
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// The item's own type.
    public func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "public.data" }
}

/// A range of frame rates an animation asks for (Core Animation's `CAFrameRateRange`).
public struct CAFrameRateRange: Sendable, Hashable {
    /// The lowest rate.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The rate preferred.
    public var preferred: Float?
    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer tied to the display's refresh (Core Animation's `CADisplayLink`): a preview shows one
/// frame, so the link never fires.
open class CADisplayLink: NSObject, @unchecked Sendable {
    /// A link calling `selector` on `target` every frame.
    public init(target: Any, selector: Selector) {}
    /// Adds the link to a run loop.
    open func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Removes the link from a run loop.
    open func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Stops the link for good.
    open func invalidate() {}
    /// Whether the link is paused.
    open var isPaused = false
    /// The frame rate asked for (0: the display's).
    open var preferredFramesPerSecond = 0
    /// The frame rates asked for.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// When the last frame was shown: the start, as no frame passes.
    open var timestamp: CFTimeInterval { 0 }
    /// When the next frame is due: one 60 Hz frame after the start.
    open var targetTimestamp: CFTimeInterval { 1.0 / 60 }
    /// The time between frames at 60 Hz.
    open var duration: CFTimeInterval { 1.0 / 60 }
}
#endif
