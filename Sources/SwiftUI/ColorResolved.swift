#if os(Linux)
import Foundation

// iOS 17's concrete colour values: `color.resolve(in: environment)` for code that turns a colour
// into components (hex strings, blending, contrast of its own), and `Color(resolved)` back.

extension Color {
    /// A colour's concrete sRGB components in one environment (SwiftUI's `Color.Resolved`).
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// Red, 0–1.
        public var red: Float
        /// Green, 0–1.
        public var green: Float
        /// Blue, 0–1.
        public var blue: Float
        /// Opacity, 0–1.
        public var opacity: Float

        /// A colour from its sRGB components.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// A colour from components in a colour space, taken as sRGB (as `Color(_:red:green:blue:)`).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        }

        /// The colour as `#RRGGBBAA`, as SwiftUI describes it.
        public var description: String {
            let channels = [red, green, blue, opacity].map { Int(($0 * 255).rounded()).clamped(0, 255) }
            return "#" + channels.map { String(format: "%02X", $0) }.joined()
        }
    }

    /// The colour's components in `environment`: its colour scheme, contrast and accent.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let value = resolved(in: environment.colorScheme, accent: environment.accentColor, contrast: environment.colorSchemeContrast)
        return Resolved(red: Float(value.red) / 255, green: Float(value.green) / 255, blue: Float(value.blue) / 255,
                        opacity: Float(value.alpha))
    }

    /// A colour of resolved components.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  opacity: Double(resolved.opacity))
    }
}

private extension Int {
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(Swift.max(self, low), high) }
}
#endif
