/// A way to show a laid-out screen (swift-snapshot-testing's strategies): each format is a
/// renderer over the same `LaidOutScreen` value.
public enum RenderFormat: String, Sendable, Hashable, CaseIterable {
    /// A character grid in Unicode box drawing, for terminals and CI logs.
    case text
    /// Every element with kind, frame, font, lines and flags, one per line: stable and diffable.
    case tree
    /// The same tree as JSON, for tools.
    case json
    /// Shapes, colors and text as SVG, for the HTML report.
    case svg

    /// The renderer of this format.
    public var renderer: any ScreenRenderer {
        switch self {
        case .text: TextGridRenderer()
        case .tree: TreeRenderer()
        case .json: JSONRenderer()
        case .svg: SVGRenderer()
        }
    }
}

/// Turns a laid-out screen into text in one format. Renderers only read the screen; they never
/// lay anything out again.
public protocol ScreenRenderer: Sendable {
    /// The screen in this renderer's format.
    func render(_ screen: LaidOutScreen) -> String
}

/// The one-line header every rendering starts with: screen, device, locale, size, scheme.
enum ScreenHeader {
    static func line(_ screen: LaidOutScreen) -> String {
        "\(screen.name) · \(screen.configuration)"
    }
}
