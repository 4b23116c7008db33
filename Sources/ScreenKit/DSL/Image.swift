/// An image (SwiftUI's `Image`): an SF Symbol sized by the current font and image scale, or a
/// named image. Symbols scale with Dynamic Type like text; directional ones flip in RTL.
nonisolated public struct Image: View, PrimitiveView {
    enum Source: Hashable {
        case system(String)
        case named(String)
    }

    let source: Source

    /// The SF Symbol's name, for an image of one (`Image(systemName:)`).
    package var systemName: String? {
        if case .system(let name) = source { return name }
        return nil
    }
    var isResizable = false
    /// Where the image was written.
    let sourceLocation: ViewSourceLocation

    /// An SF Symbol by name.
    public init(systemName: String, file: StaticString = #filePath, line: UInt = #line) {
        source = .system(systemName)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// An image from the app's assets, by name (laid out at 24×24 pt unless resizable).
    public init(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        source = .named(name)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// The image stretched to the space it is offered.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Symbol sizes relative to the font (SwiftUI's `Image.Scale`).
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        case small, medium, large

        /// How much bigger than a medium symbol: Apple describes small and large as about 20%
        /// smaller and 30% larger than medium.
        var factor: Double {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        [Node(.image(ImageContent(source: source, isResizable: isResizable)), context, sourceLocation: sourceLocation)]
    }
}

/// What an image node draws and how big it is.
struct ImageContent {
    var source: Image.Source
    var isResizable: Bool

    /// The font the symbol is sized by, at the size category `category`.
    func font(_ environment: EnvironmentValues, _ category: ContentSizeCategory) -> ResolvedFont {
        (environment.font ?? .body).resolved(in: category)
    }

    /// The image's size: a symbol is about as tall as its font's line and as wide as its
    /// glyph (from the symbol table), times the image scale; a named image 24×24.
    func size(for proposal: ProposedSize, environment: EnvironmentValues, category: ContentSizeCategory) -> Size {
        if isResizable {
            return Size(width: proposal.width ?? 24, height: proposal.height ?? 24)
        }
        switch source {
        case .named:
            return Size(width: 24, height: 24)
        case .system(let name):
            let font = font(environment, category)
            let scale = environment.imageScale.factor
            let info = SymbolCatalog.info(for: name)
            return Size(width: (info.widthEm * font.pointSize * scale).rounded(), height: (font.pointSize * 1.2 * scale).rounded())
        }
    }
}
