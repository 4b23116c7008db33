#if os(Linux)
import Foundation
import SwiftUI

// SwiftUI's images of a Core Graphics image (`Image(cgImage, scale: 2, label: Text("Signature"))`,
// `Image(decorative: rendered, scale: 1)`): no pixels are decoded here, so the image is laid out
// as an image the app's catalogs do not have.
extension Image {
    /// Which way an image's pixels are turned (SwiftUI's `Image.Orientation`).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of `cgImage` that VoiceOver reads as `label`.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: "")
    }

    /// An image of `cgImage` that VoiceOver skips.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(decorative: "")
    }
}
#endif
