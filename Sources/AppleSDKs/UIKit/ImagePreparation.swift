#if os(Linux)
import Foundation

// Decoding an image ahead of display (iOS 15): nothing is decoded here, so the image is ready as
// it is.
extension UIImage {
    /// The image decoded for display (UIKit's `preparingForDisplay()`): the image itself.
    public func preparingForDisplay() -> UIImage? { self }

    /// The image decoded for display off the main thread (UIKit's `byPreparingForDisplay()`): the image itself.
    public func byPreparingForDisplay() async -> UIImage? { self }
}
#endif
