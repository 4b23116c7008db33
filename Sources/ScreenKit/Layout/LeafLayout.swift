/// Sizes of the views that have no children: text, images, shapes and colors, spacers, dividers.
enum LeafLayout {
    /// SwiftUI's ideal size for shapes and colors offered nothing in particular.
    static let shapeIdealLength = 10.0
    /// The system spacing a `Spacer()` keeps at least, and the default stack spacing.
    static let systemSpacing = 8.0

    static func sizeThatFits(_ proposal: ProposedSize, node: Node, engine: LayoutEngine) -> Size {
        switch node.kind {
        case .text(let content):
            return textLayout(node, content, proposal: proposal, engine: engine).size
        case .image(let content):
            return content.size(for: proposal, environment: node.environment, category: engine.sizeCategory(of: node))
        case .fill:
            return Size(width: proposal.width ?? shapeIdealLength, height: proposal.height ?? shapeIdealLength)
        case .spacer(let minLength, let axis):
            let least = minLength ?? systemSpacing
            guard let axis else {
                return Size(width: max(proposal.width ?? least, 0), height: max(proposal.height ?? least, 0))
            }
            let main = max(least, proposal.value(along: axis) ?? least)
            return .along(axis, main: main.isFinite ? main : least, cross: 0)
        case .divider(let stackAxis):
            if stackAxis == .horizontal {
                return Size(width: 1, height: finite(proposal.height) ?? 0)
            }
            return Size(width: finite(proposal.width) ?? 0, height: 1)
        default:
            return .zero
        }
    }

    /// `text` laid out for a proposal: wrapped to the offered width, as many lines as the offered
    /// height and `lineLimit` allow (at least one).
    static func textLayout(_ node: Node, _ content: TextContent, proposal: ProposedSize, engine: LayoutEngine) -> TextLayoutResult {
        let prepared = engine.prepared(node, content)
        var maxLines = content.paragraph.lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = max(1, Int(((height + 0.01) / prepared.lineHeight).rounded(.down)))
            maxLines = min(maxLines ?? fitting, fitting)
        }
        return prepared.layout(width: proposal.width, maxLines: maxLines,
                               truncation: content.paragraph.truncation, direction: content.paragraph.direction)
    }

    private static func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }
}
