#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// A drawing (PencilKit's `PKDrawing`): its strokes, kept; a preview renders none.
public struct PKDrawing: Sendable, Equatable {
    /// Its strokes.
    public var strokes: [PKStroke]
    /// An empty drawing.
    public init() { strokes = [] }
    /// A drawing of strokes.
    public init(strokes: [PKStroke]) { self.strokes = strokes }
    /// A drawing read from its data: an empty one's data reads back; other data is refused.
    public init(data: Data) throws {
        guard data == PKDrawing.emptyData else { throw CocoaError(.coderReadCorrupt) }
        strokes = []
    }
    /// Its data, to save it.
    public func dataRepresentation() -> Data { PKDrawing.emptyData }
    /// The rectangle its strokes cover: none.
    public var bounds: CGRect { .zero }
    /// An image of part of it: blank.
    public func image(from rect: CGRect, scale: CGFloat) -> UIImage { UIImage() }
    /// The drawing with more strokes.
    public func appending(_ drawing: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + drawing.strokes) }

    private static let emptyData = Data("PKDrawing:empty".utf8)
}

/// A stroke of a drawing (PencilKit's `PKStroke`).
public struct PKStroke: Sendable, Equatable {
    /// The ink it was drawn with.
    public var ink: PKInk
}

/// An ink (PencilKit's `PKInk`).
public struct PKInk: Sendable, Equatable {
    /// A kind of ink (PencilKit's `PKInk.InkType`).
    public enum InkType: String, Sendable { case pen, pencil, marker, monoline, fountainPen, watercolor, crayon }
    /// Its kind.
    public var inkType: InkType
    /// An ink of a kind and colour.
    public init(_ type: InkType, color: UIColor) { inkType = type }
    public static func == (lhs: PKInk, rhs: PKInk) -> Bool { lhs.inkType == rhs.inkType }
}

/// A drawing tool (PencilKit's `PKTool`).
public protocol PKTool: Sendable {}

/// A pen, pencil or marker (PencilKit's `PKInkingTool`).
public struct PKInkingTool: PKTool, Equatable {
    /// A kind of ink.
    public typealias InkType = PKInk.InkType
    /// Its kind.
    public var inkType: InkType
    /// Its colour.
    public var color: UIColor
    /// Its width.
    public var width: CGFloat
    /// A tool of a kind, colour and width.
    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        inkType = type
        self.color = color
        self.width = width ?? 5
    }
    public static func == (lhs: PKInkingTool, rhs: PKInkingTool) -> Bool { lhs.inkType == rhs.inkType && lhs.width == rhs.width }
}

/// An eraser (PencilKit's `PKEraserTool`).
public struct PKEraserTool: PKTool, Equatable {
    /// How it erases (PencilKit's `PKEraserTool.EraserType`).
    public enum EraserType: Sendable { case vector, bitmap, fixedWidthBitmap }
    /// How it erases.
    public var eraserType: EraserType
    /// An eraser.
    public init(_ eraserType: EraserType) { self.eraserType = eraserType }
}

/// A lasso (PencilKit's `PKLassoTool`).
public struct PKLassoTool: PKTool {
    /// A lasso.
    public init() {}
}

/// What may draw on a canvas (PencilKit's `PKCanvasViewDrawingPolicy`).
public enum PKCanvasViewDrawingPolicy: UInt, Sendable { case `default`, anyInput, pencilOnly }

/// A canvas to draw on (PencilKit's `PKCanvasView`): a placeholder of its frame in a preview;
/// nothing is drawn on it, so its delegate is never told of changes.
open class PKCanvasView: UIScrollView, @unchecked Sendable {
    /// The drawing.
    open var drawing = PKDrawing()
    /// The tool in use.
    open var tool: any PKTool = PKInkingTool(.pen)
    /// What may draw.
    open var drawingPolicy = PKCanvasViewDrawingPolicy.default
    /// Whether a ruler shows.
    open var isRulerActive = false
    /// Whether it is opaque.
    open var isOpaque = true
    /// Its delegate.
    open weak var delegate: (any PKCanvasViewDelegate)?
}

/// What a canvas tells its delegate (PencilKit's `PKCanvasViewDelegate`): nothing, in a preview.
@MainActor @preconcurrency
public protocol PKCanvasViewDelegate: AnyObject {
    /// The drawing changed.
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    /// A stroke began.
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    /// A stroke ended.
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// The floating tool palette (PencilKit's `PKToolPicker`): never shown in a preview.
open class PKToolPicker: NSObject, @unchecked Sendable {
    /// The tool chosen.
    open var selectedTool: any PKTool = PKInkingTool(.pen)
    /// Whether it is shown: never in a preview.
    open var isVisible: Bool { false }
    /// A tool picker.
    public override init() {}
    /// Shows or hides it for a responder.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}
    /// Adds an observer (a canvas follows the picker's tool).
    open func addObserver(_ observer: AnyObject) {}
    /// Removes an observer.
    open func removeObserver(_ observer: AnyObject) {}
}
#endif
