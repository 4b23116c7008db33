/// Builds a list's nodes: sections with headers, rows with margins, minimum height, separators
/// and disclosure chevrons, all in one scrolling column on the list's background. In the inset
/// grouped style each section is a card with rounded corners, inset by the layout margin from
/// the screen's edges, its rows and its header and footer text inset by the margin again.
struct ListBuilder {
    let context: ResolveContext
    let style: ListStyleKind

    /// UIKit's default cell: at least 44 pt tall, 11 pt above and below the content.
    static let minimumRowHeight = 44.0
    static let rowVerticalPadding = 11.0
    /// The gap before a grouped section (UIKit's default grouped header height, 35 pt).
    static let groupedSectionGap = 35.0
    /// The corner radius of an inset grouped section's card (UIKit's inset grouped table view, iOS 13 to 18).
    static let insetGroupedCornerRadius = 10.0

    func list(from nodes: [Node]) -> Node {
        var column: [Node] = []
        var looseRows: [Node] = []
        func flushLoose() {
            guard !looseRows.isEmpty else { return }
            column += section(header: nil, footer: nil, rows: looseRows)
            looseRows = []
        }
        for node in nodes {
            if case .semantic(let info) = node.kind, info.kind == .section {
                flushLoose()
                column += section(header: node.sectionHeader, footer: node.sectionFooter, rows: node.children)
            } else {
                looseRows.append(node)
            }
        }
        flushLoose()
        if style != .plain { column.append(fixed(height: Self.groupedSectionGap)) }
        let stack = Node(.stack(StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)), context, children: column)
        let scroll = Node(.scroll(ScrollLayout(axes: .vertical)), context, children: [stack])
        let background = Node(.fill(FillContent(paint: .color(Color(style == .plain ? .systemBackground : .systemGroupedBackground).asSystemDefault),
                                                outline: nil, stroke: nil)), context)
        background.role = .background
        let decorated = Node(.decorated(DecorationLayout(alignment: .center)), context, children: [scroll, background])
        return Node(.semantic(SemanticInfo(kind: .list)), context, children: [decorated])
    }

    /// A section's header (or gap), rows and footer.
    private func section(header: Node?, footer: Node?, rows: [Node]) -> [Node] {
        var result: [Node] = []
        if let header {
            let padded = Node(.padding(PaddingLayout(insets: EdgeInsets(top: style == .plain ? 6 : 16, leading: 0,
                                                                         bottom: style == .plain ? 6 : 7, trailing: 0),
                                                     leadingMargins: textMargins, trailingMargins: textMargins)),
                              context, children: [header])
            let filling = Node(.flexibleFrame(FlexibleFrameLayout(maxWidth: .infinity, alignment: .bottomLeading)), context, children: [padded])
            result.append(Node(.semantic(SemanticInfo(kind: .sectionHeader, traits: .isHeader, combinesChildren: true)), context,
                               children: [filling]))
        } else if style != .plain {
            result.append(fixed(height: Self.groupedSectionGap))
        }
        var sectionRows: [Node] = []
        for (index, row) in rows.enumerated() {
            sectionRows.append(self.row(row, isLast: index == rows.count - 1))
        }
        let stack = Node(.stack(StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading, spacing: 0)), context, children: sectionRows)
        if style == .insetGrouped {
            result.append(card(stack))
        } else {
            result.append(Node(.semantic(SemanticInfo(kind: .section)), context, children: [stack]))
        }
        if let footer {
            // UIKit's grouped footer: footnote text at the margins, 7 pt below the last row.
            let padded = Node(.padding(PaddingLayout(insets: EdgeInsets(top: 7),
                                                     leadingMargins: textMargins, trailingMargins: textMargins)),
                              context, children: [footer])
            let filling = Node(.flexibleFrame(FlexibleFrameLayout(maxWidth: .infinity, alignment: .topLeading)), context, children: [padded])
            result.append(Node(.semantic(SemanticInfo(kind: .sectionFooter, combinesChildren: true)), context, children: [filling]))
        }
        return result
    }

    /// Where header and footer text starts, in layout margins (the device's, taken at layout): at
    /// the margin, or in the inset grouped style in line with the rows' text inside the card.
    private var textMargins: Double { style == .insetGrouped ? 2 : 1 }

    /// An inset grouped section: its rows on a card with rounded corners in the grouped cell
    /// color, inset by the layout margin on both sides.
    private func card(_ rows: Node) -> Node {
        let fill = Resolver.single(Resolver.nodes(for: RoundedRectangle(cornerRadius: Self.insetGroupedCornerRadius)
            .fill(Color(.secondarySystemGroupedBackground).asSystemDefault), in: context), context)
        fill.role = .background
        let drawn = Node(.decorated(DecorationLayout(alignment: .center)), context, children: [rows, fill])
        let section = Node(.semantic(SemanticInfo(kind: .section)), context, children: [drawn])
        return Node(.padding(PaddingLayout(insets: EdgeInsets(), leadingMargins: 1, trailingMargins: 1)),
                    context, children: [section])
    }

    /// One row: content at the leading margin, a chevron for links, 44 pt at least, a separator.
    private func row(_ content: Node, isLast: Bool) -> Node {
        var parts = [Node(.flexibleFrame(FlexibleFrameLayout(maxWidth: .infinity, alignment: .leading)), context, children: [content])]
        if content.isNavigationLink {
            let chevron = Resolver.node(for: Image(systemName: "chevron.forward").font(.system(size: 17, weight: .semibold))
                .foregroundColor(Color(.tertiaryLabel).asSystemDefault), in: context)
            parts.append(chevron)
        }
        let line = Node(.stack(StackLayout(axis: .horizontal, alignment: VerticalAlignment.center, spacing: 8)), context, children: parts)
        parts.forEach { $0.adopt(stackAxis: .horizontal) }
        let padded = Node(.padding(PaddingLayout(insets: EdgeInsets(top: Self.rowVerticalPadding, leading: 0,
                                                                     bottom: Self.rowVerticalPadding, trailing: 0),
                                                 leadingMargins: 1, trailingMargins: 1)),
                          context, children: [line])
        let sized = Node(.flexibleFrame(FlexibleFrameLayout(maxWidth: .infinity, minHeight: Self.minimumRowHeight, alignment: .leading)),
                         context, children: [padded])
        var decorations: [Node] = []
        // An inset grouped row lies on its section's card, which paints it.
        if style != .insetGrouped {
            let background = Node(.fill(FillContent(paint: .color(Color(style == .plain ? .systemBackground : .secondarySystemGroupedBackground).asSystemDefault),
                                                    outline: nil, stroke: nil)), context)
            background.role = .background
            decorations.append(background)
        }
        if !isLast || style == .grouped {
            let divider = Node(.divider(.vertical), context)
            let inset = Node(.padding(PaddingLayout(insets: EdgeInsets(), leadingMargins: isLast ? 0 : 1)), context, children: [divider])
            inset.role = .overlay
            decorations.append(inset)
        }
        let decorated = Node(.decorated(DecorationLayout(alignment: .bottom)), context, children: [sized] + decorations)
        return Node(.semantic(SemanticInfo(kind: .row)), context, children: [decorated])
    }

    private func fixed(height: Double) -> Node {
        let spacer = Node(.spacer(minLength: 0, axis: nil), context)
        return Node(.frame(FrameLayout(width: nil, height: height, alignment: .center)), context, children: [spacer])
    }
}

extension Node {
    /// Whether the node (through wrappers) is a navigation link, which gets a chevron in a list.
    var isNavigationLink: Bool {
        if case .semantic(let info) = kind, info.kind == .navigationLink { return true }
        if kind.isTransparentWrapper, let first = children.first { return first.isNavigationLink }
        return false
    }
}
