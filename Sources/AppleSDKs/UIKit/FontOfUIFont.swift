#if os(Linux)
import Foundation
import SwiftUI

extension Font {
    /// The font of a UIKit font (AppKit's `NSFont` on a Mac; SwiftUI takes either, bridged to
    /// Core Text): the system face or the named one at the font's size, which Dynamic Type does
    /// not scale.
    public init(_ font: UIFont) {
        self = font.familyName == "SF Pro" ? .system(size: Double(font.pointSize)) : .custom(font.familyName, fixedSize: Double(font.pointSize))
    }
}
#endif
