#if os(Linux)
import Foundation

/// An image tiled as a fill (SwiftUI's `ImagePaint`, `Rectangle().fill(ImagePaint(image:))`). Its
/// pixels are not read, so the paint is an unknown colour named after the image: no contrast is
/// judged against it, as against an asset colour no catalog has.
public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat

    /// An image as a fill.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// An unknown colour named after the image.
    public var paint: Paint { .color(Color(unknownAsset: "image paint")) }
}

extension ShapeStyle where Self == ImagePaint {
    /// An image as a fill (`.fill(.image(Image("paper")))`).
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
#endif
