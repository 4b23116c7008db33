import Diagnostics
/// Where a screen finding is in a matrix of renders (screens × locales × Dynamic Type sizes ×
/// devices × color schemes): the element and every render it occurs in, folded into one finding,
/// with the smallest render that shows it. Catalog and source findings have none.
public struct MatrixContext: Sendable, Hashable, Codable {
    /// The screen's id.
    public var screen: String
    /// The element's place in the screen, stable across the matrix (`navigationView/list/row[2]/text`).
    public var element: String
    /// How the element is named, in the smallest failing render (`text "Sort Order"`).
    public var name: String
    /// What the element shows in the smallest failing render, when it is a text.
    public var text: String?
    /// Every render it occurs in, in matrix order.
    public var cells: [MatrixPlace]
    /// The smallest failing render at the finding's severity: in a real locale when there is one,
    /// at the smallest text size, on the smallest device (a render where the same element only
    /// earned a note does not stand for a warning).
    public var smallest: MatrixPlace
    /// Where the element is in the smallest failing render, in points.
    public var frame: Frame
    /// Which part of the matrix it occurs in, for people ("pl, de; from AX2 up; iPhone SE").
    public var occurrence: String
    /// The smallest failing render's text grid around the element (empty when not drawn).
    public var excerpt: String
    /// The other elements the finding stands for: the same line of code repeated on the screen
    /// (the rows of a `ForEach` in a stack), showing the same text and failing the same rule; in
    /// element order, empty when the element is alone.
    public var repeats: [String]

    /// A context with every part given.
    public init(screen: String, element: String, name: String, text: String?, cells: [MatrixPlace], smallest: MatrixPlace,
                frame: Frame, occurrence: String, excerpt: String, repeats: [String] = []) {
        self.screen = screen
        self.element = element
        self.name = name
        self.text = text
        self.cells = cells
        self.smallest = smallest
        self.frame = frame
        self.occurrence = occurrence
        self.excerpt = excerpt
        self.repeats = repeats
    }

    /// The state of the smallest failing render.
    public var state: String { smallest.state }

    /// The states it occurs in, in matrix order.
    public var states: [String] {
        var seen = Set<String>()
        return cells.map(\.state).filter { seen.insert($0).inserted }
    }

    /// The place as one line, `home › text "Title" × pl; from AX2 up; 4 of 48 renders`: what
    /// `Diagnostic.context` holds for reporters that show a place next to a position.
    public var place: String { "\(screen) › \(name)\(repeatCount) × \(occurrence)" }

    /// ` (and 7 more like it)` when the finding stands for repeated elements, else empty.
    public var repeatCount: String {
        repeats.isEmpty ? "" : " (and \(repeats.count) more like it)"
    }
}

/// One render of a matrix, by the names of its axes: a screen in one state, laid out in one
/// locale, Dynamic Type size, device and color scheme. A ``MatrixCell`` as reports write it and read
/// it back (`MatrixCell.place`): names, so a report file needs no device table.
public struct MatrixPlace: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The screen's id.
    public var screen: String
    /// The state's name.
    public var state: String
    /// The locale (BCP 47: `pl`, `en-XA`).
    public var locale: String
    /// The Dynamic Type size's short name (`L`, `AX3`).
    public var size: String
    /// The device's name (`iPhone SE`).
    public var device: String
    /// The scheme (`light`, `dark`).
    public var scheme: String

    /// A render named by its axes.
    public init(screen: String, state: String, locale: String, size: String, device: String, scheme: String) {
        self.screen = screen
        self.state = state
        self.locale = locale
        self.size = size
        self.device = device
        self.scheme = scheme
    }

    /// "detail/fixed-header · iPhone SE · pl · AX3 · dark".
    public var description: String {
        "\(screen)/\(state) · \(device) · \(locale) · \(size) · \(scheme)"
    }
}

/// A rectangle in points (its numbers may be infinite: an unbounded size).
public struct Frame: Sendable, Hashable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
