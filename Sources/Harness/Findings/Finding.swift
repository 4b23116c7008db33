import Diagnostics
import ScreenKit

/// One problem of one element of one screen, folded over every render it occurs in: where in
/// the matrix it happens ("pl, de; from AX2 up; iPhone SE") and the smallest render that shows it.
public struct Finding: Sendable, Hashable {
    /// The rule's id.
    public var rule: String
    /// How serious it is (the most serious of its renders).
    public var severity: Severity
    /// The screen's id.
    public var screen: String
    /// The state of the smallest failing render.
    public var state: String
    /// The element's place in the screen (`navigationView/list/row[2]/text`).
    public var element: String
    /// How the element is named, in the smallest failing render (`text "Sort Order"`).
    public var name: String
    /// What the element shows in the smallest failing render, when it is a text.
    public var text: String?
    /// What is wrong and what to do, in the smallest failing render.
    public var message: String
    /// Every render it occurs in, in matrix order.
    public var cells: [MatrixCell]
    /// The smallest failing render: in a real locale when there is one, at the smallest text
    /// size, on the smallest device (see `MatrixSummary.rank`).
    public var smallest: MatrixCell
    /// Where the element is in the smallest failing render, in points.
    public var frame: Rect
    /// Which part of the matrix it occurs in, for people ("pl, de; from AX2 up; iPhone SE").
    public var occurrence: String
    /// The smallest failing render's text grid around the element.
    public var excerpt: String
    /// Where the element's view is written in the app's code (relative to the folder the check ran
    /// in), when its view records it: what SARIF and GitHub annotations point at.
    public var source: SourceLocation?

    /// The states it occurs in, in matrix order.
    public var states: [String] {
        var seen = Set<String>()
        return cells.map(\.state).filter { seen.insert($0).inserted }
    }
}
