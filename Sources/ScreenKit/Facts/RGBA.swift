import Foundation

/// A concrete color: 8-bit red, green, blue and an opacity from 0 to 1.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: Int
    /// Green, 0–255.
    public var green: Int
    /// Blue, 0–255.
    public var blue: Int
    /// Opacity, 0–1.
    public var alpha: Double

    /// A color from its channels.
    public init(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from a 24-bit hex value (0xFF3B30).
    public init(hex: Int, alpha: Double = 1) {
        self.init((hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF, alpha)
    }

    /// `#RRGGBB` when opaque, `rgba(r,g,b,a)` otherwise — the CSS forms SVG accepts.
    public var description: String {
        if alpha >= 1 {
            return "#" + [red, green, blue].map { Self.hexByte($0) }.joined()
        }
        return "rgba(\(red),\(green),\(blue),\(PointFormat.string(alpha)))"
    }

    /// The color with its opacity multiplied by `factor`.
    func multiplyingOpacity(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }

    /// WCAG 2.x relative luminance of the color (ignoring opacity).
    public var relativeLuminance: Double {
        func channel(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }

    /// The color seen over an opaque `background`.
    public func composited(over background: RGBA) -> RGBA {
        func mix(_ top: Int, _ bottom: Int) -> Int { Int((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return RGBA(mix(red, background.red), mix(green, background.green), mix(blue, background.blue), 1)
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789ABCDEF")
        let clamped = max(0, min(255, value))
        return String([digits[clamped >> 4], digits[clamped & 0xF]])
    }
}

