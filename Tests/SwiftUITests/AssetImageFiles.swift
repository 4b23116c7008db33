import Foundation

/// Tiny image files and image sets written byte by byte for the asset-image tests: headers only,
/// enough for a size to be read.
enum AssetImageFiles {
    /// A PNG's signature and `IHDR` chunk for `width` × `height` pixels (8-bit RGBA).
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width) + be32(height)
            + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// A JPEG's start: SOI, a JFIF APP0 segment, then a baseline frame (SOF0) of `width` × `height`.
    static func jpeg(width: UInt16, height: UInt16, frameMarker: UInt8 = 0xC0) -> [UInt8] {
        let app0: [UInt8] = [0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let frame: [UInt8] = [0xFF, frameMarker] + be16(17) + [8] + be16(height) + be16(width) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return [0xFF, 0xD8] + app0 + frame + [0xFF, 0xD9]
    }

    /// A one-page PDF whose page has `box`, written as `/MediaBox` (or `/CropBox` too).
    static func pdf(mediaBox: String, cropBox: String? = nil) -> [UInt8] {
        let crop = cropBox.map { " /CropBox \($0)" } ?? ""
        return Array("""
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox \(mediaBox)\(crop) >> endobj
            trailer << /Root 1 0 R >>
            %%EOF

            """.utf8)
    }

    /// An SVG document whose root has `attributes`.
    static func svg(_ attributes: String) -> [UInt8] {
        Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect width=\"1\" height=\"1\"/></svg>\n".utf8)
    }

    /// A HEIF file's `ftyp` and `meta` boxes with image spatial extents of `sizes`.
    static func heic(sizes: [(UInt32, UInt32)]) -> [UInt8] {
        let ftyp = box("ftyp", Array("heic".utf8) + be32(0) + Array("mif1heic".utf8))
        let extents = sizes.flatMap { box("ispe", [0, 0, 0, 0] + be32($0.0) + be32($0.1)) }
        let meta = box("meta", [0, 0, 0, 0] + box("hdlr", [0, 0, 0, 0] + be32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 13))
            + box("iprp", box("ipco", extents)))
        return ftyp + meta
    }

    /// An ISO media box of `type` around `payload`.
    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { be32(UInt32(8 + payload.count)) + Array(type.utf8) + payload }

    static func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    /// A fresh folder of its own in the temporary directory.
    static func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("asset-images-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes an image set `name` into `catalog`: `files` by name, and `contents` as its
    /// `Contents.json`.
    static func imageSet(_ name: String, in catalog: String, files: [String: [UInt8]], contents: String) throws {
        let folder = catalog + "/" + name + ".imageset"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: folder + "/Contents.json"))
        for (file, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + file)) }
    }

    /// The `Contents.json` of a set with one universal file at `scale` (nil for single scale).
    static func contents(file: String, scale: String?, properties: String = "") -> String {
        let scaleField = scale.map { ", \"scale\": \"\($0)\"" } ?? ""
        let propertiesField = properties.isEmpty ? "" : ", \"properties\": {\(properties)}"
        return "{\"images\": [{\"idiom\": \"universal\", \"filename\": \"\(file)\"\(scaleField)}], \"info\": {\"author\": \"xcode\", \"version\": 1}\(propertiesField)}"
    }
}
