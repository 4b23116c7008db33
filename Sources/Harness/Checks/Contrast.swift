import ScreenKit

/// WCAG 2.x contrast: the colors a text is seen in, and the ratio between them.
enum Contrast {
    /// The contrast ratio of two opaque colors, from 1 (none) to 21 (black on white).
    static func ratio(_ first: RGBA, _ second: RGBA) -> Double {
        let a = first.relativeLuminance, b = second.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The ratio WCAG asks of text: 3:1 for large text (18 pt and up, or 14 pt bold), else 4.5:1.
    static func required(for font: ResolvedFont?) -> Double {
        guard let font else { return 4.5 }
        let isLarge = font.pointSize >= 18 || (font.pointSize >= 14 && font.weight >= .bold)
        return isLarge ? 3 : 4.5
    }

    /// The color `paint` has at `point` inside `frame` (a gradient's color where the point falls
    /// along it), in `scheme`, with Increase Contrast as `contrast` says.
    static func color(of paint: Paint, at point: Point, in frame: Rect, scheme: ColorScheme, contrast: ColorSchemeContrast = .standard) -> RGBA {
        switch paint {
        case .color(let color):
            return color.resolved(in: scheme, contrast: contrast)
        case .linearGradient(let gradient):
            let colors = gradient.gradient.colors.map { $0.resolved(in: scheme, contrast: contrast) }
            guard let first = colors.first else { return RGBA(0, 0, 0, 0) }
            guard colors.count > 1 else { return first }
            let start = Point(x: frame.minX + gradient.startPoint.x * frame.width, y: frame.minY + gradient.startPoint.y * frame.height)
            let end = Point(x: frame.minX + gradient.endPoint.x * frame.width, y: frame.minY + gradient.endPoint.y * frame.height)
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            let t = length > 0 ? max(0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / length)) : 0
            let position = t * Double(colors.count - 1)
            let lower = min(colors.count - 2, Int(position.rounded(.down)))
            return mix(colors[lower], colors[lower + 1], position - Double(lower))
        }
    }

    /// `a` and `b` mixed, `fraction` of the way to `b`.
    static func mix(_ a: RGBA, _ b: RGBA, _ fraction: Double) -> RGBA {
        func channel(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * fraction).rounded()) }
        return RGBA(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue), a.alpha + (b.alpha - a.alpha) * fraction)
    }

    /// `color` with its opacity multiplied by `factor`.
    static func fading(_ color: RGBA, by factor: Double) -> RGBA {
        RGBA(color.red, color.green, color.blue, color.alpha * factor)
    }
}
