#if os(Linux)
import Foundation

/// A type of file or data (UniformTypeIdentifiers' `UTType`), by identifier.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier ("public.json").
    public let identifier: String
    /// The preferred file extension.
    public let preferredFilenameExtension: String?

    /// A type by identifier.
    public init?(_ identifier: String) { self.init(identifier: identifier, fileExtension: nil) }

    /// A type the app exports.
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) { self.init(identifier: identifier, fileExtension: nil) }

    /// A type the app imports.
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) { self.init(identifier: identifier, fileExtension: nil) }

    /// The type of files ending with `filenameExtension`.
    public init?(filenameExtension: String, conformingTo parent: UTType = .data) {
        self.init(identifier: "dyn." + filenameExtension, fileExtension: filenameExtension)
    }

    init(identifier: String, fileExtension: String?) {
        self.identifier = identifier
        preferredFilenameExtension = fileExtension
    }

    /// Whether the type is or conforms to `other` (identity here).
    public func conforms(to other: UTType) -> Bool { self == other || other == .data || other == .item }

    public var description: String { identifier }

    /// The type's MIME type, for the types that have one.
    public var preferredMIMEType: String? {
        let known = ["public.jpeg": "image/jpeg", "public.png": "image/png", "public.heic": "image/heic", "com.compuserve.gif": "image/gif",
                     "com.adobe.pdf": "application/pdf", "public.json": "application/json", "public.plain-text": "text/plain",
                     "public.utf8-plain-text": "text/plain", "public.text": "text/plain", "public.comma-separated-values-text": "text/csv",
                     "public.html": "text/html", "public.mpeg-4": "video/mp4", "com.apple.quicktime-movie": "video/quicktime",
                     "public.mp3": "audio/mpeg", "public.zip-archive": "application/zip", "public.xml": "application/xml"]
        return known[identifier]
    }

    /// A type's localized description: its identifier here.
    public var localizedDescription: String? { identifier }

    public static let item = UTType(identifier: "public.item", fileExtension: nil)
    public static let data = UTType(identifier: "public.data", fileExtension: nil)
    public static let content = UTType(identifier: "public.content", fileExtension: nil)
    public static let text = UTType(identifier: "public.text", fileExtension: "txt")
    public static let plainText = UTType(identifier: "public.plain-text", fileExtension: "txt")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", fileExtension: "txt")
    public static let json = UTType(identifier: "public.json", fileExtension: "json")
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", fileExtension: "csv")
    public static let image = UTType(identifier: "public.image", fileExtension: nil)
    public static let png = UTType(identifier: "public.png", fileExtension: "png")
    public static let jpeg = UTType(identifier: "public.jpeg", fileExtension: "jpeg")
    public static let pdf = UTType(identifier: "com.adobe.pdf", fileExtension: "pdf")
    public static let url = UTType(identifier: "public.url", fileExtension: nil)
    public static let fileURL = UTType(identifier: "public.file-url", fileExtension: nil)
    public static let folder = UTType(identifier: "public.folder", fileExtension: nil)
    public static let movie = UTType(identifier: "public.movie", fileExtension: nil)
    public static let audio = UTType(identifier: "public.audio", fileExtension: nil)
    public static let zip = UTType(identifier: "public.zip-archive", fileExtension: "zip")
    /// The `public.heic` type.
    public static let heic = UTType(identifier: "public.heic", fileExtension: "heic")
    /// The `public.heif` type.
    public static let heif = UTType(identifier: "public.heif", fileExtension: "heif")
    /// The `org.webmproject.webp` type.
    public static let webP = UTType(identifier: "org.webmproject.webp", fileExtension: "webp")
    /// The `com.compuserve.gif` type.
    public static let gif = UTType(identifier: "com.compuserve.gif", fileExtension: "gif")
    /// The `public.tiff` type.
    public static let tiff = UTType(identifier: "public.tiff", fileExtension: "tiff")
    /// The `com.microsoft.bmp` type.
    public static let bmp = UTType(identifier: "com.microsoft.bmp", fileExtension: "bmp")
    /// The `public.svg-image` type.
    public static let svg = UTType(identifier: "public.svg-image", fileExtension: "svg")
    /// The `public.camera-raw-image` type.
    public static let rawImage = UTType(identifier: "public.camera-raw-image", fileExtension: nil)
    /// The `public.directory` type.
    public static let directory = UTType(identifier: "public.directory", fileExtension: nil)
    /// The `public.unix-executable` type.
    public static let unixExecutable = UTType(identifier: "public.unix-executable", fileExtension: nil)
    /// The `public.executable` type.
    public static let executable = UTType(identifier: "public.executable", fileExtension: nil)
    /// The `com.apple.application` type.
    public static let application = UTType(identifier: "com.apple.application", fileExtension: nil)
    /// The `com.apple.application-bundle` type.
    public static let applicationBundle = UTType(identifier: "com.apple.application-bundle", fileExtension: "app")
    /// The `com.apple.package` type.
    public static let package = UTType(identifier: "com.apple.package", fileExtension: nil)
    /// The `com.apple.bundle` type.
    public static let bundle = UTType(identifier: "com.apple.bundle", fileExtension: nil)
    /// The `public.archive` type.
    public static let archive = UTType(identifier: "public.archive", fileExtension: nil)
    /// The `org.gnu.gnu-zip-archive` type.
    public static let gzip = UTType(identifier: "org.gnu.gnu-zip-archive", fileExtension: "gz")
    /// The `public.disk-image` type.
    public static let diskImage = UTType(identifier: "public.disk-image", fileExtension: nil)
    /// The `public.html` type.
    public static let html = UTType(identifier: "public.html", fileExtension: "html")
    /// The `public.xml` type.
    public static let xml = UTType(identifier: "public.xml", fileExtension: "xml")
    /// The `public.yaml` type.
    public static let yaml = UTType(identifier: "public.yaml", fileExtension: "yaml")
    /// The `public.rtf` type.
    public static let rtf = UTType(identifier: "public.rtf", fileExtension: "rtf")
    /// The `public.source-code` type.
    public static let sourceCode = UTType(identifier: "public.source-code", fileExtension: nil)
    /// The `public.swift-source` type.
    public static let swiftSource = UTType(identifier: "public.swift-source", fileExtension: "swift")
    /// The `com.apple.property-list` type.
    public static let propertyList = UTType(identifier: "com.apple.property-list", fileExtension: "plist")
    /// The `public.tab-separated-values-text` type.
    public static let tabSeparatedText = UTType(identifier: "public.tab-separated-values-text", fileExtension: "tsv")
    /// The `public.utf16-plain-text` type.
    public static let utf16PlainText = UTType(identifier: "public.utf16-plain-text", fileExtension: nil)
    /// The `public.shell-script` type.
    public static let shellScript = UTType(identifier: "public.shell-script", fileExtension: "sh")
    /// The `public.video` type.
    public static let video = UTType(identifier: "public.video", fileExtension: nil)
    /// The `public.mpeg-4` type.
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", fileExtension: "mp4")
    /// The `com.apple.quicktime-movie` type.
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie", fileExtension: "mov")
    /// The `public.mp3` type.
    public static let mp3 = UTType(identifier: "public.mp3", fileExtension: "mp3")
    /// The `com.microsoft.waveform-audio` type.
    public static let wav = UTType(identifier: "com.microsoft.waveform-audio", fileExtension: "wav")
    /// The `public.mpeg-4-audio` type.
    public static let mpeg4Audio = UTType(identifier: "public.mpeg-4-audio", fileExtension: "m4a")
    /// The `public.spreadsheet` type.
    public static let spreadsheet = UTType(identifier: "public.spreadsheet", fileExtension: nil)
    /// The `public.presentation` type.
    public static let presentation = UTType(identifier: "public.presentation", fileExtension: nil)
    /// The `public.vcard` type.
    public static let vCard = UTType(identifier: "public.vcard", fileExtension: "vcf")
    /// The `public.calendar-event` type.
    public static let calendarEvent = UTType(identifier: "public.calendar-event", fileExtension: nil)
    /// The `public.email-message` type.
    public static let emailMessage = UTType(identifier: "public.email-message", fileExtension: "eml")
    /// The `public.font` type.
    public static let font = UTType(identifier: "public.font", fileExtension: nil)
    /// The `public.log` type.
    public static let log = UTType(identifier: "public.log", fileExtension: "log")
    /// The `org.idpf.epub-container` type.
    public static let epub = UTType(identifier: "org.idpf.epub-container", fileExtension: "epub")
    /// The `com.pixar.universal-scene-description-mobile` type.
    public static let usdz = UTType(identifier: "com.pixar.universal-scene-description-mobile", fileExtension: "usdz")
    /// The `public.symlink` type.
    public static let symbolicLink = UTType(identifier: "public.symlink", fileExtension: nil)
    /// The `com.apple.alias-file` type.
    public static let aliasFile = UTType(identifier: "com.apple.alias-file", fileExtension: nil)
    /// The `public.volume` type.
    public static let volume = UTType(identifier: "public.volume", fileExtension: nil)
    /// The `public.database` type.
    public static let database = UTType(identifier: "public.database", fileExtension: nil)
}
#endif
