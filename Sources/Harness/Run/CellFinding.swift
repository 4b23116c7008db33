import Diagnostics
import ScreenKit

/// What one rule found on one element of one render, before findings are folded across the
/// matrix: the stage between a rule's `ElementFinding` and the report's `Diagnostic`.
struct CellFinding: Sendable, Hashable {
    /// The rule's id.
    var rule: String
    /// How serious it is.
    var severity: Severity
    /// The render.
    var cell: MatrixCell
    /// The element's place in the screen, stable across the matrix (`navigationView/list/row[2]/text`).
    var element: String
    /// How the element is named in messages (`text "Sort Order"`).
    var name: String
    /// What the element shows, when it is a text.
    var text: String?
    /// What is wrong and what to do.
    var message: String
    /// Where the element is in the render (its visible part when clipped), in points.
    var frame: Rect
    /// The child indexes from the screen to the element, to find this very element again (its
    /// path is shared by the rows of a list).
    var childPath: [Int] = []

    /// The same finding in another render of the same layout (another color scheme).
    func moved(to cell: MatrixCell) -> CellFinding {
        var copy = self
        copy.cell = cell
        return copy
    }

    /// The finding of this one render as reports carry it: its only cell is the render, which is
    /// also where it occurs (`occurrence`); no excerpt, no code location.
    var diagnostic: Diagnostic {
        let place = cell.place
        let matrix = MatrixContext(screen: cell.screen, element: element, name: name, text: text, cells: [place], smallest: place,
                                   frame: Frame(frame), occurrence: place.description, excerpt: "")
        return Diagnostic(rule: rule, severity: severity, message: message, location: SourceLocation(file: ""), matrix: matrix)
    }
}

extension Frame {
    /// `rect`'s edges and size.
    init(_ rect: Rect) {
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The rectangle.
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}
