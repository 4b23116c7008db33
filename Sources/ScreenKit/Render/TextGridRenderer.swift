import ToolSupport

/// The `text` format: the screen as a character grid in Unicode box drawing. Columns are 4 pt
/// wide; rows follow the layout (every text line gets a row of its own, empty space is
/// compressed to about one row per 18 pt), so a person sees at once what is where and what does
/// not fit: "…" where a line was cut, "✂" and a dotted edge where content is clipped, a dotted
/// edge and "↓ n more" under a scroll view or list whose content goes on, a sheet or alert
/// covering what is under it, symbols as glyphs, right-to-left text in visual order.
public struct TextGridRenderer: ScreenRenderer {
    /// Points per column.
    static let columnWidth = 4.0
    /// Points of empty space per row.
    static let rowHeight = 18.0
    private static let roundedCorners: [Unicode.Scalar] = ["╭", "╮", "╰", "╯"]
    private static let squareCorners: [Unicode.Scalar] = ["┌", "┐", "└", "┘"]

    /// A text-grid renderer.
    public init() {}

    public func render(_ screen: LaidOutScreen) -> String {
        let size = screen.configuration.device.size
        let columns = Self.columns(forWidth: size.width)
        let rows = RowMap(screen: screen)
        var grid = TextGrid(columns: columns, rows: rows.count)
        draw(screen.root, viewport: nil, rows: rows, grid: &grid)
        var output: [UInt8] = []
        output.append(contentsOf: ScreenHeader.line(screen).utf8)
        output.append(0x0A)
        Self.appendBorder(left: "┌", right: "┐", columns: columns, to: &output)
        grid.appendLines(to: &output, left: "│", right: "│")
        Self.appendBorder(left: "└", right: "┘", columns: columns, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    private static func appendBorder(left: Unicode.Scalar, right: Unicode.Scalar, columns: Int, to output: inout [UInt8]) {
        TextGrid.append(left.value, to: &output)
        for _ in 0..<columns { TextGrid.append(0x2500, to: &output) }
        TextGrid.append(right.value, to: &output)
        output.append(0x0A)
    }

    /// Presentations cover what is under them.
    private static let opaqueKinds: Set<ElementKind> = [.sheet, .alert, .actionSheet]

    private func column(_ x: Double, _ grid: TextGrid) -> Int {
        max(0, min(grid.columns - 1, Int((x / Self.columnWidth).rounded(.down))))
    }

    private func draw(_ element: Element, viewport: Rect?, rows: RowMap, grid: inout TextGrid) {
        guard !element.isHidden, let visible = ShownArea.frame(element, viewport: viewport) else { return }
        if Self.opaqueKinds.contains(element.kind) { cover(element, rows: rows, grid: &grid) }
        let inner = ShownArea.contentViewport(of: element, inside: viewport)
        for index in element.children.indices where element.children[index].role == .background {
            draw(element.children[index], viewport: inner, rows: rows, grid: &grid)
        }
        let frame = element.frame
        switch element.kind {
        case .rectangle, .roundedRectangle, .color, .gradient, .capsule, .circle:
            if Self.isOutlined(element, columns: grid.columns) {
                box(visible, rounded: element.kind != .rectangle && element.kind != .color && element.kind != .gradient,
                    circle: element.kind == .circle, rows: rows, grid: &grid)
            }
        case .divider:
            let row = rows.row(frame.minY)
            if frame.width >= frame.height {
                let first = column(visible.minX, grid), last = max(first, column(visible.maxX - 0.5, grid))
                for col in first...last {
                    // Across a box's side, the line joins it.
                    var mark: Unicode.Scalar = "─"
                    if grid.holds("│", row: row, col: col) { mark = col == first ? "├" : col == last ? "┤" : mark }
                    grid.put(mark, row: row, col: col)
                }
            } else {
                for row in rows.row(visible.minY)...max(rows.row(visible.minY), rows.row(visible.maxY - 0.5)) {
                    grid.put("│", row: row, col: column(frame.minX, grid))
                }
            }
        case .navigationBar:
            // Drawn half a point above the bar's bottom: its own row, above content that starts
            // right at the bottom (a text editor under the bar).
            let row = rows.row(frame.maxY - 0.5)
            for col in 0..<grid.columns where grid.isBlank(row: row, col: col) { grid.put("─", row: row, col: col) }
        case .text:
            text(element, visible: visible, rows: rows, grid: &grid)
        case .image:
            // A symbol scrolled past its scroll view's edge shows only if its middle is in view.
            let middle = frame.minY + frame.height / 2
            if let symbol = element.symbol, !element.isBeyondScrollArea || (visible.minY...visible.maxY).contains(middle) {
                var row = rows.row(middle)
                let col = column(frame.minX + frame.width / 2 - 2, grid)
                // A symbol on a box's edge (an icon in its badge) goes on the free row above it.
                if row > 0, grid.holds("─", row: row, col: col), grid.isBlank(row: row - 1, col: col) { row -= 1 }
                grid.write(symbol.glyph, row: row, col: col, limit: grid.columns)
            }
        default:
            break
        }
        for index in element.children.indices where element.children[index].role != .background {
            draw(element.children[index], viewport: inner, rows: rows, grid: &grid)
        }
        if element.kind == .scrollView || element.kind == .list {
            scrollEdge(element, visible: visible, rows: rows, grid: &grid)
        }
        if element.isClipped, element.kind != .text {
            cutEdge(frame: frame, uncut: element.visibleFrame ?? frame, shown: visible, rows: rows, grid: &grid)
        }
    }

    /// Empties the cells a presentation covers, so the screen behind does not show through; a
    /// sheet's top edge is drawn, rounded as iOS draws it.
    private func cover(_ element: Element, rows: RowMap, grid: inout TextGrid) {
        let area = element.visibleFrame ?? element.frame
        let top = rows.row(area.minY), bottom = max(top, rows.row(before: area.maxY))
        let left = column(area.minX, grid), right = max(left, column(area.maxX - 0.5, grid))
        grid.clear(rows: top..<(bottom + 1), cols: left...right)
        guard element.kind == .sheet else { return }
        for col in left...right { grid.put("─", row: top, col: col) }
        grid.put("╭", row: top, col: left)
        grid.put("╮", row: top, col: right)
    }

    /// Under a scroll view or list whose content goes on past its visible area: a dotted cut
    /// edge on the row after it (the row map keeps that row) and "↓ n more" for the texts and
    /// symbols not (fully) shown.
    private func scrollEdge(_ element: Element, visible: Rect, rows: RowMap, grid: inout TextGrid) {
        let (continues, hidden) = ShownArea.overflow(element, visible: visible)
        guard continues || hidden > 0 else { return }
        let row = rows.row(visible.maxY)
        let left = column(visible.minX, grid), right = max(left, column(visible.maxX - 0.5, grid))
        if continues {
            for col in left...right where grid.isBlank(row: row, col: col) || grid.holds("─", row: row, col: col) {
                grid.put("┄", row: row, col: col)
            }
        }
        if hidden > 0 {
            let note = " ↓ \(hidden) more "
            grid.write(note, row: row, col: max(0, right + 1 - note.count), limit: right + 1)
        }
    }

    /// Whether a shape is drawn as an outlined box: full-width backgrounds (lists, rows, sheets)
    /// are chrome, not content, and are not outlined. `RowMap` keeps rows for the outlines.
    static func isOutlined(_ element: Element, columns: Int) -> Bool {
        switch element.kind {
        case .rectangle, .roundedRectangle, .color, .gradient, .capsule, .circle:
            return element.role != .background || element.frame.width < Double(columns) * columnWidth - columnWidth * 2
        default:
            return false
        }
    }

    /// A line in visual order as the grid shows it: the bidirectional marks (U+200E, U+200F,
    /// U+061C), which ICU writes into dates and numbers and which the visual order has already
    /// applied, left out; control characters and the other bidirectional controls from a catalog
    /// shown as escapes, never obeyed by the terminal.
    static func shown(_ visual: String) -> String {
        let marks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]
        guard visual.unicodeScalars.contains(where: { marks.contains($0) }) else { return VisibleText.escaped(visual) }
        var unmarked = String.UnicodeScalarView()
        unmarked.append(contentsOf: visual.unicodeScalars.lazy.filter { !marks.contains($0) })
        return VisibleText.escaped(String(unmarked))
    }

    /// The grid's columns for a screen `width` points wide.
    static func columns(forWidth width: Double) -> Int {
        Int((width / columnWidth).rounded(.up))
    }

    private func text(_ element: Element, visible: Rect, rows: RowMap, grid: inout TextGrid) {
        let lineHeight = element.lineHeight ?? 20
        for (index, line) in element.lines.enumerated() {
            let top = element.frame.minY + Double(index) * lineHeight
            guard top + lineHeight / 2 >= visible.minY - 0.5, top + lineHeight / 2 <= visible.maxY + 0.5 else { continue }
            let x = TextPlacement.lineX(line, in: element)
            let row = rows.row(top)
            let start = column(max(x, visible.minX), grid)
            let limit = element.isClipped ? column(visible.maxX, grid) + 1 : grid.columns
            let (written, count) = grid.write(Self.shown(line.visual), row: row, col: start, limit: limit)
            if element.isClipped, written < count {
                grid.put("✂", row: row, col: min(grid.columns - 1, limit - 1))
            }
        }
        let uncut = element.visibleFrame ?? element.frame
        if element.isClipped, element.frame.maxY > uncut.maxY + 0.5, uncut.maxY <= visible.maxY + 0.5 {
            grid.put("✂", row: rows.row(before: uncut.maxY), col: column(uncut.minX, grid))
        }
    }

    /// The dotted edge and "✂" where a clip cuts `frame` down to `uncut`, on the edges that show
    /// (inside `shown`: a clip edge scrolled out of view is not drawn).
    private func cutEdge(frame: Rect, uncut: Rect, shown: Rect, rows: RowMap, grid: inout TextGrid) {
        let left = column(uncut.minX, grid), right = max(left, column(uncut.maxX - 0.5, grid))
        if frame.maxY > uncut.maxY + 0.5, uncut.maxY <= shown.maxY + 0.5 {
            let row = rows.row(before: uncut.maxY)
            for col in left...right where grid.isBlank(row: row, col: col) || grid.holds("─", row: row, col: col) { grid.put("┄", row: row, col: col) }
            grid.put("✂", row: row, col: left)
        }
        if frame.minY < uncut.minY - 0.5, uncut.minY >= shown.minY - 0.5 {
            let row = rows.row(uncut.minY)
            for col in left...right where grid.isBlank(row: row, col: col) || grid.holds("─", row: row, col: col) { grid.put("┄", row: row, col: col) }
            grid.put("✂", row: row, col: left)
        }
    }

    private func box(_ rect: Rect, rounded: Bool, circle: Bool, rows: RowMap, grid: inout TextGrid) {
        let top = rows.row(rect.minY), bottom = max(top, rows.row(before: rect.maxY))
        let left = column(rect.minX, grid), right = max(left, column(rect.maxX - 0.5, grid))
        if bottom == top || right - left < 2 {
            let mark: Unicode.Scalar = circle ? "●" : "■"
            grid.putIfBlank(mark, row: top, col: left)
            return
        }
        let corners = rounded ? Self.roundedCorners : Self.squareCorners
        for col in left + 1..<right {
            grid.putIfBlank("─", row: top, col: col)
            grid.putIfBlank("─", row: bottom, col: col)
        }
        for row in top + 1..<bottom {
            grid.putIfBlank("│", row: row, col: left)
            grid.putIfBlank("│", row: row, col: right)
        }
        grid.putIfBlank(corners[0], row: top, col: left)
        grid.putIfBlank(corners[1], row: top, col: right)
        grid.putIfBlank(corners[2], row: bottom, col: left)
        grid.putIfBlank(corners[3], row: bottom, col: right)
    }
}

