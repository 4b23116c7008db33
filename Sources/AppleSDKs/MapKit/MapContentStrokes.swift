#if os(Linux)
@_exported import Foundation
import SwiftUI

// The stroke modifiers of map overlays (`MapPolyline`, `MapPolygon`, `MapCircle`). Map content is
// not drawn on Linux: the modifiers are accepted and keep the content as it is.
extension MapContent {
    /// Strokes overlays with `content` in `style` (MapKit's `MapContent.stroke(_:style:)`).
    public func stroke(_ content: some ShapeStyle, style: StrokeStyle) -> Self { self }
    /// Strokes overlays with `content`, `lineWidth` points wide (MapKit's `MapContent.stroke(_:lineWidth:)`).
    public func stroke(_ content: some ShapeStyle, lineWidth: CGFloat = 1) -> Self { self }
    /// Strokes overlays `lineWidth` points wide (MapKit's `MapContent.stroke(lineWidth:)`).
    public func stroke(lineWidth: CGFloat = 1) -> Self { self }
    /// Strokes overlays in `style` (MapKit's `MapContent.strokeStyle(style:)`).
    public func strokeStyle(style: StrokeStyle) -> Self { self }
}
#endif
