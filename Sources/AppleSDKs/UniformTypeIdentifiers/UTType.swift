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
}
#endif
