#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// How pages are laid out (PDFKit's `PDFDisplayMode`).
public enum PDFDisplayMode: Int, Sendable { case singlePage, singlePageContinuous, twoUp, twoUpContinuous }

/// Which way pages scroll (PDFKit's `PDFDisplayDirection`).
public enum PDFDisplayDirection: Int, Sendable { case vertical, horizontal }

/// Which way thumbnails run (PDFKit's `PDFThumbnailLayoutMode`).
public enum PDFThumbnailLayoutMode: Int, Sendable { case vertical, horizontal }

/// Shows a PDF document (PDFKit's `PDFView`): a UIKit view, so in SwiftUI (through
/// `UIViewRepresentable`) a preview draws it as a placeholder of its frame. Its settings are kept,
/// and it opens at the document's first page.
open class PDFView: UIView, @unchecked Sendable {
    /// The document shown; setting it goes to its first page.
    open var document: PDFDocument? {
        didSet { currentPage = document?.page(at: 0) }
    }
    /// The page shown.
    public private(set) var currentPage: PDFPage?
    /// Its delegate.
    open weak var delegate: (any PDFViewDelegate)?
    /// Whether pages are scaled to fit the view.
    open var autoScales = false
    /// How pages are laid out.
    open var displayMode = PDFDisplayMode.singlePageContinuous
    /// Which way pages scroll.
    open var displayDirection = PDFDisplayDirection.vertical
    /// Whether pages are set apart.
    open var displaysPageBreaks = true
    /// The margins between pages.
    open var pageBreakMargins = UIEdgeInsets(top: 4.75, left: 4, bottom: 4.75, right: 4)
    /// The box pages are shown by.
    open var displayBox = PDFDisplayBox.cropBox
    /// Whether pages are shown as a book's.
    open var displaysAsBook = false
    /// Whether pages have a shadow.
    open var pageShadowsEnabled = true
    /// The scale of the pages.
    open var scaleFactor: CGFloat {
        get { autoScales ? scaleFactorForSizeToFit : storedScale }
        set { storedScale = min(max(newValue, minScaleFactor), maxScaleFactor) }
    }
    private var storedScale: CGFloat = 1
    /// The smallest scale.
    open var minScaleFactor: CGFloat = 0.25
    /// The largest scale.
    open var maxScaleFactor: CGFloat = 5
    /// The scale at which the page shown fits the view's width (1 with no page or no width).
    open var scaleFactorForSizeToFit: CGFloat {
        guard let width = currentPage?.bounds(for: displayBox).width, width > 0, bounds.width > 0 else { return 1 }
        return bounds.width / width
    }
    /// Whether a page view controller shows the pages.
    public private(set) var isUsingPageViewController = false
    /// The selection: none.
    open var currentSelection: PDFSelection?
    /// Highlighted selections.
    open var highlightedSelections: [PDFSelection]?
    /// The view drawing the pages: none in a preview.
    open var documentView: UIView? { nil }

    /// Shows pages one at a time in a page view controller.
    open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) {
        isUsingPageViewController = enable
    }
    /// Goes to a page of its document.
    open func go(to page: PDFPage) {
        if page.document === document { currentPage = page }
    }
    /// Goes to a place on a page.
    open func go(to destination: PDFDestination) {
        if let page = destination.page { go(to: page) }
    }
    /// Goes to a rectangle on a page.
    open func go(to rect: CGRect, on page: PDFPage) { go(to: page) }
    /// Goes to a selection (it spans no page in a preview).
    open func go(to selection: PDFSelection) {}
    /// Whether there is a next page.
    open var canGoToNextPage: Bool { offsetPage(by: 1) != nil }
    /// Whether there is a previous page.
    open var canGoToPreviousPage: Bool { offsetPage(by: -1) != nil }
    /// Goes to the next page.
    open func goToNextPage(_ sender: Any?) { if let page = offsetPage(by: 1) { currentPage = page } }
    /// Goes to the previous page.
    open func goToPreviousPage(_ sender: Any?) { if let page = offsetPage(by: -1) { currentPage = page } }
    /// Goes to the first page.
    open func goToFirstPage(_ sender: Any?) { currentPage = document?.page(at: 0) }
    /// Goes to the last page.
    open func goToLastPage(_ sender: Any?) { currentPage = document.flatMap { $0.page(at: $0.pageCount - 1) } }
    /// Zooms in.
    open func zoomIn(_ sender: Any?) { scaleFactor *= 1.25 }
    /// Zooms out.
    open func zoomOut(_ sender: Any?) { scaleFactor /= 1.25 }
    /// Sets the selection.
    open func setCurrentSelection(_ selection: PDFSelection?, animate: Bool) { currentSelection = selection }
    /// Clears the selection.
    open func clearSelection() { currentSelection = nil }

    private func offsetPage(by offset: Int) -> PDFPage? {
        guard let document, let currentPage else { return nil }
        return document.page(at: document.index(for: currentPage) + offset)
    }
}

/// What a PDF view tells its delegate (PDFKit's `PDFViewDelegate`).
@MainActor
public protocol PDFViewDelegate: AnyObject {
    /// The reader tapped a link.
    func pdfViewWillClick(onLink sender: PDFView, with url: URL)
}

extension PDFViewDelegate {
    /// Does nothing by default.
    public func pdfViewWillClick(onLink sender: PDFView, with url: URL) {}
}

/// Thumbnails of a PDF view's pages (PDFKit's `PDFThumbnailView`): a placeholder in a preview.
open class PDFThumbnailView: UIView, @unchecked Sendable {
    /// The PDF view whose pages it shows.
    open weak var pdfView: PDFView?
    /// The thumbnails' size.
    open var thumbnailSize = CGSize(width: 48, height: 64)
    /// Which way the thumbnails run.
    open var layoutMode = PDFThumbnailLayoutMode.vertical
    /// The margins around the thumbnails.
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension Notification.Name {
    /// A PDF view went to another page (PDFKit's `PDFViewPageChanged`): never posted in a preview.
    public static let PDFViewPageChanged = Notification.Name("PDFViewChangedPage")
    /// A PDF view's document changed.
    public static let PDFViewDocumentChanged = Notification.Name("PDFViewChangedDocument")
    /// A PDF view's scale changed.
    public static let PDFViewScaleChanged = Notification.Name("PDFViewScaleChanged")
    /// A PDF view's selection changed.
    public static let PDFViewSelectionChanged = Notification.Name("PDFViewSelectionChanged")
}
#endif
