import Foundation
@testable import SwiftUI
import Testing

/// Image sets give their images the size iOS gives them: headers of PNG, JPEG, HEIC, PDF and
/// SVG files read, divided by the file's scale; anything malformed leaves the size unknown.
@Suite struct AssetImageSizeTests {
    typealias Files = AssetImageFiles

    /// The size read from a one-file set of `bytes` named `file` at `scale`.
    private func size(of bytes: [UInt8], file: String, scale: String?, properties: String = "") throws -> Size? {
        let catalog = try Files.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        try Files.imageSet("image", in: catalog, files: [file: bytes], contents: Files.contents(file: file, scale: scale, properties: properties))
        return AssetCatalogImages.read(catalogs: [catalog])["image"]?.size
    }

    /// What reading a one-file set of `bytes` throws, or its size.
    private func reading(_ bytes: [UInt8], file: String = "image.png", contents: String? = nil) throws -> Result<Size, AssetImageError> {
        let catalog = try Files.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        try Files.imageSet("image", in: catalog, files: [file: bytes], contents: contents ?? Files.contents(file: file, scale: "2x"))
        return Result { () throws(AssetImageError) in try AssetCatalogImages.reading(catalog + "/image.imageset").size }
    }

    @Test func aPNGAtThreeTimesIsItsPixelsOverThree() throws {
        #expect(try size(of: Files.png(width: 360, height: 120), file: "logo@3x.png", scale: "3x") == Size(width: 120, height: 40))
    }

    @Test func aJPEGAtTwiceIsItsPixelsOverTwo() throws {
        #expect(try size(of: Files.jpeg(width: 100, height: 50), file: "photo@2x.jpg", scale: "2x") == Size(width: 50, height: 25))
        // A progressive frame (SOF2) gives its size as well.
        #expect(try size(of: Files.jpeg(width: 64, height: 32, frameMarker: 0xC2), file: "p.jpg", scale: "2x") == Size(width: 32, height: 16))
    }

    @Test func aVectorPDFIsItsPageInPoints() throws {
        let vector = "\"preserves-vector-representation\": true"
        #expect(try size(of: Files.pdf(mediaBox: "[0 0 240 80]"), file: "logo.pdf", scale: nil, properties: vector) == Size(width: 240, height: 80))
        #expect(try size(of: Files.pdf(mediaBox: "[0 0 612 792]", cropBox: "[10.5 20 58.5 52]"), file: "icon.pdf", scale: nil)
            == Size(width: 48, height: 32))
    }

    @Test func anSVGIsItsWidthAndHeightElseItsViewBox() throws {
        #expect(try size(of: Files.svg("width=\"48\" height=\"32px\""), file: "a.svg", scale: nil) == Size(width: 48, height: 32))
        #expect(try size(of: Files.svg("viewBox=\"0 0 20 10\""), file: "b.svg", scale: nil) == Size(width: 20, height: 10))
        #expect(try size(of: Files.svg("width=\"40\" viewBox=\"0,0,20,10\""), file: "c.svg", scale: nil) == Size(width: 40, height: 20))
        #expect(try size(of: Files.svg("width=\"15pt\" height='30pt'"), file: "d.svg", scale: nil) == Size(width: 20, height: 40))
    }

    @Test func aHEICIsItsLargestExtent() throws {
        let bytes = Files.heic(sizes: [(320, 240), (1200, 900), (512, 512)])
        #expect(try size(of: bytes, file: "photo.heic", scale: "3x") == Size(width: 400, height: 300))
    }

    @Test func aHeaderPastTheFirstKilobytesIsReadAgainFurther() throws {
        // A JPEG whose frame follows 40 KB of metadata.
        var jpeg = Files.jpeg(width: 300, height: 150)
        let metadata: [UInt8] = (0..<4).flatMap { _ in [0xFF, 0xE1] + Files.be16(10_002) + [UInt8](repeating: 0x41, count: 10_000) }
        jpeg.insert(contentsOf: metadata, at: 2)
        #expect(try size(of: jpeg, file: "big.jpg", scale: "3x") == Size(width: 100, height: 50))
        // A PDF whose page is written at its end, after 300 KB of content.
        let content = [UInt8]("%PDF-1.4\n".utf8) + [UInt8](repeating: 0x20, count: 300_000)
        let page = [UInt8]("3 0 obj << /Type /Page /MediaBox [0 0 64 32] >> endobj\n%%EOF\n".utf8)
        #expect(try size(of: content + page, file: "end.pdf", scale: nil) == Size(width: 64, height: 32))
    }

    @Test func aPDFPageBeyondWhatIsReadIsUnknown() throws {
        // The page sits between the first 256 KB and the last 64 KB: neither is searched further.
        let filler = [UInt8](repeating: 0x20, count: 300_000)
        let bytes = [UInt8]("%PDF-1.4\n".utf8) + filler + [UInt8]("/MediaBox [0 0 64 32]".utf8) + filler
        try expectNoSize(bytes, .pdf, .sizeNotGiven, file: "image.pdf")
    }

    @Test func theIPhoneEntryAtTheHighestScaleIsChosen() throws {
        let catalog = try Files.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        let contents = """
            {"images": [
              {"idiom": "universal", "filename": "u1.png", "scale": "1x"},
              {"idiom": "universal", "filename": "u3.png", "scale": "3x"},
              {"idiom": "iphone", "filename": "i2.png", "scale": "2x"},
              {"idiom": "iphone", "scale": "3x"},
              {"idiom": "ipad", "filename": "pad.png", "scale": "2x"},
              {"idiom": "iphone", "filename": "dark.png", "scale": "2x",
               "appearances": [{"appearance": "luminosity", "value": "dark"}]}
            ], "properties": {"template-rendering-intent": "template"}}
            """
        try Files.imageSet("icon", in: catalog, files: [
            "u1.png": Files.png(width: 10, height: 10), "u3.png": Files.png(width: 30, height: 30),
            "i2.png": Files.png(width: 44, height: 22), "pad.png": Files.png(width: 99, height: 99), "dark.png": Files.png(width: 8, height: 8),
        ], contents: contents)
        let image = try #require(AssetCatalogImages.read(catalogs: [catalog])["icon"])
        #expect(image == AssetImage(name: "icon", size: Size(width: 22, height: 11), isTemplate: true, hasDarkAppearance: true))
    }

    @Test func theFirstCatalogNamingASetWins() throws {
        let first = try Files.temporaryFolder(), second = try Files.temporaryFolder()
        defer { for folder in [first, second] { try? FileManager.default.removeItem(atPath: folder) } }
        try Files.imageSet("logo", in: first, files: ["a.png": Files.png(width: 20, height: 20)], contents: Files.contents(file: "a.png", scale: "2x"))
        try Files.imageSet("logo", in: second, files: ["b.png": Files.png(width: 90, height: 90)], contents: Files.contents(file: "b.png", scale: "3x"))
        try Files.imageSet("other", in: second, files: ["c.png": Files.png(width: 3, height: 6)], contents: Files.contents(file: "c.png", scale: "3x"))
        let images = AssetCatalogImages.read(catalogs: [first, second])
        #expect(images["logo"]?.size == Size(width: 10, height: 10))
        #expect(images["other"]?.size == Size(width: 1, height: 2))
    }

    // MARK: Malformed input: the size is unknown, and says why.

    @Test func aMissingFileIsUnknown() throws {
        let catalog = try Files.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: catalog) }
        try Files.imageSet("gone", in: catalog, files: [:], contents: Files.contents(file: "gone@2x.png", scale: "2x"))
        let folder = catalog + "/gone.imageset"
        #expect(throws: AssetImageError.missingFile(path: folder + "/gone@2x.png")) { try AssetCatalogImages.reading(folder) }
        #expect(AssetCatalogImages.read(catalogs: [catalog])["gone"] == AssetImage(name: "gone", size: nil))
    }

    @Test func aTruncatedHeaderIsUnknown() throws {
        let png = Files.png(width: 360, height: 120)
        try expectNoSize(Array(png.prefix(20)), .png, .truncated)
        try expectNoSize(Array(Files.jpeg(width: 100, height: 50).prefix(26)), .jpeg, .truncated, file: "image.jpg")
        try expectNoSize(Array(Files.heic(sizes: [(100, 100)]).prefix(40)), .heic, .truncated, file: "image.heic")
        // Only the file's signature: no chunk at all.
        try expectNoSize(Array(png.prefix(8)), .png, .truncated)
    }

    @Test func aMalformedHeaderIsUnknown() throws {
        // A PNG whose first chunk is not IHDR.
        var png = Files.png(width: 10, height: 10)
        png.replaceSubrange(12..<16, with: Array("IDAT".utf8))
        try expectNoSize(png, .png, .malformed)
        // A JPEG whose scan starts before any frame.
        try expectNoSize([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08, 1, 2, 3, 4, 5, 6], .jpeg, .malformed, file: "image.jpg")
        // A PDF whose box is given by reference, and an SVG sized in percent.
        try expectNoSize(Array("%PDF-1.7\n3 0 obj << /Type /Page /MediaBox 9 0 R >> endobj\n".utf8), .pdf, .sizeNotGiven, file: "image.pdf")
        try expectNoSize(Files.svg("width=\"100%\" height=\"100%\""), .svg, .sizeNotGiven, file: "image.svg")
    }

    @Test func jsonGarbageIsUnknown() throws {
        let result = try reading(Files.png(width: 10, height: 10), contents: "{\"images\": [ this is not json")
        guard case .failure(.badContents(let path)) = result else { Issue.record("\(result)"); return }
        #expect(path.hasSuffix("/image.imageset/Contents.json"))
        // JSON of another shape, and a set with only an iPad file.
        let other = try reading(Files.png(width: 10, height: 10), contents: "[1, 2, 3]")
        guard case .failure(.badContents) = other else { Issue.record("\(other)"); return }
        let pad = try reading(Files.png(width: 10, height: 10), contents: "{\"images\": [{\"idiom\": \"ipad\", \"filename\": \"image.png\", \"scale\": \"2x\"}]}")
        guard case .failure(.noImageForIPhone) = pad else { Issue.record("\(pad)"); return }
    }

    @Test func aZeroOrAbsurdSizeIsUnknown() throws {
        let zero = try reading(Files.png(width: 0, height: 0))
        guard case .failure(.implausibleSize(_, 0, 0)) = zero else { Issue.record("\(zero)"); return }
        let huge = try reading(Files.png(width: 1_000_000_000, height: 80))
        guard case .failure(.implausibleSize(_, 1_000_000_000, 80)) = huge else { Issue.record("\(huge)"); return }
        let pdf = try reading(Array("%PDF-1.4\n/MediaBox [0 0 1e9 80]\n/MediaBox [0 0 1000000000 80]".utf8), file: "image.pdf")
        guard case .failure(.implausibleSize(_, 1_000_000_000, 80)) = pdf else { Issue.record("\(pdf)"); return }
    }

    @Test func anUnknownFormatIsUnknown() throws {
        let result = try reading(Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), file: "image.gif")
        guard case .failure(.unrecognizedFormat(let path)) = result else { Issue.record("\(result)"); return }
        #expect(path.hasSuffix("/image.gif"))
    }

    @Test func aFileNamingAnotherFolderIsNotRead() throws {
        let result = try reading(Files.png(width: 10, height: 10),
                                 contents: "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"../../secret.png\", \"scale\": \"2x\"}]}")
        guard case .failure(.noImageForIPhone) = result else { Issue.record("\(result)"); return }
    }

    /// Expects reading `bytes` as the set's file to find no size for `reason`.
    private func expectNoSize(_ bytes: [UInt8], _ format: ImageFileFormat, _ reason: ImageHeaderFault, file: String = "image.png",
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try reading(bytes, file: file)
        guard case .failure(.noSize(let path, let found, let fault)) = result else {
            Issue.record("\(result)", sourceLocation: sourceLocation)
            return
        }
        #expect(path.hasSuffix("/" + file) && found == format && fault == reason, sourceLocation: sourceLocation)
    }
}
