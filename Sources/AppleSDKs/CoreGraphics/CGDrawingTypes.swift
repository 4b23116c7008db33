#if os(Linux)
import Foundation

// The values Core Graphics' drawing calls take: modes, styles, gradients and bitmap formats.

/// How drawing combines with what is below (Core Graphics' `CGBlendMode`).
public enum CGBlendMode: Int32, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// How a line's ends are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable { case butt, round, square }

/// How lines are joined (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable { case miter, round, bevel }

/// Which points are inside a path (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Hashable { case winding, evenOdd }

/// How a path is drawn (Core Graphics' `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable, Hashable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// How text is drawn (Core Graphics' `CGTextDrawingMode`).
public enum CGTextDrawingMode: Int32, Sendable, Hashable { case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip }

/// How carefully images are scaled (Core Graphics' `CGInterpolationQuality`).
public enum CGInterpolationQuality: Int32, Sendable, Hashable { case `default`, none, low, high, medium }

/// Whether a gradient extends beyond its ends (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills before the start.
    public static let drawsBeforeStartLocation = Self(rawValue: 1 << 0)
    /// The end colour fills after the end.
    public static let drawsAfterEndLocation = Self(rawValue: 1 << 1)
}

/// Where a bitmap keeps its alpha (Core Graphics' `CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout (Core Graphics' `CGBitmapInfo`): alpha, float and byte-order bits.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits holding a `CGImageAlphaInfo`.
    public static let alphaInfoMask = Self(rawValue: 0x1F)
    /// The bits saying whether components are floats.
    public static let floatInfoMask = Self(rawValue: 0xF00)
    /// Components are floats.
    public static let floatComponents = Self(rawValue: 1 << 8)
    /// The bits of the byte order.
    public static let byteOrderMask = Self(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = Self([])
    /// 16-bit little-endian.
    public static let byteOrder16Little = Self(rawValue: 1 << 12)
    /// 32-bit little-endian.
    public static let byteOrder32Little = Self(rawValue: 2 << 12)
    /// 16-bit big-endian.
    public static let byteOrder16Big = Self(rawValue: 3 << 12)
    /// 32-bit big-endian.
    public static let byteOrder32Big = Self(rawValue: 4 << 12)
}

/// A gradient of colours (Core Graphics' `CGGradient`): its colours and locations are kept,
/// nothing is drawn with it here.
public final class CGGradient: @unchecked Sendable {
    /// The number of colours.
    let count: Int
    /// A gradient of colours (`CGColor`s, as a `CFArray`) at locations 0…1 (evenly spread when nil);
    /// nil when there are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: [Any], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        count = colors.count
    }
    /// A gradient of `count` colours given by their components in a colour space; nil when `count` is 0.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?,
                 count: Int) {
        guard count > 0 else { return nil }
        self.count = count
    }
}
#endif
