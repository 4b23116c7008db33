#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A scroll view (UIKit's `UIScrollView`): its offset, insets and zoom are kept and clamped as on a
/// device, but nothing scrolls, bounces or decelerates in a preview, so its delegate is never told.
open class UIScrollView: UIView, @unchecked Sendable {
    /// How the safe area insets the content.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// How the keyboard is dismissed by scrolling.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// The scroll indicators' style.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    /// How fast scrolling slows down (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The usual rate.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate the scroll view itself keeps (subclasses with their own `delegate` type set it too).
    weak var scrollViewDelegate: (any UIScrollViewDelegate)?
    private var zoom: CGFloat = 1

    /// The smallest zoom.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom.
    open var maximumZoomScale: CGFloat = 1
    /// The zoom, kept between `minimumZoomScale` and `maximumZoomScale`.
    open var zoomScale: CGFloat {
        get { zoom }
        set { zoom = min(max(newValue, minimumZoomScale), max(minimumZoomScale, maximumZoomScale)) }
    }
    /// Whether zooming bounces past its limits.
    open var bouncesZoom = true
    /// Whether it is zooming: never in a preview.
    open var isZooming: Bool { false }
    /// Whether a zoom is bouncing back: never in a preview.
    open var isZoomBouncing: Bool { false }
    /// How fast scrolling slows down.
    open var decelerationRate = DecelerationRate.normal
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl?
    /// How the safe area insets the content.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether it bounces vertically when the content is short.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally when the content is narrow.
    open var alwaysBounceHorizontal = false
    /// The guide of the content's bounds (for Auto Layout of the content).
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(owner: self)
    /// The guide of the scroll view's frame.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(owner: self)

    /// The proxy of every scroll view.
    open override class func appearance() -> UIScrollView { UIScrollView() }

    /// The offset.
    open var contentOffset = CGPoint.zero
    /// The content's size.
    open var contentSize = CGSize.zero
    /// The content's inset.
    open var contentInset = UIEdgeInsets.zero
    /// The inset after the safe area: the content inset, as a preview has no safe area here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// Whether it bounces.
    open var bounces = true
    /// Whether it pages.
    open var isPagingEnabled = false
    /// Whether scrolling keeps to one axis.
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true
    /// Whether touches wait to see if the user scrolls.
    open var delaysContentTouches = true
    /// Whether scrolling cancels touches in the content.
    open var canCancelContentTouches = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' style.
    open var indicatorStyle = IndicatorStyle.default
    /// The vertical indicator's insets.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The horizontal indicator's insets.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets.
    open var scrollIndicatorInsets = UIEdgeInsets.zero
    /// Whether the indicators' insets follow the safe area.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// How the keyboard is dismissed.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// Whether the user is touching it: never in a preview.
    open var isTracking: Bool { false }
    /// Whether the user is dragging it: never in a preview.
    open var isDragging: Bool { false }
    /// Whether it is slowing down after a drag: never in a preview.
    open var isDecelerating: Bool { false }
    /// The pan that scrolls it.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// The pinch that zooms it, when it zooms.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { maximumZoomScale > minimumZoomScale ? pinch : nil }
    private let pinch = UIPinchGestureRecognizer()

    /// Scrolls to an offset (at once: nothing animates in a preview).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { self.contentOffset = contentOffset }
    /// Zooms to a scale (clamped to the limits).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    /// Zooms so `rect` of the content fills the bounds, as far as the limits allow, and scrolls to it.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height) * zoomScale
        contentOffset = CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale)
    }
    /// Scrolls so `rect` of the content is in the bounds.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }
    /// Shows the indicators briefly (nothing shows in a preview).
    open func flashScrollIndicators() {}
}

/// Gives every scroll view a `delegate` of `UIScrollViewDelegate` (UIKit's `UIScrollView.delegate`),
/// while its subclasses (tables, collection views, text views, canvases) declare their own.
public protocol UIScrollViewDelegateOwning: UIScrollView {}

extension UIScrollView: UIScrollViewDelegateOwning {}

extension UIScrollViewDelegateOwning {
    /// What the scroll view tells of scrolls and zooms (weak): never told in a preview.
    @MainActor public var delegate: (any UIScrollViewDelegate)? {
        get { scrollViewDelegate }
        set { scrollViewDelegate = newValue }
    }
}
#endif
