#if os(Linux)
import Foundation
import StandInCoreGraphics
import StandInCoreImage

extension CIImage {
    /// A Core Image image of a UIKit one (UIKit's addition to Core Image), as large as it.
    public convenience init?(image: UIImage) {
        self.init(extent: CGRect(origin: .zero, size: image.size))
    }
}
#endif
