#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInQuartzCore

extension NSAttributedString.Key {
    /// The font (UIKit's).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text color (UIKit's).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background color (UIKit's).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (UIKit's).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The letter spacing (UIKit's).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline (UIKit's).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough (UIKit's).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link (UIKit's).
    public static let link = NSAttributedString.Key("NSLink")
}

extension NSString {
    /// The size of the string drawn with attributes: an estimate from the font's size, as text is
    /// measured by SwiftUI's layout here.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let pointSize = (attrs?[.font] as? UIFont)?.pointSize ?? 17
        return CGSize(width: CGFloat(length) * pointSize * 0.55, height: pointSize * 1.2)
    }
    /// Draws the string at a point (nothing is drawn here).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    /// Draws the string in a rectangle (nothing is drawn here).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}

extension CGRect {
    /// The rectangle inset by edge insets (UIKit's).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}

/// A rectangle (Core Graphics' C spelling).
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: x, y: y, width: width, height: height) }

/// The identity transform (Core Graphics' C spelling).
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// The current graphics context: none, as nothing is drawn outside a renderer here.
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

/// Saves an image to the photo library: nothing is saved in a preview, and the completion
/// selector is not called (no Objective-C runtime).
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}

extension UIColor {
    /// Sets the fill and stroke color of the current context.
    public func set() {}
}

extension UIBezierPath {
    /// Whether it has no points.
    public var isEmpty: Bool { bounds.isEmpty }
    /// Clips drawing to it (nothing is drawn here).
    public func addClip() {}
    /// Removes every point.
    public func removeAllPoints() {}
    /// Sets the dash pattern.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}

extension UIView {
    /// The smallest size that fits.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size that fits.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

extension UIStackView {
    /// Inserts an arranged view at an index.
    public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) { addArrangedSubview(view) }
}

extension UIApplication {
    /// The Home Screen quick actions: none.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { nil }
        set {}
    }
}

extension UIScene {
    /// Whether a scene is shown.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    /// The scene's state: in front.
    public var activationState: ActivationState { .foregroundActive }
}

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// It scrolled.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// A grid layout (UIKit's `UICollectionViewFlowLayout`).
open class UICollectionViewFlowLayout: UICollectionViewLayout, @unchecked Sendable {
    /// The item's size.
    open var itemSize = CGSize(width: 50, height: 50)
    /// The spacing between items.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The spacing between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The direction it scrolls.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The sections' insets.
    open var sectionInset = UIEdgeInsets.zero
    /// The estimated item size.
    open var estimatedItemSize = CGSize.zero
}

extension UICollectionView {
    /// Which way a collection view scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// What a flow layout asks its delegate (UIKit's `UICollectionViewDelegateFlowLayout`).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UIScrollViewDelegate {}

extension CALayer {
    /// How corners are curved.
    public var cornerCurve: CALayerCornerCurve {
        get { .circular }
        set {}
    }
}

/// How a layer's corners curve (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular"), continuous = CALayerCornerCurve(rawValue: "continuous")
}
#endif
