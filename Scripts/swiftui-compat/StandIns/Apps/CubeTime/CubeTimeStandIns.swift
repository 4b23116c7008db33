// Stand-ins for CubeTime's own declarations that the compiled screens reference.
import SwiftUI

/// Corners of a rectangle (UIKit's `UIRectCorner`).
struct UIRectCorner: OptionSet {
    let rawValue: Int
    static let topLeft = UIRectCorner(rawValue: 1)
    static let topRight = UIRectCorner(rawValue: 2)
    static let bottomLeft = UIRectCorner(rawValue: 4)
    static let bottomRight = UIRectCorner(rawValue: 8)
    static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension View {
    /// Rounds only `corners` (the app's helper; rounds all corners here).
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
