#if os(Linux)
import Foundation
import StandInUIKit

/// A document of a document-based Mac app (AppKit's `NSDocument`): a preview opens no file.
open class NSDocument: NSObject, @unchecked Sendable {
    /// Where it is saved.
    open var fileURL: URL?
    /// Its name shown in the title bar.
    open var displayName: String { fileURL?.deletingPathExtension().lastPathComponent ?? "Untitled" }
    /// Whether it has unsaved changes.
    open var isDocumentEdited: Bool { false }
    /// A new document.
    public override init() {}
    /// Reads a document of a type from a URL: a preview reads nothing.
    public convenience init(contentsOf url: URL, ofType typeName: String) throws {
        self.init()
        fileURL = url
    }
    /// Saves it: a preview writes nothing.
    open func save(_ sender: Any?) {}
    /// Closes it.
    open func close() {}
}

/// The app's open and recent documents (AppKit's `NSDocumentController`): a preview has none.
open class NSDocumentController: NSObject, @unchecked Sendable {
    /// The app's controller.
    public static let shared = NSDocumentController()
    /// The open documents.
    open var documents: [NSDocument] { [] }
    /// The front document.
    open var currentDocument: NSDocument? { nil }
    /// The recently opened files, newest first.
    open private(set) var recentDocumentURLs: [URL] = []
    /// How many recent files the menu keeps.
    open var maximumRecentDocumentCount: Int { 10 }
    /// A controller.
    public override init() {}
    /// Adds a file to the recent ones.
    open func noteNewRecentDocumentURL(_ url: URL) {
        recentDocumentURLs.removeAll { $0 == url }
        recentDocumentURLs.insert(url, at: 0)
        recentDocumentURLs = Array(recentDocumentURLs.prefix(maximumRecentDocumentCount))
    }
    /// Forgets the recent files.
    open func clearRecentDocuments(_ sender: Any?) { recentDocumentURLs = [] }
    /// Opens a document: a preview opens none and fails.
    open func openDocument(withContentsOf url: URL, display displayDocument: Bool) async throws -> (NSDocument, Bool) {
        throw CocoaError(.fileReadNoPermission)
    }
    /// The document of a file, if open: none.
    open func document(for url: URL) -> NSDocument? { nil }
}
#endif
