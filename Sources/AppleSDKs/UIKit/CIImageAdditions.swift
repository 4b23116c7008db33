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

extension CIColor {
    /// A Core Image colour of a UIKit one (UIKit's `CIColor(color:)`): a dynamic colour is resolved
    /// in the light appearance.
    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }
}

extension UIColor {
    /// A UIKit colour of a Core Image one (UIKit's `UIColor(ciColor:)`).
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour as Core Image's (UIKit's `ciColor`).
    public var ciColor: CIColor { CIColor(color: self) }
}
#endif
