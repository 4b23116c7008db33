/// What of a laid-out screen the `text` format shows: what clips leave of each element and, in
/// a scroll view or list, only what lies in its visible area. The row map and the drawing read
/// the same answers, so rows exist exactly for what is drawn.
enum ShownArea {
    /// Calls `body` with every element the rows are laid out for (the drawn ones), and the
    /// frame it shows.
    static func visit(_ element: Element, viewport: Rect?, _ body: (Element, Rect) -> Void) {
        if !element.isHidden, let shown = frame(element, viewport: viewport) { body(element, shown) }
        let inner = contentViewport(of: element, inside: viewport)
        for index in element.children.indices { visit(element.children[index], viewport: inner, body) }
    }

    /// The part of `element` that shows: what clips leave of it and, inside a scroll view, only
    /// what lies in its visible area (`viewport`); nil when nothing does.
    static func frame(_ element: Element, viewport: Rect?) -> Rect? {
        let uncut = element.isClipped ? element.visibleFrame : element.frame
        guard let uncut, let viewport, !viewport.contains(uncut) else { return uncut }
        return uncut.intersection(viewport)
    }

    /// The visible area for the content of `element`: its own shown part if it scrolls.
    static func contentViewport(of element: Element, inside viewport: Rect?) -> Rect? {
        guard element.kind == .scrollView || element.kind == .list else { return viewport }
        return frame(element, viewport: viewport) ?? Rect(origin: element.frame.origin, size: .zero)
    }

    /// Whether a scroll view's content goes on past the bottom of its `visible` area, and how
    /// many texts and symbols lie (partly) outside it.
    static func overflow(_ element: Element, visible: Rect) -> (continues: Bool, hidden: Int) {
        var hidden = 0
        var continues = false
        element.forEachElement { inner in
            guard inner.isBeyondScrollArea, !inner.isHidden else { return }
            if inner.frame.maxY > visible.maxY + 0.5 { continues = true }
            if inner.kind == .text || inner.kind == .image { hidden += 1 }
        }
        return (continues, hidden)
    }
}
