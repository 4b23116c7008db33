import ScreenKit

/// Where a text's ink is: its lines placed in its frame by alignment (leading is the right edge
/// in right-to-left layouts), rather than the whole frame, which may be wider than the words.
enum TextGeometry {
    /// The rectangle the text's lines cover, limited to what its clipping lets show (unless
    /// `clipped` is false); nil when nothing shows.
    static func ink(of element: Element, clipped: Bool = true) -> Rect? {
        guard let lineHeight = element.lineHeight, !element.lines.isEmpty else { return element.visibleFrame ?? element.frame }
        let frame = element.frame
        var covered: Rect?
        for (index, line) in element.lines.enumerated() where line.width > 0 {
            let free = max(0, frame.width - line.width)
            let rightToLeft = element.layoutDirection == .rightToLeft
            let offset: Double = switch element.textAlignment ?? .leading {
            case .leading: rightToLeft ? free : 0
            case .center: free / 2
            case .trailing: rightToLeft ? 0 : free
            }
            let rect = Rect(x: frame.minX + offset, y: frame.minY + Double(index) * lineHeight, width: min(line.width, frame.width),
                            height: lineHeight)
            covered = covered.map { $0.union(rect) } ?? rect
        }
        guard let covered else { return nil }
        if clipped, element.isClipped { return element.visibleFrame.flatMap { covered.intersection($0) } }
        return covered
    }

    /// The centre of each line, for sampling colors under the text.
    static func lineCentres(of element: Element) -> [Point] {
        guard let ink = ink(of: element) else { return [] }
        let lineHeight = element.lineHeight ?? ink.height
        let count = max(1, Int((ink.height / max(1, lineHeight)).rounded()))
        return (0..<count).map { Point(x: ink.minX + ink.width / 2, y: ink.minY + lineHeight * (Double($0) + 0.5)) }
    }
}
