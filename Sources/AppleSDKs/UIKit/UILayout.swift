#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore

/// An Auto Layout constraint (UIKit's `NSLayoutConstraint`): kept, never solved, as UIKit views
/// are placeholders in a preview.
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    /// An axis of a layout.
    public enum Axis: Int, Sendable { case horizontal, vertical }
    /// Whether it is active.
    open var isActive = false
    /// Its constant.
    open var constant: CGFloat = 0
    /// Its priority.
    open var priority = UILayoutPriority.required
    /// Its identifier.
    open var identifier: String?
    /// A constraint.
    public override init() {}
    /// Activates constraints.
    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// A constraint's priority (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    public static let required = UILayoutPriority(1000), defaultHigh = UILayoutPriority(750), defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An edge or center of a view's layout (UIKit's `NSLayoutAnchor`).
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @unchecked Sendable {
    /// An anchor.
    public override init() {}
    /// Equal to another anchor.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// Equal to another anchor plus a constant.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// At least another anchor.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// At least another anchor plus a constant.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// At most another anchor.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// At most another anchor plus a constant.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A horizontal anchor (UIKit's `NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {}

/// A vertical anchor (UIKit's `NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {}

/// A width or height anchor (UIKit's `NSLayoutDimension`).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    /// Equal to a constant.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// At least a constant.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// At most a constant.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// A multiple of another dimension.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// A multiple of another dimension plus a constant.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A rectangle views are laid out against (UIKit's `UILayoutGuide`).
open class UILayoutGuide: NSObject, @unchecked Sendable {
    /// The view it belongs to.
    open weak var owningView: UIView?
    init(owner: UIView) { owningView = owner }
    /// A guide.
    public override init() {}
    /// Its leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// Its top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// Its width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// Its height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}
#endif
