#if os(Linux)
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInUIKit

// WebKit's HTML loading for attributed strings (`NSAttributedString.fromHTML(_:)`): on Apple
// platforms WebKit renders the page; here the page's text is read without a web view (tags
// dropped, entities decoded), so a screen shows the words the app would show.

extension NSAttributedString {
    /// What the completion handler of the HTML loaders is given.
    public typealias CompletionHandler = @Sendable (NSAttributedString?, [NSAttributedString.DocumentAttributeKey: Any]?, (any Error)?) -> Void

    /// An attributed string of an HTML string's text, with the document's attributes.
    public class func fromHTML(_ string: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> sending (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        (NSAttributedString(string: HTMLText.plainText(from: string)), [.documentType: NSAttributedString.DocumentType.html])
    }

    /// An attributed string of HTML data's text, read as UTF-8.
    public class func fromHTML(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> sending (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        try await fromHTML(String(decoding: data, as: UTF8.self), options: options)
    }

    /// An attributed string of an HTML file's text.
    public class func fromHTML(contentsOf fileURL: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                               readAccessURL: URL) async throws -> sending (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        try await fromHTML(try Data(contentsOf: fileURL), options: options)
    }

    /// An attributed string of a web request's page: fails, as a preview has no network.
    public class func fromHTML(_ request: URLRequest, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> sending (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        throw URLError(.notConnectedToInternet)
    }

    /// Loads an HTML string's text, calling `completionHandler` with it.
    @MainActor
    public class func loadFromHTML(string: String, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                   completionHandler: @escaping CompletionHandler) {
        completionHandler(NSAttributedString(string: HTMLText.plainText(from: string)), [.documentType: NSAttributedString.DocumentType.html], nil)
    }

    /// Loads HTML data's text, calling `completionHandler` with it.
    @MainActor
    public class func loadFromHTML(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                                   completionHandler: @escaping CompletionHandler) {
        loadFromHTML(string: String(decoding: data, as: UTF8.self), options: options, completionHandler: completionHandler)
    }
}
#endif
