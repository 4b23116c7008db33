#if os(Linux)
import Foundation
import SwiftUI

// UIKit's initializers of the asset symbols Xcode generates (`UIColor(resource: .brandInk)`,
// `UIImage(resource: .logo)`), resolved as SwiftUI's `Color(.brandInk)` and `Image(.logo)` are.

extension UIColor {
    /// The color of an asset catalog's color set, by its generated symbol.
    public convenience init(resource: ColorResource) { self.init(Color(resource)) }
}

extension UIImage {
    /// The image of an asset catalog's image set, by its generated symbol.
    public convenience init(resource: ImageResource) {
        let size = AssetImage.inAppCatalogs(named: resource.name)?.size ?? Size(width: 24, height: 24)
        self.init(name: resource.name, isSymbol: false, size: CGSize(width: size.width, height: size.height))
    }
}
#endif
