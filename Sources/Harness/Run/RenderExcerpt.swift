import ScreenKit

/// The part of a render's text grid around one element, for reports: the rows the element
/// covers (marked `▶`) and a few around them, so a finding shows what is wrong without the
/// whole screen.
enum RenderExcerpt {
    /// Rows shown above and below the element's.
    static let margin = 2

    /// The text grid of `screen` around `frame`.
    static func excerpt(of screen: LaidOutScreen, around frame: Rect) -> String {
        let renderer = TextGridRenderer()
        let plain = renderer.render(screen).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var marked = screen
        var box = Element(kind: .rectangle, frame: frame)
        box.fill = .color(.clear)
        marked.root.children.append(box)
        let highlighted = renderer.render(marked).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rows = plain.indices.dropFirst()
        let changed = highlighted.count == plain.count ? rows.filter { plain[$0] != highlighted[$0] } : []
        guard let first = changed.first, let last = changed.last else {
            return plain.filter { !$0.isEmpty }.map { "  " + $0 }.joined(separator: "\n")
        }
        let from = max(1, first - margin), to = min(plain.count - 1, last + margin)
        let marks = Set(changed)
        var lines = ["  " + plain[0]]
        if from > 1 { lines.append("  ⋮") }
        for row in from...to where !plain[row].isEmpty {
            lines.append((marks.contains(row) ? "▶ " : "  ") + plain[row])
        }
        if to < plain.count - 1, plain[(to + 1)...].contains(where: { !$0.isEmpty }) { lines.append("  ⋮") }
        return lines.joined(separator: "\n")
    }
}
