import Foundation
@testable import SwiftUI
import Testing

/// Named images are laid out at their image set's size; resizable ones fill their frame; names
/// the catalogs lack keep the placeholder size and are named unknown.
@Suite struct AssetImageLayoutTests {
    /// The catalog of one set, `logo`: a 3x PNG of 360 × 120 pixels.
    private func logoCatalog() throws -> (folder: String, images: [String: AssetImage]) {
        let catalog = try AssetImageFiles.temporaryFolder()
        try AssetImageFiles.imageSet("logo", in: catalog, files: ["logo@3x.png": AssetImageFiles.png(width: 360, height: 120)],
                                     contents: AssetImageFiles.contents(file: "logo@3x.png", scale: "3x"))
        return (catalog, AssetCatalogImages.read(catalogs: [catalog]))
    }

    private func layout(_ view: some View, images: [String: AssetImage]?) -> LaidOutScreen {
        ScreenLayout().layout(view.environmentChange { $0.assetImages = images }, name: "images", in: ScreenConfiguration(device: .iPhoneSE))
    }

    private func image(in screen: LaidOutScreen) throws -> Element {
        try #require(screen.allElements.first { $0.kind == .image })
    }

    @Test func aLogoOfThreeTimes360By120IsLaidOutAt120By40() throws {
        let (catalog, images) = try logoCatalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let screen = layout(VStack { Image("logo") }, images: images)
        let element = try image(in: screen)
        #expect(element.frame.size == Size(width: 120, height: 40))
        #expect(element.assetImage == AssetImageDisplay(name: "logo", isKnown: true))
        #expect(TreeRenderer().render(screen).contains("120×40) image=\"logo\""))
        // By its generated symbol, the same.
        let resource = try image(in: layout(Image(ImageResource(name: "logo", bundle: .main)), images: images))
        #expect(resource.frame.size == Size(width: 120, height: 40))
    }

    @Test func aResizableLogoFillsItsFrame() throws {
        let (catalog, images) = try logoCatalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let element = try image(in: layout(Image("logo").resizable().frame(width: 200, height: 90), images: images))
        #expect(element.frame.size == Size(width: 200, height: 90))
        // Offered no height in particular (a fixed-size axis), it keeps its own.
        let natural = try image(in: layout(Image("logo").resizable().fixedSize(), images: images))
        #expect(natural.frame.size == Size(width: 120, height: 40))
    }

    @Test func aNameTheCatalogsLackKeepsThePlaceholderAndIsNamedUnknown() throws {
        let (catalog, images) = try logoCatalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        for images in [images, nil] {
            let screen = layout(Image("banner"), images: images)
            let element = try image(in: screen)
            #expect(element.frame.size == Size(width: 24, height: 24))
            #expect(element.assetImage == AssetImageDisplay(name: "banner", isKnown: false))
            #expect(TreeRenderer().render(screen).contains("image=\"banner\" unknown"))
            #expect(JSONRenderer().render(screen).contains("\"image\": {\"name\": \"banner\", \"known\": false}"))
        }
    }

    @Test func aSetWhoseSizeCannotBeReadKeepsThePlaceholder() throws {
        let images = ["broken": AssetImage(name: "broken", size: nil)]
        let element = try image(in: layout(Image("broken"), images: images))
        #expect(element.frame.size == Size(width: 24, height: 24))
        #expect(element.assetImage?.isKnown == false)
    }

    @Test func symbolsAreUnchanged() throws {
        let (catalog, images) = try logoCatalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let with = try image(in: layout(Image(systemName: "star"), images: images))
        let without = try image(in: layout(Image(systemName: "star"), images: nil))
        #expect(with.frame == without.frame)
        #expect(with.assetImage == nil)
    }

    @Test func aDecorativeImageHasItsSizeAndStaysAnImage() throws {
        let (catalog, images) = try logoCatalog()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let element = try image(in: layout(Image(decorative: "logo"), images: images))
        #expect(element.frame.size == Size(width: 120, height: 40))
        #expect(element.accessibility.traits.contains(.isImage))
    }
}
