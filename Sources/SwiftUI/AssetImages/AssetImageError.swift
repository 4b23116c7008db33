#if os(Linux)
/// Why an image set's size is not known; its image is then laid out at the placeholder size and
/// named unknown.
enum AssetImageError: Error, Equatable, Sendable {
    /// The file is not there, or is not a regular file.
    case missingFile(path: String)
    /// The file could not be read.
    case unreadable(path: String)
    /// The set's `Contents.json` is not the JSON of an image set.
    case badContents(path: String)
    /// The set has no file an iPhone would use (universal or iPhone, light appearance).
    case noImageForIPhone(set: String)
    /// The file is none of PNG, JPEG, HEIC, PDF or SVG.
    case unrecognizedFormat(path: String)
    /// The file's header says no size: cut short, malformed, or the size is beyond what is read.
    case noSize(path: String, format: ImageFileFormat, reason: ImageHeaderFault)
    /// The size read is zero or absurd (more than `ImageHeaders.maximumLength` on a side).
    case implausibleSize(path: String, width: Double, height: Double)
}

/// The formats whose headers are read.
enum ImageFileFormat: String, Sendable, Hashable {
    case png, jpeg, heic, pdf, svg
}

/// What is wrong with an image file's header.
enum ImageHeaderFault: Error, Equatable, Sendable {
    /// The bytes end before the size.
    case truncated
    /// The bytes are not laid out as the format says.
    case malformed
    /// The header is well formed but gives no size ScreenKit can use (a PDF's box given by
    /// reference, an SVG sized in percent without a view box).
    case sizeNotGiven
}
#endif
