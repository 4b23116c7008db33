#if os(Linux)
@_exported import Foundation
import StandInCoreLocation

// The geometry of MapKit's flat map (`MKMapRect`, `MKMapPoint`), computed as MapKit computes it,
// so that an app fitting pins into a rectangle or measuring between points gets the same numbers
// in a preview as on a device.

extension MKMapRect {
    /// Whether it is the null rectangle (MapKit's `MKMapRect.isNull`).
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it is null or has no area (MapKit's `MKMapRect.isEmpty`).
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }
    /// Its leftmost x (MapKit's `MKMapRect.minX`).
    public var minX: Double { origin.x }
    /// Its topmost y (MapKit's `MKMapRect.minY`).
    public var minY: Double { origin.y }
    /// Its middle x (MapKit's `MKMapRect.midX`).
    public var midX: Double { origin.x + size.width / 2 }
    /// Its middle y (MapKit's `MKMapRect.midY`).
    public var midY: Double { origin.y + size.height / 2 }
    /// Its rightmost x (MapKit's `MKMapRect.maxX`).
    public var maxX: Double { origin.x + size.width }
    /// Its bottommost y (MapKit's `MKMapRect.maxY`).
    public var maxY: Double { origin.y + size.height }
    /// Its width (MapKit's `MKMapRect.width`).
    public var width: Double { size.width }
    /// Its height (MapKit's `MKMapRect.height`).
    public var height: Double { size.height }

    /// Whether `point` lies inside, its left and top edges included (MapKit's `contains(_:)`).
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside (MapKit's `contains(_:)`).
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two overlap (MapKit's `intersects(_:)`).
    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }

    /// The part both cover, or `.null` when they do not overlap (MapKit's `intersection(_:)`).
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let left = Swift.max(minX, rect.minX), right = Swift.min(maxX, rect.maxX)
        let top = Swift.max(minY, rect.minY), bottom = Swift.min(maxY, rect.maxY)
        guard left < right, top < bottom else { return .null }
        return MKMapRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown
    /// when negative); `.null` when nothing is left (MapKit's `insetBy(dx:dy:)`).
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        let width = size.width - 2 * dx, height = size.height - 2 * dy
        guard width >= 0, height >= 0 else { return .null }
        return MKMapRect(x: origin.x + dx, y: origin.y + dy, width: width, height: height)
    }

    /// The rectangle moved by `dx` and `dy` (MapKit's `offsetBy(dx:dy:)`).
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        return MKMapRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}

extension MKMapPoint {
    /// The distance on the ground to `other`, in metres, along the great circle between their
    /// coordinates (MapKit's `MKMapPoint.distance(to:)`, on a sphere of the Earth's mean radius).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let from = coordinate, to = other.coordinate
        let radians = Double.pi / 180
        let dLatitude = (to.latitude - from.latitude) * radians
        let dLongitude = (to.longitude - from.longitude) * radians
        let a = sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(from.latitude * radians) * cos(to.latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * 6_371_009 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
#endif
