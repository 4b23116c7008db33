#if os(Linux)
import Foundation

// iOS 16's shadowed shape styles: `.foregroundStyle(.blue.shadow(.drop(radius: 2)))`,
// `.fill(.shadow(.inner(radius: 3)))`. A shadow changes no layout and, at most a few points
// wide, not the colour text is read against, so the style paints as the one it shadows.

/// A drop or inner shadow a shape style can carry (SwiftUI's `ShadowStyle`).
public struct ShadowStyle: Sendable, Hashable {
    let isInner: Bool
    let radius: CGFloat

    /// A shadow cast below the content.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, radius: radius)
    }

    /// A shadow inside the content's edges.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, radius: radius)
    }
}

extension ShapeStyle {
    /// This style with a shadow: it paints as the style.
    public func shadow(_ style: ShadowStyle) -> OpacityShapeStyle { OpacityShapeStyle(base: paint, opacity: 1) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style with a shadow (`.fill(.shadow(.inner(radius: 3)))`).
    public static func shadow(_ style: ShadowStyle) -> ForegroundStyle { ForegroundStyle() }
}
#endif
