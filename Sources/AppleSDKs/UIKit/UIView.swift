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
    /// Its accessibility hint.
    open var accessibilityHint: String?
    /// Its accessibility value.
    open var accessibilityValue: String?
    /// Its identifier for UI tests.
    open var accessibilityIdentifier: String?
    /// The language VoiceOver reads it in.
    open var accessibilityLanguage: String?
    /// Whether VoiceOver reads it as one element: by default, as UIKit's, for labels, buttons,
    /// switches and text inputs, not for other views.
    open var isAccessibilityElement: Bool {
        get { accessibilityStored.isElement ?? (self is UILabel || self is UIButton || self is UISwitch || self is UITextField || self is UITextView) }
        set { accessibilityStored.isElement = newValue }
    }
    /// What it is to VoiceOver: by default `.button` for buttons, `.staticText` for labels,
    /// `.image` for image views, none for other views.
    open var accessibilityTraits: UIAccessibilityTraits {
        get {
            if let traits = accessibilityStored.traits { return traits }
            if self is UIButton { return .button }
            if self is UILabel { return .staticText }
            return self is UIImageView ? .image : .none
        }
        set { accessibilityStored.traits = newValue }
    }
    /// Whether VoiceOver skips it and its subviews.
    open var accessibilityElementsHidden = false
    /// Whether VoiceOver ignores the views beside it (a modal view).
    open var accessibilityViewIsModal = false
    /// Whether VoiceOver reads its subviews together before those outside it.
    open var shouldGroupAccessibilityChildren = false
    /// The elements VoiceOver reads in it, in order (nil: its subviews).
    open var accessibilityElements: [Any]?
    /// Its frame on the screen for VoiceOver: its frame in window coordinates.
    open var accessibilityFrame: CGRect {
        get { accessibilityStored.frame ?? convert(bounds, to: nil) }
        set { accessibilityStored.frame = newValue }
    }
    /// Its custom actions for VoiceOver.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Whether VoiceOver treats it as interactive.
    open var accessibilityRespondsToUserInteraction = false
    /// Whether Smart Invert leaves it alone (photos, videos).
    open var accessibilityIgnoresInvertColors = false
    var accessibilityStored = AccessibilityOverrides()
    /// Its window: none in a preview. Disfavoured, so a Mac app's files see AppKit's `NSWindow`
    /// form of it (`view.window?.makeKey()`).
    @_disfavoredOverload open var window: UIWindow? { nil }
    /// Sets a property by key (key-value coding, as Mac apps turn off a web view's
    /// `drawsBackground`): no runtime finds properties by name here, so it is dropped.
    open func setValue(_ value: Any?, forKey key: String) {}
    /// Reads a property by key (key-value coding): nil, as no runtime finds it by name.
    open func value(forKey key: String) -> Any? { nil }
    /// The trait collection: the superview's (the preview device's at the top) with
    /// `overrideUserInterfaceStyle` and `traitOverrides` applied.
    open var traitCollection: UITraitCollection { inheritedTraits(from: superview?.traitCollection ?? .current) }
    /// The traits it sets for itself and its subviews (iOS 17).
    open var traitOverrides = UITraitOverrides()
    /// The style it overrides the system's with.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    var traitChangeRegistrations: [UITraitChangeToken] = []

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
    /// Converts a point to another view's coordinates (nil: the window's), through the frames of
    /// the superviews.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let (mine, theirs) = (originInRoot, view?.originInRoot ?? .zero)
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }
    /// Converts a rectangle to another view's coordinates (nil: the window's).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }
    /// Converts a point from another view's coordinates (nil: the window's).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let (mine, theirs) = (originInRoot, view?.originInRoot ?? .zero)
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }
    /// Converts a rectangle from another view's coordinates (nil: the window's).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }
    /// Where the view's origin is in its topmost superview.
    var originInRoot: CGPoint {
        var origin = frame.origin
        var ancestor = superview
        while let view = ancestor {
            origin = CGPoint(x: origin.x + view.frame.origin.x, y: origin.y + view.frame.origin.y)
            ancestor = view.superview
        }
        return origin
    }
    /// The constraints it holds (kept, never solved).
    public private(set) var constraints: [NSLayoutConstraint] = []
    /// Adds constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    /// Adds a constraint.
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    /// Removes constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints.removeAll { held in constraints.contains { $0 === held } } }
    /// Removes a constraint.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    /// The size its constraints give it, as small as they allow: its intrinsic size, else its
    /// frame's size, as constraints are not solved here.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size its constraints give it: on an axis of required priority the target's length, on
    /// the others its intrinsic length, else its frame's.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let intrinsic = intrinsicContentSize
        let width = horizontalFittingPriority == .required ? targetSize.width
            : intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : frame.width
        let height = verticalFittingPriority == .required ? targetSize.height
            : intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : frame.height
        return CGSize(width: width, height: height)
    }
    /// The view itself or the first subview, depth first, with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }
    /// Sets how strongly it resists growing.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Sets how strongly it resists shrinking.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// No intrinsic size on an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Its layout guide of the margins.
    open var layoutMarginsGuide: UILayoutGuide { guides.margins }
    /// Its margins.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Its margins by leading and trailing edge (left to right, as a preview's layout is).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    /// Whether subviews keep the superview's margins.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area.
    open var insetsLayoutMarginsFromSafeArea = true
    /// The margins changed.
    open func layoutMarginsDidChange() {}
    /// The safe area changed.
    open func safeAreaInsetsDidChange() {}
    /// Its layout guide of the safe area.
    open var safeAreaLayoutGuide: UILayoutGuide { guides.safeArea }
    /// Its layout guide of a width comfortable to read: its margins on an iPhone.
    open var readableContentGuide: UILayoutGuide { guides.readableContent }
    /// Its layout guide of the keyboard: hidden in a preview, so a guide of no height at the
    /// bottom of the safe area.
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { guides.keyboard }
    /// The layout guides it owns.
    public private(set) var layoutGuides: [UILayoutGuide] = []
    /// Adds a layout guide.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        layoutGuides.append(layoutGuide)
    }
    /// Removes a layout guide.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }
    lazy var guides = SystemLayoutGuides(owner: self)
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
    public init(windowScene: UIWindowScene) {
        super.init(frame: UIScreen.main.bounds)
        self.windowScene = windowScene
    }
    /// A window with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// Whether it is the key window.
    open var isKeyWindow: Bool { true }
    /// Makes it key and visible.
    open func makeKeyAndVisible() {}
    /// Makes it the key window.
    open func makeKey() {}
    /// Its scene (nil for a window made with a frame).
    open weak var windowScene: UIWindowScene?
    /// Its screen.
    open var screen: UIScreen { .main }
    /// Where it stacks among windows.
    open var windowLevel = UIWindow.Level.normal
    /// The safe area: the rendered device's (its status bar or sensor housing, its home
    /// indicator), as a full-screen window has on that device.
    open override var safeAreaInsets: UIEdgeInsets {
        let device = UIScreen.renderedDevice
        return UIEdgeInsets(top: CGFloat(device.topSafeArea), left: 0, bottom: CGFloat(device.bottomSafeArea), right: 0)
    }
    /// Where a window stacks (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level's height.
        public let rawValue: CGFloat
        /// A level of a height.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The app's windows.
        public static let normal = Level(rawValue: 0)
        /// Above the status bar.
        public static let statusBar = Level(rawValue: 1000)
        /// The alerts' level.
        public static let alert = Level(rawValue: 2000)
    }
}
#endif
