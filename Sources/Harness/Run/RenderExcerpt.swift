import ScreenKit

/// The part of a render's text grid around one element, for reports: the rows the element is
/// drawn on (marked `▶`) and a few around them, so a finding shows what is wrong without the
/// whole screen. The grid's header line is left out: reports name the render themselves.
enum RenderExcerpt {
    /// Rows shown above and below the element's.
    static let margin = 2

    /// The text grid of `screen` around the element at `childPath` (child indexes from the
    /// root). The element's rows are found by drawing it once more with its texts and symbols
    /// blacked out and seeing which rows change; when nothing of it is drawn, the whole grid shows.
    static func excerpt(of screen: LaidOutScreen, elementAt childPath: [Int]) -> String {
        let renderer = TextGridRenderer()
        let plain = lines(renderer.render(screen))
        var marked = screen
        blackOut(&marked.root, along: childPath[...])
        let highlighted = lines(renderer.render(marked))
        let changed = highlighted.count == plain.count ? plain.indices.dropFirst().filter { plain[$0] != highlighted[$0] } : []
        guard let first = changed.first, let last = changed.last else { return plain.dropFirst().map { "  " + $0 }.joined(separator: "\n") }
        let from = max(1, first - margin), to = min(plain.count - 1, last + margin)
        let marks = Set(changed)
        var result: [String] = []
        if from > 1 { result.append("  ⋮") }
        for row in from...to { result.append((marks.contains(row) ? "▶ " : "  ") + plain[row]) }
        if to < plain.count - 1 { result.append("  ⋮") }
        return result.joined(separator: "\n")
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Follows `path` down from `element` and blacks out what the element found there draws.
    private static func blackOut(_ element: inout Element, along path: ArraySlice<Int>) {
        guard let next = path.first else {
            blackOut(&element)
            return
        }
        guard element.children.indices.contains(next) else { return }
        blackOut(&element.children[next], along: path.dropFirst())
    }

    /// Every text line and symbol of `element` and its descendants replaced by as many "█".
    private static func blackOut(_ element: inout Element) {
        for index in element.lines.indices {
            element.lines[index].visual = String(repeating: "█", count: element.lines[index].visual.count)
        }
        if element.symbol != nil { element.symbol?.glyph = "█" }
        for index in element.children.indices { blackOut(&element.children[index]) }
    }
}
