#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore
import SwiftUI

/// An object that takes part in event handling (UIKit's `UIResponder`): the events never come in a
/// preview. Main-actor isolated, as UIKit's, so overrides in the app's subclasses are too; and,
/// as UIKit's Objective-C declarations are, pre-concurrency, so a Swift 5 app's nonisolated uses
/// are warned about, not refused.
@preconcurrency @MainActor
open class UIResponder: NSObject, @unchecked Sendable {
    /// A responder.
    public override init() {}
    /// The next responder in the chain: none.
    open var next: UIResponder? { nil }
    /// Whether it is the first responder: never in a preview.
    open var isFirstResponder: Bool { false }
    /// Asks to become the first responder; refused.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder status.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Key commands the responder handles.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// Touches began.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Physical buttons were pressed.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
    /// Physical buttons were released.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

/// A touch (UIKit's `UITouch`).
open class UITouch: NSObject, @unchecked Sendable {
    /// Where the touch is in `view`: the origin.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where it was before.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
    /// The view touched.
    open var view: UIView? { nil }
    /// The number of taps.
    open var tapCount: Int { 1 }
}

/// An event (UIKit's `UIEvent`).
open class UIEvent: NSObject, @unchecked Sendable {}

/// A press of a physical button (UIKit's `UIPress`).
open class UIPress: NSObject, @unchecked Sendable {
    /// The key pressed, if a keyboard's.
    open var key: UIKey? { nil }
}

/// A key of a hardware keyboard (UIKit's `UIKey`).
open class UIKey: NSObject, @unchecked Sendable {
    /// The characters it types.
    open var characters: String { "" }
    /// Its code.
    open var keyCode: Int { 0 }
}

/// Presses of physical buttons (UIKit's `UIPressesEvent`).
open class UIPressesEvent: UIEvent, @unchecked Sendable {}

/// How a view scales its content (UIKit's `UIView.ContentMode`).
public enum UIViewContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// A UIKit view (a stand-in): its frame, colors and subviews; never drawn itself.
open class UIView: UIResponder, @unchecked Sendable {
    /// The proxy whose settings every view of this kind takes; a preview draws SwiftUI's views,
    /// whose look these settings do not change here.
    open class func appearance() -> UIView { UIView() }

    /// The proxy for views of this kind inside containers of `containerTypes`.
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIView { appearance() }

    /// How a view scales its content.
    public typealias ContentMode = UIViewContentMode
    /// The frame.
    open var frame: CGRect
    /// The bounds: the frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The background color.
    open var backgroundColor: UIColor?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The opacity.
    open var alpha: CGFloat = 1
    /// The tint color.
    open var tintColor: UIColor?
    /// Whether it takes touches.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to its bounds.
    open var clipsToBounds = false
    /// How it scales its content.
    open var contentMode = UIViewContentMode.scaleToFill
    /// A tag the app sets.
    open var tag = 0
    /// How it resizes with its superview (kept; a preview lays out SwiftUI's views, not UIKit's).
    open var autoresizingMask: AutoresizingMask = []
    /// How a view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
    /// Whether auto layout sizes it from its autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Its transform.
    open var transform = CGAffineTransform.identity
    /// The class of the view's layer (a camera preview's view overrides it with
    /// `AVCaptureVideoPreviewLayer`).
    open class var layerClass: AnyClass { CALayer.self }
    /// The layer the view draws into, of its `layerClass`.
    open lazy var layer: CALayer = (type(of: self).layerClass as? CALayer.Type)?.init() ?? CALayer()
    /// The subviews.
    public private(set) var subviews: [UIView] = []
    /// The view it is a subview of.
    open private(set) weak var superview: UIView?
    /// The gesture recognizers attached.
    open var gestureRecognizers: [UIGestureRecognizer]?
    /// Its accessibility label.
    open var accessibilityLabel: String?
    /// Its window: none in a preview. Disfavoured, so a Mac app's files see AppKit's `NSWindow`
    /// form of it (`view.window?.makeKey()`).
    @_disfavoredOverload open var window: UIWindow? { nil }
    /// Sets a property by key (key-value coding, as Mac apps turn off a web view's
    /// `drawsBackground`): no runtime finds properties by name here, so it is dropped.
    open func setValue(_ value: Any?, forKey key: String) {}
    /// Reads a property by key (key-value coding): nil, as no runtime finds it by name.
    open func value(forKey key: String) -> Any? { nil }
    /// The trait collection.
    open var traitCollection: UITraitCollection { .current }

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }

    /// A view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    /// A view with no frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Adds `view` on top.
    open func addSubview(_ view: UIView) {
        subviews.append(view)
        view.superview = self
    }
    /// Inserts `view` at `index`.
    open func insertSubview(_ view: UIView, at index: Int) {
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }
    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Brings `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {}
    /// Attaches a gesture recognizer.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) { gestureRecognizers = (gestureRecognizers ?? []) + [recognizer] }
    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) { gestureRecognizers?.removeAll { $0 === recognizer } }
    /// Lays out the subviews.
    open func layoutSubviews() {}
    /// Asks for a layout pass.
    open func setNeedsLayout() {}
    /// Lays out now.
    open func layoutIfNeeded() {}
    /// Asks for a redraw.
    open func setNeedsDisplay() {}
    /// Draws the view (never called here).
    open func draw(_ rect: CGRect) {}
    /// The size that fits `size`.
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    /// Resizes the view to fit its content.
    open func sizeToFit() {}
    /// The size its content needs.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Marks the intrinsic size as changed.
    open func invalidateIntrinsicContentSize() {}
    /// The view was added to or removed from a window.
    open func didMoveToWindow() {}
    /// The view was added to or removed from a superview.
    open func didMoveToSuperview() {}
    /// The trait collection changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Ends editing in the view's text fields.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    /// Converts a point to another view's coordinates.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    /// Converts a rectangle to another view's coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    /// Adds constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    /// Sets how strongly it resists growing.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Sets how strongly it resists shrinking.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// No intrinsic size on an axis.
    public static let noIntrinsicMetric: CGFloat = -1
    /// Animates changes (applied at once here).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Animates changes after a delay (applied at once here).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }
    /// Options of an animation.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([]), curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16), curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1), beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4), `repeat` = AnimationOptions(rawValue: 1 << 3)
    }

    /// Its layout guide of the margins.
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owner: self) }
    /// Its margins.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Whether subviews keep the superview's margins.
    open var preservesSuperviewLayoutMargins = false
    /// Its layout guide of the safe area.
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self) }
    /// The safe area's insets: none.
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Its leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its first baseline.
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// Its height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

extension UIColor {
    /// The color as Core Graphics' `CGColor`.
    public var cgColor: CGColor { CGColor(color: color) }
    /// A UIKit color of a Core Graphics one.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
}

/// The window a scene shows (UIKit's `UIWindow`).
open class UIWindow: UIView, @unchecked Sendable {
    /// The root controller.
    open var rootViewController: UIViewController?
    /// Its scene.
    public init(windowScene: UIWindowScene) { super.init(frame: UIScreen.main.bounds) }
    /// A window with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// Whether it is the key window.
    open var isKeyWindow: Bool { true }
    /// Makes it key and visible.
    open func makeKeyAndVisible() {}
    /// The style it overrides the system's with.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
}
#endif
