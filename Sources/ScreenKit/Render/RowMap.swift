/// Maps screen y to the rows of the `text` format: every distinct edge and text line start is an
/// anchor; the gap between anchors gets rows in proportion (about one per 18 pt), and at least
/// one when a text line (or a presentation's or outlined box's top edge, or a scroll view's cut
/// edge) starts there, so no two lines share a row. An outlined box's bottom edge, drawn on the
/// row before the one its bottom maps to, comes at least a row below the last text line inside
/// it, so no text is written over a box's edge. A paragraph's lines sit on consecutive rows:
/// edges between two of its lines take the row of the line above, and a symbol beside it (a list
/// row's check circle or chevron) shares a row with its lines instead of taking one of its own.
struct RowMap {
    private var anchors: [Double] = []
    private var rowsAt: [Int] = []
    let count: Int

    /// The rows for `screen`, whose drawn parts are what `ShownArea.visit` reports.
    init(screen: LaidOutScreen) {
        // Each point is a y rounded to half a point and what starts or ends there.
        var points: [Point] = [Point(y: 0), Point(y: Self.key(screen.configuration.device.size.height))]
        points.reserveCapacity(512)
        let columns = TextGridRenderer.columns(forWidth: screen.configuration.device.size.width)
        var paragraphs: [Rect] = []
        var symbols: [Rect] = []
        ShownArea.visit(screen.root, viewport: nil) { element, frame in
            if TextGridRenderer.isOutlined(element, columns: columns) {
                points.append(Point(y: Self.key(frame.minY), startsLine: true))
                points.append(Point(y: Self.key(frame.maxY), boxTop: Self.key(frame.minY)))
            } else {
                points.append(Point(y: Self.key(frame.minY)))
                points.append(Point(y: Self.key(frame.maxY)))
            }
            if element.kind == .text, let lineHeight = element.lineHeight {
                if element.lines.count > 1 { paragraphs.append(frame) }
                let low = Self.key(frame.minY) - 0.5, high = Self.key(frame.maxY)
                for index in element.lines.indices {
                    let top = Self.key(element.frame.minY + Double(index) * lineHeight)
                    if top >= low, top < high {
                        points.append(Point(y: top, startsLine: true, startsText: true, continuesText: index > 0))
                    }
                }
            }
            if element.kind == .image { symbols.append(frame) }
            if element.kind == .divider { points.append(Point(y: Self.key(frame.minY), startsLine: true)) }
            if element.kind == .navigationBar { points.append(Point(y: Self.key(frame.maxY) - 0.5, startsLine: true)) }
            if element.kind == .sheet || element.kind == .alert || element.kind == .actionSheet {
                points.append(Point(y: Self.key(frame.minY), startsLine: true))
            }
            if element.kind == .scrollView || element.kind == .list, ShownArea.overflow(element, visible: frame).continues {
                points.append(Point(y: Self.key(frame.maxY), startsLine: true))
            }
        }
        for symbol in symbols where !Self.isBeside(symbol, anyOf: paragraphs) {
            points.append(Point(y: Self.key(symbol.minY), startsLine: true))
        }
        points.sort { $0.y < $1.y }
        // Equal ys become one anchor: it starts a line (or text) if any of its points does, and
        // keeps the top nearest the screen's top of the boxes whose bottom edge it is.
        var anchors: [Point] = []
        anchors.reserveCapacity(points.count)
        for point in points {
            if let last = anchors.last, last.y == point.y {
                anchors[anchors.count - 1].merge(point)
            } else {
                anchors.append(point)
            }
        }
        // Whether the next anchor that starts a line continues a paragraph: then the anchors before
        // it lie between two of the paragraph's lines.
        var isInParagraph = Array(repeating: false, count: anchors.count)
        var nextContinues = false
        for index in anchors.indices.reversed() {
            isInParagraph[index] = nextContinues
            if anchors[index].startsLine { nextContinues = anchors[index].continuesText && !anchors[index].startsFresh }
        }
        var rows: [Int] = []
        rows.reserveCapacity(anchors.count)
        var row = 0
        var lastText: (y: Double, row: Int)?
        var lastStart = -1
        for index in anchors.indices {
            // What starts a line goes below the row of what started one before it; edges in
            // between take no row of their own.
            if anchors[index].continuesText, !anchors[index].startsFresh {
                // The next line of a text goes on the next row: a paragraph keeps its lines together.
                row = max(rows.last ?? 0, lastStart + 1)
            } else if anchors[index].startsLine {
                row = max(row, lastStart + 1)
            } else if isInParagraph[index], lastStart >= 0 {
                // An edge between two lines of a paragraph is on the row of the line above.
                row = max(rows.last ?? 0, lastStart)
            }
            // A box's bottom edge goes on the row before its bottom's: a row below the last text
            // line that started inside the box.
            if let top = anchors[index].boxTop, let text = lastText, text.y > top { row = max(row, text.row + 2) }
            rows.append(row)
            if anchors[index].startsLine { lastStart = row }
            if anchors[index].startsText { lastText = (anchors[index].y, row) }
            guard index + 1 < anchors.count else { break }
            row += Int(((anchors[index + 1].y - anchors[index].y) / TextGridRenderer.rowHeight).rounded())
        }
        self.anchors = anchors.map(\.y)
        rowsAt = rows
        // A line that starts at the last anchor (a scroll view's cut edge at the screen's
        // bottom) gets a row below it.
        count = max(1, row + (anchors.last?.startsLine == true ? 1 : 0), lastStart + 1)
    }

    /// A y the rows must show, and what starts or ends there.
    private struct Point {
        var y: Double
        /// Something starts here that needs a row of its own: a text line, a symbol, an edge.
        var startsLine = false
        /// A text line starts here: a box's bottom edge must come below it.
        var startsText = false
        /// The line starting here follows another line of the same text.
        var continuesText = false
        /// Something else that needs a row of its own starts here too.
        var startsFresh = false
        /// The bottom edge of an outlined box is here: the box's top (of several boxes, the top
        /// nearest the screen's top).
        var boxTop: Double?

        init(y: Double, startsLine: Bool = false, startsText: Bool = false, continuesText: Bool = false, boxTop: Double? = nil) {
            self.y = y
            self.startsLine = startsLine
            self.startsText = startsText
            self.continuesText = continuesText
            self.startsFresh = startsLine && !continuesText
            self.boxTop = boxTop
        }

        mutating func merge(_ other: Point) {
            startsLine = startsLine || other.startsLine
            startsText = startsText || other.startsText
            continuesText = continuesText || other.continuesText
            startsFresh = startsFresh || other.startsFresh
            if let top = other.boxTop { boxTop = min(boxTop ?? top, top) }
        }
    }

    /// Whether `symbol` starts between the top and the bottom of a paragraph it sits beside (not
    /// over): it can share a row with one of the paragraph's lines.
    private static func isBeside(_ symbol: Rect, anyOf paragraphs: [Rect]) -> Bool {
        paragraphs.contains { paragraph in
            key(paragraph.minY) < key(symbol.minY) && key(symbol.minY) < key(paragraph.maxY)
                && (symbol.maxX <= paragraph.minX || symbol.minX >= paragraph.maxX)
        }
    }

    /// `y` rounded to half a point, so edges a hair apart share an anchor.
    private static func key(_ y: Double) -> Double { (y * 2).rounded() / 2 }

    /// The row showing screen y.
    func row(_ y: Double) -> Int {
        max(0, min(count - 1, unclampedRow(y)))
    }

    /// The last row above screen y: where the bottom edge of something ending at `y` is drawn
    /// (at the screen's bottom, the last row).
    func row(before y: Double) -> Int {
        max(0, min(count - 1, unclampedRow(y) - 1))
    }

    /// The row of `y`, which for the screen's bottom is one past the last row.
    private func unclampedRow(_ y: Double) -> Int {
        var low = 0, high = anchors.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if anchors[mid] <= y + 0.25 { low = mid } else { high = mid - 1 }
        }
        var result = rowsAt[low]
        if low + 1 < anchors.count {
            let span = rowsAt[low + 1] - rowsAt[low]
            // A y a hair above its anchor (edges are keyed to half points) is on the anchor's row.
            let fraction = max(0, y - anchors[low]) / max(0.001, anchors[low + 1] - anchors[low])
            result += Int((Double(span) * fraction).rounded(.down))
        }
        return result
    }
}
