import ToolSupport

/// The `svg` format: the screen drawn with its shapes, colors (resolved for the screen's light or
/// dark scheme, and with Increase Contrast when asked) and text, for people who would rather look
/// than read.
public struct SVGRenderer: ScreenRenderer {
    /// Whether the system colors are drawn with their increased-contrast values
    /// (`SystemColor.increasedContrastValues`), as a reader with Increase Contrast on sees them.
    public var contrast: ColorSchemeContrast

    /// An SVG renderer, drawing with Increase Contrast as `contrast` says.
    public init(contrast: ColorSchemeContrast = .standard) {
        self.contrast = contrast
    }

    public func render(_ screen: LaidOutScreen) -> String {
        let size = screen.configuration.device.size
        let scheme = screen.configuration.colorScheme
        var body = ""
        var gradients = 0
        draw(screen.root, scheme: scheme, into: &body, gradients: &gradients)
        let background = SystemColor.systemBackground.resolved(in: scheme, contrast: contrast)
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(PointFormat.string(size.width))" height="\(PointFormat.string(size.height))" \
        viewBox="0 0 \(PointFormat.string(size.width)) \(PointFormat.string(size.height))">
        <title>\(escape(ScreenHeader.line(screen)))</title>
        <rect x="0" y="0" width="\(PointFormat.string(size.width))" height="\(PointFormat.string(size.height))" fill="\(background)"/>
        \(body)</svg>

        """
    }

    private func draw(_ element: Element, scheme: ColorScheme, into output: inout String, gradients: inout Int) {
        guard !element.isHidden else { return }
        let ordered = element.children.filter { $0.role == .background }
        for child in ordered { draw(child, scheme: scheme, into: &output, gradients: &gradients) }
        let frame = element.frame
        let box = "x=\"\(PointFormat.string(frame.minX))\" y=\"\(PointFormat.string(frame.minY))\" width=\"\(PointFormat.string(frame.width))\" height=\"\(PointFormat.string(frame.height))\""
        let opacity = element.opacity < 1 ? " opacity=\"\(PointFormat.string(element.opacity))\"" : ""
        switch element.kind {
        case .rectangle, .roundedRectangle, .color, .gradient, .circle, .capsule, .divider:
            var paint = "none"
            if let fill = element.fill {
                switch fill {
                case .color(let color): paint = color.resolved(in: scheme, contrast: contrast).description
                case .linearGradient(let gradient):
                    gradients += 1
                    let id = "g\(gradients)"
                    let stops = gradient.gradient.colors.enumerated().map { index, color in
                        let offset = gradient.gradient.colors.count > 1 ? Double(index) / Double(gradient.gradient.colors.count - 1) : 0
                        let value = color.resolved(in: scheme, contrast: contrast)
                        return "<stop offset=\"\(PointFormat.string(offset))\" stop-color=\"\(RGBA(value.red, value.green, value.blue))\" stop-opacity=\"\(PointFormat.string(value.alpha))\"/>"
                    }.joined()
                    output += "<defs><linearGradient id=\"\(id)\" x1=\"\(PointFormat.string(gradient.startPoint.x))\" y1=\"\(PointFormat.string(gradient.startPoint.y))\" x2=\"\(PointFormat.string(gradient.endPoint.x))\" y2=\"\(PointFormat.string(gradient.endPoint.y))\">\(stops)</linearGradient></defs>\n"
                    paint = "url(#\(id))"
                }
            }
            let stroke = element.strokeWidth.map { " fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(PointFormat.string($0))\"" } ?? " fill=\"\(paint)\""
            switch element.outline {
            case .circle?:
                let radius = min(frame.width, frame.height) / 2
                output += "<circle cx=\"\(PointFormat.string(frame.minX + frame.width / 2))\" cy=\"\(PointFormat.string(frame.minY + frame.height / 2))\" r=\"\(PointFormat.string(radius))\"\(stroke)\(opacity)/>\n"
            case .roundedRectangle(let radius)?:
                output += "<rect \(box) rx=\"\(PointFormat.string(radius))\"\(stroke)\(opacity)/>\n"
            case .capsule?, .ellipse?:
                output += "<rect \(box) rx=\"\(PointFormat.string(min(frame.width, frame.height) / 2))\"\(stroke)\(opacity)/>\n"
            default:
                output += "<rect \(box)\(stroke)\(opacity)/>\n"
            }
        case .text:
            let color = (element.foreground ?? .primary).resolved(in: scheme, contrast: contrast)
            let font = element.font
            let lineHeight = element.lineHeight ?? 20
            for (index, line) in element.lines.enumerated() {
                let baseline = frame.minY + Double(index) * lineHeight + lineHeight * 0.78
                let x = TextPlacement.lineX(line, in: element)
                output += "<text x=\"\(PointFormat.string(x))\" y=\"\(PointFormat.string(baseline))\" font-family=\"Inter, -apple-system, sans-serif\" font-size=\"\(PointFormat.string(font?.pointSize ?? 17))\" font-weight=\"\(font?.weight.rawValue ?? 400)\" fill=\"\(color)\"\(opacity)>\(escape(line.visual))</text>\n"
            }
        case .image:
            if let symbol = element.symbol {
                let color = (element.foreground ?? .primary).resolved(in: scheme, contrast: contrast)
                output += "<text x=\"\(PointFormat.string(frame.minX + frame.width / 2))\" y=\"\(PointFormat.string(frame.minY + frame.height * 0.8))\" text-anchor=\"middle\" font-size=\"\(PointFormat.string(frame.height * 0.8))\" fill=\"\(color)\"\(opacity)>\(escape(symbol.glyph))</text>\n"
            }
        default:
            break
        }
        for child in element.children where child.role != .background {
            draw(child, scheme: scheme, into: &output, gradients: &gradients)
        }
    }

    /// `text` as XML character data: markup escaped, and the characters XML 1.0 forbids (C0
    /// controls a catalog may hold) replaced, so the SVG stays well-formed whatever the text.
    private func escape(_ text: String) -> String {
        XMLText.escaped(text)
    }
}

/// Where a text's lines go inside its frame: by the text's alignment, leading meaning the right
/// edge in right-to-left layouts.
enum TextPlacement {
    /// The x of `line`'s left end inside `element`'s frame.
    static func lineX(_ line: TextLine, in element: Element) -> Double {
        let frame = element.frame
        let free = max(0, frame.width - line.width)
        let rightToLeft = element.layoutDirection == .rightToLeft
        switch element.textAlignment ?? .leading {
        case .leading: return frame.minX + (rightToLeft ? free : 0)
        case .center: return frame.minX + free / 2
        case .trailing: return frame.minX + (rightToLeft ? 0 : free)
        }
    }
}
