/// A scrolling list of rows (SwiftUI's `List`), optionally in `Section`s. Rows are laid out as
/// UIKit's table cells: inset by the layout margin, at least 44 pt tall (11 pt above and below a
/// body line), separated by hairlines; a `NavigationLink` row gets a disclosure chevron.
nonisolated public struct List<Content: View>: View, PrimitiveView {
    let content: Content
    let isForm: Bool

    /// A list of the builder's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.isForm = false
    }

    init(form content: Content) {
        self.content = content
        self.isForm = true
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let style = Self.effectiveStyle(context.environment.listStyle, isForm: isForm,
                                        current: context.environment.drawsCurrentSystemStyles)
        let nodes = Resolver.nodes(for: content, in: context)
        return [ListBuilder(context: context, style: style).list(from: nodes)]
    }

    /// The style drawn for `style`: the automatic style is plain for a list and grouped for a
    /// form, as iOS 13 draws them, and inset grouped for both as `current` iOS draws them.
    static func effectiveStyle(_ style: ListStyleKind, isForm: Bool, current: Bool = false) -> ListStyleKind {
        guard style == .automatic else { return style }
        if current { return .insetGrouped }
        return isForm ? .grouped : .plain
    }
}

extension List {
    /// A list with one row per element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with one row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// A form of controls (SwiftUI's `Form`): a grouped list on iOS.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the builder's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        List(form: content).makeNodes(in: context)
    }
}

/// A group of rows with an optional header (SwiftUI's `Section`).
nonisolated public struct Section<Content: View>: View, PrimitiveView {
    let header: AnyView?
    let footer: AnyView?
    let content: Content
    /// Whether the footer is drawn. ScreenKit's own `Section(header:footer:)` has never drawn
    /// it and Do It's renders rely on that; the `SwiftUI` module's sections draw theirs.
    var drawsFooter = false

    /// A section without a header.
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.footer = nil
        self.content = content()
    }

    /// A section with a header view (and optionally a footer).
    public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {
        self.header = AnyView(header)
        self.footer = nil
        self.content = content()
    }

    /// A section with a header and a footer.
    public init<Header: View, Footer: View>(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = AnyView(header)
        self.footer = AnyView(footer)
        self.content = content()
    }

    /// A section whose header and footer are both drawn, as SwiftUI draws them.
    package init(header: AnyView?, footer: AnyView?, drawingFooter: Bool, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
        self.drawsFooter = drawingFooter
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let footerContext = context.with {
            $0.font = $0.font ?? .footnote
            $0.foregroundColor = $0.foregroundColor ?? Color.secondary.asSystemDefault
        }
        // Current iOS shows a grouped list's section headers in capitals, unless the app sets the
        // case itself (`.textCase(nil)`).
        let environment = context.environment
        let capitalizes = environment.drawsCurrentSystemStyles && environment.listStyle != .plain && !environment.textCaseIsSetByApp
        let headerContext = footerContext.with { if capitalizes { $0.textCase = .uppercase } }
        let headerNode = header.map { Resolver.single(Resolver.nodes(for: $0, in: headerContext), headerContext) }
        let footerNode = footer.flatMap { drawsFooter ? $0 : nil }.map { Resolver.single(Resolver.nodes(for: $0, in: footerContext), footerContext) }
        let rows = Resolver.nodes(for: content, in: context)
        let node = Node(.semantic(SemanticInfo(kind: .section)), context, children: rows)
        node.sectionHeader = headerNode
        node.sectionFooter = footerNode
        return [node]
    }
}
