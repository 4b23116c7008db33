#if os(Linux)
import Foundation

/// A gradient over a grid of points (SwiftUI's `MeshGradient`): drawn as a gradient of its
/// colours from top to bottom, so what is drawn on it is judged against those colours.
nonisolated public struct MeshGradient: View, ShapeStyle {
    private let colors: [Color]

    /// A mesh of `width` × `height` points, each with its colour.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.colors = colors
    }

    /// The gradient it is drawn as.
    private var gradient: LinearGradient {
        LinearGradient(colors: colors.isEmpty ? [Color.clear] : colors, startPoint: .top, endPoint: .bottom)
    }

    /// The paint the mesh fills with: its colours from top to bottom.
    public var paint: Paint { gradient.paint }

    public var body: some View { gradient }
}
#endif

#if os(Linux)
extension Gradient {
    /// The colour space a gradient blends in (SwiftUI's `Gradient.ColorSpace`); blending is not
    /// drawn, so both give the same render.
    public struct ColorSpace: Hashable, Sendable {
        private let name: String
        /// The device's colour space.
        public static let device = ColorSpace(name: "device")
        /// A perceptual colour space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient blended in `space`.
    public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}
#endif
