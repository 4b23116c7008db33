import Diagnostics
import ScreenKit

/// What one rule found on one element of one render, before findings are folded across the matrix.
public struct CellFinding: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// How serious it is.
    public var severity: Severity
    /// The render.
    public var cell: MatrixCell
    /// The element's place in the screen, stable across the matrix (`navigationView/list/row[2]/text`).
    public var element: String
    /// How the element is named in messages (`text "Sort Order"`).
    public var name: String
    /// What the element shows, when it is a text.
    public var text: String?
    /// What is wrong and what to do.
    public var message: String
    /// Where the element is in the render (its visible part when clipped), in points.
    public var frame: Rect
    /// The child indexes from the screen to the element, to find this very element again (its
    /// path is shared by the rows of a list).
    var childPath: [Int] = []

    /// The same finding in another render of the same layout (another color scheme).
    func moved(to cell: MatrixCell) -> CellFinding {
        var copy = self
        copy.cell = cell
        return copy
    }
}
