#if os(Linux)
import Foundation
import SwiftUI
import StandInUIKit

// AppKit's views that Mac apps make inside representables and window controllers: kept with
// the values set on them; a representable draws as a placeholder of its frame, so none is drawn.

extension NSColor {
    /// Red, 0…1, in the light appearance.
    public var redComponent: CGFloat { CGFloat(color.resolved(in: .light).red) / 255 }
    /// Green, 0…1, in the light appearance.
    public var greenComponent: CGFloat { CGFloat(color.resolved(in: .light).green) / 255 }
    /// Blue, 0…1, in the light appearance.
    public var blueComponent: CGFloat { CGFloat(color.resolved(in: .light).blue) / 255 }
    /// Opacity, 0…1.
    public var alphaComponent: CGFloat { CGFloat(color.resolved(in: .light).alpha) }
}

extension NSApplication {
    /// Answers a deferred `applicationShouldTerminate`: nothing quits in a preview.
    public func reply(toApplicationShouldTerminate shouldTerminate: Bool) {}
}

extension NSWindow {
    /// Gives a view the keyboard focus; a preview has none to give.
    @discardableResult public func makeFirstResponder(_ responder: NSResponder?) -> Bool { true }
}

/// A text field or label (AppKit's `NSTextField`).
open class NSTextField: NSControl, @unchecked Sendable {
    /// The text.
    open var stringValue = ""
    /// The placeholder.
    open var placeholderString: String?
    /// Whether it is editable.
    open var isEditable = true
    /// Whether it is selectable.
    open var isSelectable = true
    /// Whether it has a border.
    open var isBordered = true
    /// Whether it draws its background.
    open var drawsBackground = true
    /// The font.
    open var font: NSFont?
    /// The text's color.
    open var textColor: NSColor?
    /// The alignment.
    open var alignment = NSTextAlignment.natural
    /// The delegate.
    open weak var delegate: (any NSTextFieldDelegate)?
    /// The most lines shown (0: no limit).
    open var maximumNumberOfLines = 0
    /// The border's look.
    open var bezelStyle = BezelStyle.squareBezel
    /// A text field's border look (AppKit's `NSTextField.BezelStyle`).
    public enum BezelStyle: UInt, Sendable { case squareBezel, roundedBezel }
    /// A field showing `stringValue`.
    public convenience init(string stringValue: String) {
        self.init(frame: .zero)
        self.stringValue = stringValue
    }
    /// A label showing `stringValue`.
    public convenience init(labelWithString stringValue: String) {
        self.init(string: stringValue)
        isEditable = false
        isBordered = false
    }
    /// A wrapping label.
    public convenience init(wrappingLabelWithString stringValue: String) { self.init(labelWithString: stringValue) }
}

/// A text field's delegate (AppKit's `NSTextFieldDelegate`): every method optional.
@MainActor
public protocol NSTextFieldDelegate: AnyObject {
    /// The text changed.
    func controlTextDidChange(_ obj: Notification)
    /// Editing ended.
    func controlTextDidEndEditing(_ obj: Notification)
}

extension NSTextFieldDelegate {
    /// Nothing to do by default.
    public func controlTextDidChange(_ obj: Notification) {}
    /// Nothing to do by default.
    public func controlTextDidEndEditing(_ obj: Notification) {}
}

/// A text view (AppKit's `NSTextView`).
open class NSTextView: NSView, @unchecked Sendable {
    /// The text.
    open var string = ""
    /// The font.
    open var font: NSFont?
    /// The text's color.
    open var textColor: NSColor?
    /// Whether it is editable.
    open var isEditable = true
    /// Whether it is selectable.
    open var isSelectable = true
    /// Whether it draws its background.
    open var drawsBackground = true
    /// The inset of the text.
    open var textContainerInset = CGSize.zero
    /// Whether it is rich text.
    open var isRichText = true
    /// Its delegate.
    open weak var delegate: (any NSTextViewDelegate)?
    /// Whether it undoes edits.
    open var allowsUndo = false
    /// Whether quotes become smart quotes as the user types.
    open var isAutomaticQuoteSubstitutionEnabled = true
    /// Whether dashes become smart dashes as the user types.
    open var isAutomaticDashSubstitutionEnabled = true
    /// Whether spelling is corrected as the user types.
    open var isAutomaticSpellingCorrectionEnabled = true
    /// Whether spelling is checked as the user types.
    open var isContinuousSpellCheckingEnabled = false
    /// The selected ranges: the start of the text.
    open var selectedRanges: [NSValue] = []
    /// The selected range.
    open func selectedRange() -> NSRange { NSRange(location: 0, length: 0) }
    /// A text view in a scroll view, as Interface Builder makes one.
    open class func scrollableTextView() -> NSScrollView {
        let scroll = NSScrollView(frame: .zero)
        scroll.documentView = NSTextView(frame: .zero)
        scroll.hasVerticalScroller = true
        return scroll
    }
}

/// What a text view tells its delegate (AppKit's `NSTextViewDelegate`).
@MainActor
public protocol NSTextViewDelegate: AnyObject {}

/// What a text view's change notification carries (AppKit's `Notification` of `NSText`).
extension Notification.Name {
    /// A text view's text changed.
    public static let NSTextDidChange = Notification.Name("NSTextDidChangeNotification")
}

/// A scroll view (AppKit's `NSScrollView`).
open class NSScrollView: NSView, @unchecked Sendable {
    /// The view scrolled.
    open var documentView: NSView?
    /// Whether it has a vertical scroller.
    open var hasVerticalScroller = false
    /// Whether it has a horizontal scroller.
    open var hasHorizontalScroller = false
    /// Whether it draws its background.
    open var drawsBackground = true
    /// Whether the scrollers hide when idle.
    open var autohidesScrollers = false
    /// Its border.
    open var borderType = NSBorderType.bezelBorder
}

/// A scroll view's border (AppKit's `NSBorderType`).
public enum NSBorderType: UInt, Sendable { case noBorder, lineBorder, bezelBorder, grooveBorder }

/// A stack of views (AppKit's `NSStackView`).
open class NSStackView: NSView, @unchecked Sendable {
    /// The views stacked.
    open private(set) var arrangedSubviews: [NSView] = []
    /// Across or down.
    open var orientation = NSUserInterfaceLayoutOrientation.horizontal
    /// The space between views.
    open var spacing: CGFloat = 8
    /// A stack of `views`.
    public convenience init(views: [NSView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    /// Adds a view at the end.
    open func addArrangedSubview(_ view: NSView) { arrangedSubviews.append(view) }
}

/// Across or down (AppKit's `NSUserInterfaceLayoutOrientation`).
public enum NSUserInterfaceLayoutOrientation: Int, Sendable { case horizontal, vertical }

/// A progress bar or spinner (AppKit's `NSProgressIndicator`).
open class NSProgressIndicator: NSView, @unchecked Sendable {
    /// A bar or a spinner.
    open var style = Style.bar
    /// Whether it shows no amount.
    open var isIndeterminate = true
    /// The amount.
    open var doubleValue: Double = 0
    /// The least amount.
    open var minValue: Double = 0
    /// The greatest amount.
    open var maxValue: Double = 100
    /// The control size.
    open var controlSize = NSControl.ControlSize.regular
    /// Starts animating: still in a preview.
    open func startAnimation(_ sender: Any?) {}
    /// Stops animating.
    open func stopAnimation(_ sender: Any?) {}
    /// A bar or a spinner.
    public enum Style: UInt, Sendable { case bar, spinning }
}

/// A button (AppKit's `NSButton`).
open class NSButton: NSControl, @unchecked Sendable {
    /// The title.
    open var title = ""
    /// The image.
    open var image: NSImage?
    /// On, off or mixed.
    open var state = NSControl.StateValue.off
    /// The bezel.
    open var bezelStyle = BezelStyle.rounded
    /// A push button.
    public convenience init(title: String, target: AnyObject?, action: Selector?) {
        self.init(frame: .zero)
        self.title = title
        self.target = target
        self.action = action
    }
    /// A checkbox.
    public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: Selector?) {
        self.init(title: title, target: target, action: action)
    }
    /// A bezel style.
    public enum BezelStyle: UInt, Sendable { case rounded = 1, regularSquare, disclosure = 5, shadowlessSquare, circular, texturedSquare, helpButton, smallSquare, texturedRounded, roundRect, recessed, roundedDisclosure, inline }
}

/// An image view (AppKit's `NSImageView`).
open class NSImageView: NSControl, @unchecked Sendable {
    /// The image.
    open var image: NSImage?
    /// How the image is scaled to the view.
    open var imageScaling = NSImageScaling.scaleProportionallyDown
    /// Where the image sits in the view.
    open var imageAlignment = NSImageAlignment.alignCenter
    /// The frame drawn around the image.
    open var imageFrameStyle = FrameStyle.none
    /// Whether an image may be dropped on it.
    open var isEditable = false
    /// Whether an animated image plays.
    open var animates = true
    /// The frame drawn around an image (AppKit's `NSImageView.FrameStyle`).
    public enum FrameStyle: UInt, Sendable { case none, photo, grayBezel, groove, button }
    /// An image view of `image`.
    public convenience init(image: NSImage) {
        self.init(frame: .zero)
        self.image = image
    }
}

extension NSControl {
    /// A control's size.
    public enum ControlSize: UInt, Sendable { case regular, small, mini, large }
}
#endif
