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
    /// Whether VoiceOver skips the image (`Image(decorative:)`).
    var isDecorative = false
    /// Where the image was written.
    let sourceLocation: ViewSourceLocation

    /// An SF Symbol by name.
    public init(systemName: String, file: StaticString = #filePath, line: UInt = #line) {
        source = .system(systemName)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// An image from the app's assets, by name: laid out at its image set's size in points when
    /// the app's asset catalogs are read (`l10n check --app`), else at 24×24 pt, unless resizable.
    public init(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        source = .named(name)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// An image from the app's assets that VoiceOver skips (SwiftUI's `Image(decorative:)`).
    public init(decorative name: String, file: StaticString = #filePath, line: UInt = #line) {
        self.init(name, file: file, line: line)
        isDecorative = true
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
        let node = Node(.image(ImageContent(source: source, isResizable: isResizable)), context, sourceLocation: sourceLocation)
        if isDecorative { node.accessibility.isHidden = true }
        return [node]
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
    /// glyph (from the symbol table), times the image scale; a named image its image set's size in
    /// points, or 24×24 when the catalogs do not give one. A resizable image takes the space it
    /// is offered, its own size along an axis offered nothing in particular.
    func size(for proposal: ProposedSize, environment: EnvironmentValues, category: ContentSizeCategory) -> Size {
        switch source {
        case .named(let name):
            let natural = Self.assetSize(of: name, in: environment) ?? Self.placeholderSize
            guard isResizable else { return natural }
            return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
        case .system(let name):
            if isResizable { return Size(width: proposal.width ?? 24, height: proposal.height ?? 24) }
            let font = font(environment, category)
            let scale = environment.imageScale.factor
            let info = SymbolCatalog.info(for: name)
            return Size(width: (info.widthEm * font.pointSize * scale).rounded(), height: (font.pointSize * 1.2 * scale).rounded())
        }
    }

    /// The size a named image is laid out at when its size is not known.
    static let placeholderSize = Size(width: 24, height: 24)

    /// The size in points of the image set `name` in the app's catalogs, if they give one.
    static func assetSize(of name: String, in environment: EnvironmentValues) -> Size? {
        environment.assetImages?[name]?.size
    }
}
