#if os(Linux)
import Foundation
import SwiftUI

// SwiftUI's `Path` and Core Graphics' `CGPath` convert into each other, as on iOS
// (`Path(bezierPath.cgPath)`, `path.cgPath`): both keep the rectangle around their points.
extension Path {
    /// The path of a Core Graphics path: its bounding rectangle, as a render draws paths.
    public init(_ path: CGPath) {
        self.init()
        if !path.isEmpty { addRect(path.boundingBox) }
    }

    /// The path as a Core Graphics path, with the same bounding rectangle.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        if !isEmpty { path.addRect(boundingRect) }
        return path
    }
}
#endif
