#if os(Linux)
@_exported import Foundation
@_exported import StandInCoreGraphics

/// A layer views draw into (Core Animation's `CALayer`): the properties apps set on it, never drawn.
open class CALayer: NSObject, @unchecked Sendable {
    /// A layer (required: a view makes its layer of its `layerClass`).
    public required override init() {}
    /// The corner radius.
    open var cornerRadius: CGFloat = 0
    /// Which corners are rounded.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Whether sublayers are clipped.
    open var masksToBounds = false
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's color.
    open var borderColor: CGColor?
    /// The background color.
    open var backgroundColor: CGColor?
    /// The shadow's color.
    open var shadowColor: CGColor?
    /// The shadow's opacity.
    open var shadowOpacity: Float = 0
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's path.
    open var shadowPath: CGPath?
    /// The opacity.
    open var opacity: Float = 1
    /// The frame.
    open var frame = CGRect.zero
    /// The bounds.
    open var bounds = CGRect.zero
    /// The position.
    open var position = CGPoint.zero
    /// The sublayers.
    open var sublayers: [CALayer]?
    /// The mask.
    open var mask: CALayer?
    /// Adds a sublayer.
    open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }
    /// Takes it out of its superlayer.
    open func removeFromSuperlayer() {}
    /// Inserts a sublayer at `index`.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { addSublayer(layer) }
    /// Removes every animation.
    open func removeAllAnimations() {}
}

/// Which corners of a layer are rounded (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1), layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4), layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// A layer of a shape (Core Animation's `CAShapeLayer`).
open class CAShapeLayer: CALayer, @unchecked Sendable {
    /// The path.
    open var path: CGPath?
    /// The fill color.
    open var fillColor: CGColor?
    /// The stroke color.
    open var strokeColor: CGColor?
    /// The line width.
    open var lineWidth: CGFloat = 1
}

/// A layer of a gradient (Core Animation's `CAGradientLayer`).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    /// The colors.
    open var colors: [Any]?
    /// The stops.
    open var locations: [NSNumber]?
    /// The start point.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// The end point.
    open var endPoint = CGPoint(x: 0.5, y: 1)
}

/// Groups layer changes (Core Animation's `CATransaction`).
public enum CATransaction {
    /// Begins a transaction.
    public static func begin() {}
    /// Commits it.
    public static func commit() {}
    /// Turns implicit animations off.
    public static func setDisableActions(_ flag: Bool) {}
}
#endif
