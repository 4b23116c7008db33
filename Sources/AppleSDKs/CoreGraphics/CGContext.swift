#if os(Linux)
import Foundation

/// Where Core Graphics draws (`CGContext`): drawing does nothing here, as a preview is drawn by
/// SwiftUI. A bitmap context keeps its size (its image is blank), a PDF context writes no file,
/// and the path being built keeps its bounds.
public final class CGContext: @unchecked Sendable {
    /// What a context draws into.
    enum Destination: Sendable { case view, bitmap(width: Int, height: Int), pdf }
    let destination: Destination
    /// The path being built.
    let path = CGPath()
    private let lock = NSLock()
    private var quality = CGInterpolationQuality.default
    private var matrix = CGAffineTransform.identity
    private var position = CGPoint.zero

    package init() { destination = .view }
    init(destination: Destination) { self.destination = destination }

    /// A PDF context writing to a file (Core Graphics' `CGContext(_:mediaBox:_:)`, the URL a
    /// `CFURL`, the info a `CFDictionary`): a preview writes no file, and the context draws nothing.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        self.init(destination: .pdf)
    }

    /// A bitmap context (Core Graphics' `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`):
    /// nil for an empty size; its pixels stay as they are, and its image is blank.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, bitsPerComponent > 0 else { return nil }
        self.init(destination: .bitmap(width: width, height: height))
    }

    /// A bitmap context's width in pixels (0 for others).
    public var width: Int { if case .bitmap(let width, _) = destination { width } else { 0 } }
    /// A bitmap context's height in pixels (0 for others).
    public var height: Int { if case .bitmap(_, let height) = destination { height } else { 0 } }
    /// An image of a bitmap context's pixels: blank, of its size; nil for other contexts.
    public func makeImage() -> CGImage? {
        guard case .bitmap(let width, let height) = destination else { return nil }
        return CGImage(width: width, height: height)
    }

    /// How carefully images are scaled.
    public var interpolationQuality: CGInterpolationQuality {
        get { lock.withLock { quality } }
        set { lock.withLock { quality = newValue } }
    }
    /// The text matrix.
    public var textMatrix: CGAffineTransform {
        get { lock.withLock { matrix } }
        set { lock.withLock { matrix = newValue } }
    }
    /// Where text is drawn next.
    public var textPosition: CGPoint {
        get { lock.withLock { position } }
        set { lock.withLock { position = newValue } }
    }

    /// Sets the fill color.
    public func setFillColor(_ color: CGColor) {}
    /// Sets the stroke color.
    public func setStrokeColor(_ color: CGColor) {}
    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) {}
    /// Fills a rectangle.
    public func fill(_ rect: CGRect) {}
    /// Strokes a rectangle.
    public func stroke(_ rect: CGRect) {}
    /// Fills an ellipse.
    public func fillEllipse(in rect: CGRect) {}
    /// Moves the pen.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Strokes the path, and starts a new one.
    public func strokePath() { beginPath() }
    /// Fills the path, and starts a new one.
    public func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }
    /// Translates the coordinates.
    public func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales the coordinates.
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Saves the graphics state.
    public func saveGState() {}
    /// Restores it.
    public func restoreGState() {}
    /// Starts a new, empty path.
    public func beginPath() { path.clear() }
}
#endif
