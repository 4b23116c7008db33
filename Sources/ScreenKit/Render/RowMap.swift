/// Maps screen y to the rows of the `text` format: every distinct edge and text line start is an
/// anchor; the gap between anchors gets rows in proportion (about one per 18 pt), and at least
/// one when a text line (or a presentation's top edge, or a scroll view's cut edge) starts there,
/// so no two lines share a row.
struct RowMap {
    private var anchors: [Double] = []
    private var rowsAt: [Int] = []
    let count: Int

    /// The rows for `screen`, whose drawn parts are what `ShownArea.visit` reports.
    init(screen: LaidOutScreen) {
        // Each anchor is (y rounded to half a point, whether a line starts there); sorted, then
        // merged, so equal ys become one anchor that starts a line if any of them does.
        var points: [(y: Double, startsLine: Bool)] = [(0, false), (Self.key(screen.configuration.device.size.height), false)]
        points.reserveCapacity(512)
        ShownArea.visit(screen.root, viewport: nil) { element, frame in
            points.append((Self.key(frame.minY), false))
            points.append((Self.key(frame.maxY), false))
            if element.kind == .text, let lineHeight = element.lineHeight {
                let low = Self.key(frame.minY) - 0.5, high = Self.key(frame.maxY)
                for index in element.lines.indices {
                    let top = Self.key(element.frame.minY + Double(index) * lineHeight)
                    if top >= low, top < high { points.append((top, true)) }
                }
            }
            if element.kind == .image || element.kind == .divider { points.append((Self.key(frame.minY), true)) }
            if element.kind == .navigationBar { points.append((Self.key(frame.maxY), true)) }
            if element.kind == .sheet || element.kind == .alert || element.kind == .actionSheet {
                points.append((Self.key(frame.minY), true))
            }
            if element.kind == .scrollView || element.kind == .list, ShownArea.overflow(element, visible: frame).continues {
                points.append((Self.key(frame.maxY), true))
            }
        }
        points.sort { $0.y < $1.y || ($0.y == $1.y && !$0.startsLine && $1.startsLine) }
        var anchors: [Double] = []
        var starts: [Bool] = []
        anchors.reserveCapacity(points.count)
        starts.reserveCapacity(points.count)
        for point in points {
            if let last = anchors.last, last == point.y {
                starts[starts.count - 1] = starts[starts.count - 1] || point.startsLine
            } else {
                anchors.append(point.y)
                starts.append(point.startsLine)
            }
        }
        var rows: [Int] = []
        rows.reserveCapacity(anchors.count)
        var row = 0
        for index in anchors.indices {
            rows.append(row)
            guard index + 1 < anchors.count else { break }
            let gap = anchors[index + 1] - anchors[index]
            var span = Int((gap / TextGridRenderer.rowHeight).rounded())
            if starts[index] { span = max(span, 1) }
            row += span
        }
        self.anchors = anchors
        rowsAt = rows
        // A line that starts at the last anchor (a scroll view's cut edge at the screen's
        // bottom) gets a row below it.
        count = max(1, row + (starts.last == true ? 1 : 0))
    }

    /// `y` rounded to half a point, so edges a hair apart share an anchor.
    private static func key(_ y: Double) -> Double { (y * 2).rounded() / 2 }

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
