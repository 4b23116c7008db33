#if os(Linux)
import Foundation
import SwiftUI

/// A color Core Graphics draws with (`CGColor`): a SwiftUI color underneath.
public final class CGColor: @unchecked Sendable {
    /// The color drawn.
    package let color: Color
    /// The components (red, green, blue, alpha) it was made of, when known.
    public let components: [CGFloat]?

    /// A color drawing `color`.
    package init(color: Color, components: [CGFloat]? = nil) {
        self.color = color
        self.components = components
    }
    /// A color by components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)), components: [red, green, blue, alpha])
    }
    /// A gray.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(color: Color(white: Double(gray), opacity: Double(alpha)), components: [gray, alpha])
    }
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// The number of components.
    public var numberOfComponents: Int { components?.count ?? 4 }
    /// The color with another opacity.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color: color.opacity(Double(alpha))) }
    /// Black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Clear.
    public static let clear = CGColor(gray: 0, alpha: 0)
}

extension Color {
    /// A SwiftUI color of a Core Graphics one.
    public init(cgColor: CGColor) { self = cgColor.color }
    /// The color as Core Graphics' `CGColor`.
    public var cgColor: CGColor? { CGColor(color: self) }
}

/// A bitmap image (Core Graphics' `CGImage`): its size only, as no pixels are decoded here.
public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// An image of a size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// An image of the pixels inside `rect` (the same size as `rect` here).
    public func cropping(to rect: CGRect) -> CGImage? { CGImage(width: Int(rect.width), height: Int(rect.height)) }
}

extension ImageRenderer {
    /// The view as a bitmap of its laid-out size at the renderer's scale (no pixels are drawn here).
    public var cgImage: CGImage? {
        let size = renderedSize
        return CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// Hands `renderer` the view's size and a function drawing it into a context (which draws
    /// nothing here), as SwiftUI's `render(rasterizationScale:renderer:)` does for a PDF or a bitmap.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        renderer(renderedSize) { _ in }
    }
}

#endif
