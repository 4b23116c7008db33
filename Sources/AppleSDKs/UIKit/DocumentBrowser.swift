#if os(Linux)
@_exported import Foundation
import StandInUniformTypeIdentifiers

/// The Files-style browser a document app opens with (UIKit's `UIDocumentBrowserViewController`):
/// a view controller, drawn by SwiftUI's `UIViewControllerRepresentable` as a placeholder of its
/// frame. Its settings are kept; no document is picked, created or imported in a preview, so its
/// delegate is never called.
open class UIDocumentBrowserViewController: UIViewController, @unchecked Sendable {
    /// What an import does with the original file (UIKit's `UIDocumentBrowserViewController.ImportMode`).
    public enum ImportMode: UInt, Sendable { case none, copy, move }
    /// The browser's look (UIKit's `UIDocumentBrowserViewController.BrowserUserInterfaceStyle`).
    public enum BrowserUserInterfaceStyle: UInt, Sendable { case white, light, dark }

    /// The types the browser opens.
    public let contentTypes: [UTType]
    /// Its delegate.
    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?
    /// Whether it offers to create a document.
    open var allowsDocumentCreation = true
    /// Whether several documents may be picked.
    open var allowsPickingMultipleItems = false
    /// Whether file extensions are shown.
    open var shouldShowFileExtensions = false
    /// The browser's look.
    open var browserUserInterfaceStyle = BrowserUserInterfaceStyle.white
    /// The types shown among recent documents: the types it opens.
    open var contentTypesForRecentDocuments: [UTType] { contentTypes }
    /// The title of the create action.
    open var localizedCreateDocumentActionTitle: String?
    /// The width-to-height ratio of document thumbnails.
    open var defaultDocumentAspectRatio: CGFloat = 2.0 / 3.0
    /// Buttons added before the navigation bar's own.
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = []
    /// Buttons added after the navigation bar's own.
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = []

    /// A browser opening files of `contentTypes` (all documents when nil).
    public init(forOpening contentTypes: [UTType]?) {
        self.contentTypes = contentTypes ?? [.item]
        super.init(nibName: nil, bundle: nil)
    }
    /// A browser opening files of type identifiers (the iOS 11 form).
    public convenience init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.init(forOpening: allowedContentTypes?.compactMap { UTType($0) })
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }

    /// Shows a document in the browser; a preview's browser holds no files, so `completion` is told it failed.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil) {
        completion?(nil, CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]))
    }
    /// Imports a document next to another; nothing is imported in a preview, so `completion` is told it failed.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: ImportMode,
                             completionHandler completion: @escaping (URL?, (any Error)?) -> Void) {
        completion(nil, CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: documentURL.path]))
    }
}

/// What a document browser tells its delegate (UIKit's `UIDocumentBrowserViewControllerDelegate`);
/// every method does nothing by default. Never called in a preview.
@MainActor
public protocol UIDocumentBrowserViewControllerDelegate: AnyObject {
    /// Documents were picked.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// The user asked to create a document: the handler is given its template's URL and import mode.
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    /// A document was imported.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    /// A document failed to import.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?)
}

extension UIDocumentBrowserViewControllerDelegate {
    /// Does nothing by default.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
    /// Creates nothing by default (the handler is told `.none`).
    public func documentBrowser(_ controller: UIDocumentBrowserViewController,
                                didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }
    /// Does nothing by default.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
                                toDestinationURL destinationURL: URL) {}
    /// Does nothing by default.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {}
}
#endif
