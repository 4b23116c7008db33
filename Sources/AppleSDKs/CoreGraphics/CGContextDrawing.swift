#if os(Linux)
import Foundation

// CGContext's drawing state, paths, images, gradients, clipping and PDF pages. Each is accepted
// and draws nothing (a preview is drawn by SwiftUI); paths keep their bounds.

extension CGContext {
    /// Sets the opacity of what is drawn.
    public func setAlpha(_ alpha: CGFloat) {}
    /// Sets how drawing combines with what is below.
    public func setBlendMode(_ mode: CGBlendMode) {}
    /// Sets a shadow of the default colour (a third of black).
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    /// Sets a shadow of a colour (none when nil).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    /// Sets the dash pattern (solid when `lengths` is empty).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    /// Sets how lines end.
    public func setLineCap(_ cap: CGLineCap) {}
    /// Sets how lines join.
    public func setLineJoin(_ join: CGLineJoin) {}
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) {}
    /// Sets the flatness of curves.
    public func setFlatness(_ flatness: CGFloat) {}
    /// Sets whether drawing is antialiased.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Sets whether antialiasing is allowed.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// Sets whether fonts are smoothed.
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    /// Sets how text is drawn.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) {}
    /// Sets the spacing between characters.
    public func setCharacterSpacing(_ spacing: CGFloat) {}
    /// Sets the fill colour by components, 0…1.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {}
    /// Sets the stroke colour by components, 0…1.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {}

    /// Rotates the coordinates by `angle` radians.
    public func rotate(by angle: CGFloat) {}
    /// Transforms the coordinates.
    public func concatenate(_ transform: CGAffineTransform) {}
    /// The current transformation matrix: the identity here.
    public var ctm: CGAffineTransform { .identity }

    /// Adds lines through points to the path.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    /// Adds a rectangle to the path.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds rectangles to the path.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects) }
    /// Adds an ellipse to the path.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds an arc to the path, angles in radians.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Adds an arc tangent to two lines to the path.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
    /// Adds a cubic Bézier curve to the path.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: end, control1: control1, control2: control2) }
    /// Adds a quadratic Bézier curve to the path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// Adds a path to the path.
    public func addPath(_ path: CGPath) { self.path.addPath(path) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }
    /// Whether the path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The path's last point.
    public var currentPointOfPath: CGPoint { path.currentPoint }
    /// The path's bounds (`.null` when empty).
    public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }
    /// Replaces the path with its outline stroked.
    public func replacePathWithStrokedPath() {}

    /// Draws the path, and starts a new one.
    public func drawPath(using mode: CGPathDrawingMode) { beginPath() }
    /// Fills rectangles.
    public func fill(_ rects: [CGRect]) {}
    /// Strokes a rectangle with a line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    /// Strokes an ellipse.
    public func strokeEllipse(in rect: CGRect) {}
    /// Clears a rectangle to transparent.
    public func clear(_ rect: CGRect) {}
    /// Strokes line segments between pairs of points.
    public func strokeLineSegments(between points: [CGPoint]) {}
    /// Draws an image in a rectangle.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
    /// Draws a linear gradient.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) {}
    /// Draws a radial gradient.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions) {}

    /// Clips to the path, and starts a new one.
    public func clip(using rule: CGPathFillRule = .winding) { beginPath() }
    /// Clips to a rectangle.
    public func clip(to rect: CGRect) {}
    /// Clips to rectangles.
    public func clip(to rects: [CGRect]) {}
    /// Clips to a rectangle through a mask image.
    public func clip(to rect: CGRect, mask: CGImage) {}
    /// Removes the clipping (as `restoreGState` would).
    public func resetClip() {}
    /// The bounds of the clipping: infinite, as nothing clips here.
    public var boundingBoxOfClipPath: CGRect { .infinite }

    /// Starts a PDF page (its info a `CFDictionary`): no page is written in a preview.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {}
    /// Ends a PDF page.
    public func endPDFPage() {}
    /// Starts a page of a media box.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}
    /// Ends a page.
    public func endPage() {}
    /// Closes a PDF document: no file is written in a preview.
    public func closePDF() {}
    /// Draws what is pending.
    public func flush() {}
    /// Marks the context for drawing.
    public func synchronize() {}
}

/// The PDF info key of a document's title (Core Graphics' `kCGPDFContextTitle`, a `CFString`).
public let kCGPDFContextTitle = "Title"
/// The PDF info key of a document's author.
public let kCGPDFContextAuthor = "Author"
/// The PDF info key of a document's creator.
public let kCGPDFContextCreator = "Creator"
/// The PDF info key of a document's subject.
public let kCGPDFContextSubject = "Subject"
/// The PDF info key of a page's media box.
public let kCGPDFContextMediaBox = "MediaBox"
#endif
