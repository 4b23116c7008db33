import ScreenKit

/// Which fixed frame (`.frame(width:height:)`) an element sits in: a truncated text inside one
/// was cut short by a size that does not grow, not just crowded by its neighbours.
enum FixedFrames {
    /// The walk's element `index` itself or its nearest ancestor with a fixed width or height,
    /// with a description of it ("the fixed 210 pt height of rectangle").
    static func limiting(_ index: Int, in walk: ScreenWalk) -> (ancestor: Int, description: String)? {
        for ancestor in [index] + walk.ancestors(of: index) {
            let element = walk.items[ancestor].element
            if let height = element.fixedHeight {
                return (ancestor, "the fixed \(Points.string(height)) pt height of \(element.kind.rawValue)")
            }
            if let width = element.fixedWidth {
                return (ancestor, "the fixed \(Points.string(width)) pt width of \(element.kind.rawValue)")
            }
        }
        return nil
    }
}
