/// `NavigationView`: the bar across the top, the content under it in the rest of the space.
struct NavigationLayout: LayoutContainer {
    var barHeight: Double

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        Size(width: proposal.width ?? 0, height: proposal.height ?? barHeight)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        let content = Size(width: size.width, height: max(0, size.height - barHeight))
        return children.enumerated().map { index, child in
            if index == 0 { return Placement(Rect(x: 0, y: 0, width: size.width, height: barHeight)) }
            let chosen = engine.size(of: child, for: ProposedSize(content))
            return Placement(Rect(x: (size.width - chosen.width) / 2, y: barHeight + (content.height - chosen.height) / 2,
                                  width: chosen.width, height: chosen.height), proposal: ProposedSize(content))
        }
    }
}

/// The navigation bar: back button and leading items at the leading edge, trailing items at the
/// trailing edge (inset by the layout margin, the back button by 8 pt) in all the width the
/// leading side leaves them, the title centred between them, or on its own row at the leading
/// margin when large.
struct NavigationBarLayout: LayoutContainer {
    /// Which child is which.
    struct Slots {
        var back: Int?
        var leading: Int?
        var title: Int?
        var trailing: Int?
    }

    var slots: Slots
    var isLarge: Bool
    var height: Double

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        Size(width: proposal.width ?? 0, height: height)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        rects(in: size, children: children, engine: engine).map { Placement($0) }
    }

    private func rects(in size: Size, children: [Node], engine: LayoutEngine) -> [Rect] {
        let margin = engine.layoutMargin
        let row = NavigationBarBuilder.barHeight
        var rects = [Rect](repeating: .zero, count: children.count)
        func ideal(_ index: Int, maxWidth: Double) -> Size {
            engine.size(of: children[index], for: ProposedSize(width: maxWidth, height: row))
        }
        var leadingEdge = margin
        if let back = slots.back {
            // The title comes first: the back button has what a centred title leaves it.
            var limit = size.width / 2
            if let title = slots.title, !isLarge {
                let titleWidth = engine.size(of: children[title], for: ProposedSize(width: nil, height: row)).width
                limit = max(0, min(limit, (size.width - titleWidth) / 2 - 16))
            }
            let item = ideal(back, maxWidth: limit)
            rects[back] = Rect(x: 8, y: (row - item.height) / 2, width: item.width, height: item.height)
            leadingEdge = 8 + item.width + 8
        }
        if let leading = slots.leading {
            let item = ideal(leading, maxWidth: size.width / 3)
            rects[leading] = Rect(x: leadingEdge, y: (row - item.height) / 2, width: item.width, height: item.height)
            leadingEdge += item.width + 8
        }
        var trailingEdge = size.width - margin
        if let trailing = slots.trailing {
            // Bar button items keep their own width, as UIKit's do; the title gives way first.
            let item = ideal(trailing, maxWidth: max(0, trailingEdge - leadingEdge))
            rects[trailing] = Rect(x: trailingEdge - item.width, y: (row - item.height) / 2, width: item.width, height: item.height)
            trailingEdge -= item.width + 8
        }
        if let title = slots.title {
            if isLarge {
                let item = engine.size(of: children[title], for: ProposedSize(width: size.width - 2 * margin, height: height - row))
                rects[title] = Rect(x: margin, y: row + (height - row - item.height) / 2, width: item.width, height: item.height)
            } else {
                let side = max(leadingEdge, size.width - trailingEdge)
                let available = max(0, size.width - 2 * side)
                let item = engine.size(of: children[title], for: ProposedSize(width: available, height: row))
                rects[title] = Rect(x: (size.width - item.width) / 2, y: (row - item.height) / 2, width: item.width, height: item.height)
            }
        }
        return rects
    }
}
