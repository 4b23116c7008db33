#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation
import StandInCoreGraphics

/// Insets that follow the layout direction (UIKit's `NSDirectionalEdgeInsets`): leading and trailing
/// rather than left and right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat
    /// Insets of the given sizes (`NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    /// No insets (`NSDirectionalEdgeInsets()`).
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets (`NSDirectionalEdgeInsets.zero`).
    public static let zero = NSDirectionalEdgeInsets()
}

/// Edges of a rectangle that follow the layout direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the edges.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
#endif
