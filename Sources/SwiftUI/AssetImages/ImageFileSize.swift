#if os(Linux)
/// The size of one image file from its header, by its format (told by its first bytes).
enum ImageFileSize {
    /// The longest side taken as real, in pixels (or points for a vector document).
    static let maximumLength = 50_000.0

    /// The file's size in pixels (points for PDF and SVG). Its first 4 KB are read, which hold a
    /// PNG's header and most others'; a header that runs past them is read again up to
    /// `AssetFileReader.headLimit`.
    static func size(ofFileAt path: String) throws(AssetImageError) -> (width: Double, height: Double) {
        var limit = AssetFileReader.probeLimit
        while true {
            let head = try AssetFileReader.head(of: path, limit: limit)
            do {
                return try size(of: head, path: path)
            } catch .noSize(_, _, _) where head.count == limit && limit < AssetFileReader.headLimit {
                limit = AssetFileReader.headLimit
            }
        }
    }

    /// The size the header in `head` (the file's first bytes) gives.
    private static func size(of head: [UInt8], path: String) throws(AssetImageError) -> (width: Double, height: Double) {
        let format = try format(of: head, path: path)
        let size: (width: Double, height: Double)
        switch format {
        case .png: size = try measured(path, format) { () throws(ImageHeaderFault) in try RasterHeaders.pngSize(head) }
        case .jpeg: size = try measured(path, format) { () throws(ImageHeaderFault) in try RasterHeaders.jpegSize(head) }
        case .heic: size = try measured(path, format) { () throws(ImageHeaderFault) in try RasterHeaders.heifSize(head) }
        case .svg: size = try measured(path, format) { () throws(ImageHeaderFault) in try VectorHeaders.svgSize(head) }
        case .pdf:
            // The end is read only when the start did not hold the whole file.
            let tail = head.count < AssetFileReader.headLimit ? [] : try AssetFileReader.tail(of: path)
            size = try measured(path, format) { () throws(ImageHeaderFault) in try VectorHeaders.pdfSize(head: head, tail: tail) }
        }
        guard size.width > 0, size.height > 0, size.width <= maximumLength, size.height <= maximumLength else {
            throw .implausibleSize(path: path, width: size.width, height: size.height)
        }
        return size
    }

    /// The size `read` finds, its fault named with the file and format.
    private static func measured(_ path: String, _ format: ImageFileFormat,
                                 _ read: () throws(ImageHeaderFault) -> (width: Double, height: Double)) throws(AssetImageError) -> (width: Double, height: Double) {
        do {
            return try read()
        } catch {
            throw .noSize(path: path, format: format, reason: error)
        }
    }

    /// The format of the file whose first bytes are `head`.
    static func format(of head: [UInt8], path: String) throws(AssetImageError) -> ImageFileFormat {
        if head.starts(with: RasterHeaders.pngSignature) { return .png }
        if head.starts(with: [0xFF, 0xD8]) { return .jpeg }
        if RasterHeaders.isHEIF(head) { return .heic }
        if VectorHeaders.isPDF(head) { return .pdf }
        if VectorHeaders.isSVG(head) { return .svg }
        throw .unrecognizedFormat(path: path)
    }
}
#endif
