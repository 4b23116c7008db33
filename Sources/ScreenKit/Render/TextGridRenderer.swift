import CICU

/// The `text` format: the screen as a character grid in Unicode box drawing. Columns are 4 pt
/// wide; rows follow the layout (every text line gets a row of its own, empty space is
/// compressed to about one row per 18 pt), so a person sees at once what is where and what does
/// not fit: "…" where a line was cut, "✂" and a dotted edge where content is clipped, "↓ n more"
/// under a scroll view with content past its end, symbols as glyphs, right-to-left text in
/// visual order.
public struct TextGridRenderer: ScreenRenderer {
    /// Points per column.
    static let columnWidth = 4.0
    /// Points of empty space per row.
    static let rowHeight = 18.0

    /// A text-grid renderer.
    public init() {}

    public func render(_ screen: LaidOutScreen) -> String {
        let size = screen.configuration.device.size
        let columns = Int((size.width / Self.columnWidth).rounded(.up))
        let rows = RowMap(screen: screen)
        var grid = Grid(columns: columns, rows: rows.count)
        draw(screen.root, rows: rows, grid: &grid)
        var output = ScreenHeader.line(screen) + "\n"
        output += "┌" + String(repeating: "─", count: columns) + "┐\n"
        for line in grid.lines() {
            output += "│" + line + "│\n"
        }
        output += "└" + String(repeating: "─", count: columns) + "┘\n"
        return output
    }

    private func column(_ x: Double, _ grid: Grid) -> Int {
        max(0, min(grid.columns - 1, Int((x / Self.columnWidth).rounded(.down))))
    }

    private func draw(_ element: Element, rows: RowMap, grid: inout Grid) {
        guard !element.isHidden, !element.isBeyondScrollArea || element.kind == .scrollView else { return }
        if element.isClipped, element.visibleFrame == nil { return }
        for child in element.children where child.role == .background { draw(child, rows: rows, grid: &grid) }
        let frame = element.frame
        let visible = element.visibleFrame ?? frame
        switch element.kind {
        case .rectangle, .roundedRectangle, .color, .gradient, .capsule, .circle:
            if element.role != .background || !isChrome(element, grid) {
                box(visible, rounded: element.kind != .rectangle && element.kind != .color && element.kind != .gradient,
                    circle: element.kind == .circle, rows: rows, grid: &grid)
            }
        case .divider:
            let row = rows.row(frame.minY)
            if frame.width >= frame.height {
                for col in column(visible.minX, grid)...max(column(visible.minX, grid), column(visible.maxX - 0.5, grid)) {
                    grid.put("─", row: row, col: col)
                }
            } else {
                for row in rows.row(visible.minY)...max(rows.row(visible.minY), rows.row(visible.maxY - 0.5)) {
                    grid.put("│", row: row, col: column(frame.minX, grid))
                }
            }
        case .navigationBar:
            let row = rows.row(frame.maxY)
            for col in 0..<grid.columns where grid.isBlank(row: row, col: col) { grid.put("─", row: row, col: col) }
        case .text:
            text(element, visible: visible, rows: rows, grid: &grid)
        case .image:
            if let symbol = element.symbol {
                let row = rows.row(frame.minY + frame.height / 2)
                grid.write(symbol.glyph, row: row, col: column(frame.minX + frame.width / 2 - 2, grid), limit: grid.columns)
            }
        default:
            break
        }
        for child in element.children where child.role != .background { draw(child, rows: rows, grid: &grid) }
        if element.kind == .scrollView {
            var hidden = 0
            element.forEachElement { if $0.isBeyondScrollArea && !$0.isHidden && ($0.kind == .text || $0.kind == .image) { hidden += 1 } }
            if hidden > 0 {
                let note = "↓ \(hidden) more"
                grid.write(note, row: rows.row(frame.maxY) - 1, col: max(0, column(frame.maxX, grid) - note.count - 1), limit: grid.columns)
            }
        }
        if element.isClipped, element.kind != .text {
            cutEdge(frame: frame, visible: visible, rows: rows, grid: &grid)
        }
    }

    /// Full-width backgrounds (lists, rows, sheets) are chrome, not content: not outlined.
    private func isChrome(_ element: Element, _ grid: Grid) -> Bool {
        element.frame.width >= Double(grid.columns) * Self.columnWidth - Self.columnWidth * 2
    }

    private func text(_ element: Element, visible: Rect, rows: RowMap, grid: inout Grid) {
        let lineHeight = element.lineHeight ?? 20
        for (index, line) in element.lines.enumerated() {
            let top = element.frame.minY + Double(index) * lineHeight
            guard top + lineHeight / 2 >= visible.minY - 0.5, top + lineHeight / 2 <= visible.maxY + 0.5 else { continue }
            let x = TextPlacement.lineX(line, in: element)
            let row = rows.row(top)
            let start = column(max(x, visible.minX), grid)
            let limit = element.isClipped ? column(visible.maxX, grid) + 1 : grid.columns
            let written = grid.write(line.visual, row: row, col: start, limit: limit)
            if element.isClipped, written < line.visual.count {
                grid.put("✂", row: row, col: min(grid.columns - 1, limit - 1))
            }
        }
        if element.isClipped, element.frame.maxY > visible.maxY + 0.5 {
            grid.put("✂", row: rows.row(visible.maxY) - 1 < 0 ? 0 : rows.row(visible.maxY) - 1, col: column(visible.minX, grid))
        }
    }

    private func cutEdge(frame: Rect, visible: Rect, rows: RowMap, grid: inout Grid) {
        let left = column(visible.minX, grid), right = max(left, column(visible.maxX - 0.5, grid))
        if frame.maxY > visible.maxY + 0.5 {
            let row = max(0, rows.row(visible.maxY) - 1)
            for col in left...right where grid.isBlank(row: row, col: col) || grid.at(row: row, col: col) == "─" { grid.put("┄", row: row, col: col) }
            grid.put("✂", row: row, col: left)
        }
        if frame.minY < visible.minY - 0.5 {
            let row = rows.row(visible.minY)
            for col in left...right where grid.isBlank(row: row, col: col) || grid.at(row: row, col: col) == "─" { grid.put("┄", row: row, col: col) }
            grid.put("✂", row: row, col: left)
        }
    }

    private func box(_ rect: Rect, rounded: Bool, circle: Bool, rows: RowMap, grid: inout Grid) {
        let top = rows.row(rect.minY), bottom = max(top, rows.row(rect.maxY) - 1)
        let left = column(rect.minX, grid), right = max(left, column(rect.maxX - 0.5, grid))
        if bottom == top || right - left < 2 {
            let mark: Character = circle ? "●" : "■"
            grid.putIfBlank(mark, row: top, col: left)
            return
        }
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
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

/// Maps screen y to grid rows: every distinct edge and text line start is an anchor; the gap
/// between anchors gets rows in proportion (about one per 18 pt), and at least one when a text
/// line starts there, so no two lines share a row.
struct RowMap {
    private var anchors: [Double] = []
    private var rowsAt: [Int] = []
    let count: Int

    init(screen: LaidOutScreen) {
        var points: Set<Double> = [0, screen.configuration.device.size.height]
        var textStarts: Set<Double> = []
        func key(_ y: Double) -> Double { (y * 2).rounded() / 2 }
        screen.root.forEachElement { element in
            guard !element.isHidden, !element.isBeyondScrollArea else { return }
            let frame = element.visibleFrame ?? element.frame
            points.insert(key(frame.minY))
            points.insert(key(frame.maxY))
            if element.kind == .text, let lineHeight = element.lineHeight {
                for index in element.lines.indices {
                    let top = key(element.frame.minY + Double(index) * lineHeight)
                    if top >= key(frame.minY) - 0.5, top < key(frame.maxY) {
                        points.insert(top)
                        textStarts.insert(top)
                    }
                }
            }
            if element.kind == .image || element.kind == .divider { textStarts.insert(key(frame.minY)) }
            if element.kind == .navigationBar { textStarts.insert(key(frame.maxY)) }
        }
        let sorted = points.sorted()
        var rows: [Int] = []
        var row = 0
        for (index, y) in sorted.enumerated() {
            rows.append(row)
            guard index + 1 < sorted.count else { break }
            let gap = sorted[index + 1] - y
            var span = Int((gap / TextGridRenderer.rowHeight).rounded())
            if textStarts.contains(y) { span = max(span, 1) }
            row += span
        }
        anchors = sorted
        rowsAt = rows
        count = max(1, row)
    }

    /// The row showing screen y.
    func row(_ y: Double) -> Int {
        var low = 0, high = anchors.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if anchors[mid] <= y + 0.25 { low = mid } else { high = mid - 1 }
        }
        var result = rowsAt[low]
        if low + 1 < anchors.count {
            let span = rowsAt[low + 1] - rowsAt[low]
            let fraction = (y - anchors[low]) / max(0.001, anchors[low + 1] - anchors[low])
            result += Int((Double(span) * fraction).rounded(.down))
        }
        return max(0, min(count - 1, result))
    }
}

/// A grid of cells; a wide (East Asian) character takes two.
struct Grid {
    let columns: Int
    private var cells: [[Character]]
    private static let continuation: Character = "\u{0}"

    init(columns: Int, rows: Int) {
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    func isBlank(row: Int, col: Int) -> Bool {
        guard cells.indices.contains(row), col >= 0, col < columns else { return false }
        return cells[row][col] == " "
    }

    func at(row: Int, col: Int) -> Character? {
        guard cells.indices.contains(row), col >= 0, col < columns else { return nil }
        return cells[row][col]
    }

    mutating func put(_ character: Character, row: Int, col: Int) {
        guard cells.indices.contains(row), col >= 0, col < columns else { return }
        cells[row][col] = character
    }

    mutating func putIfBlank(_ character: Character, row: Int, col: Int) {
        if isBlank(row: row, col: col) { put(character, row: row, col: col) }
    }

    /// Writes `text` from `col`, stopping before `limit`; returns how many characters fit.
    @discardableResult
    mutating func write(_ text: String, row: Int, col: Int, limit: Int) -> Int {
        guard cells.indices.contains(row) else { return 0 }
        var position = col, written = 0
        for character in text {
            let width = Self.isWide(character) ? 2 : 1
            guard position + width <= min(limit, columns) else { break }
            cells[row][position] = character
            if width == 2 { cells[row][position + 1] = Self.continuation }
            position += width
            written += 1
        }
        return written
    }

    func lines() -> [String] {
        cells.map { row in
            var line = ""
            line.reserveCapacity(row.count * 2)
            for cell in row where cell != Self.continuation { line.append(cell) }
            return line
        }
    }

    /// Whether a character takes two cells in a terminal (East Asian Wide or Fullwidth).
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x1100 else { return false }
        let width = cicu_char_east_asian_width(Int32(scalar.value))
        return width == 3 || width == 5
    }
}
