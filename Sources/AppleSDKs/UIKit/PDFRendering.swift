#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// Draws a PDF (UIKit's `UIGraphicsPDFRenderer`): the app's drawing actions run, with a context
/// whose pages are begun and whose drawing does nothing, but no PDF is produced in a preview:
/// `pdfData(actions:)` gives empty data and `writePDF(to:withActions:)` writes no file.
open class UIGraphicsPDFRenderer: NSObject, @unchecked Sendable {
    let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
    /// Whether the renderer can make images: no, it makes PDFs.
    open var allowsImageOutput: Bool { false }

    /// A renderer of pages of `bounds` (US Letter when empty).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        self.bounds = bounds.isEmpty ? UIGraphicsPDFRendererFormat.letterPage : bounds
        self.format = format
    }
    /// A renderer of pages of `bounds`, in the default format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The PDF `actions` draw: their drawing runs, and the data is empty in a preview.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        actions(UIGraphicsPDFRendererContext(bounds: bounds, format: format))
        return Data()
    }
    /// Writes the PDF `actions` draw to `url`: their drawing runs, and no file is written in a preview.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        actions(UIGraphicsPDFRendererContext(bounds: bounds, format: format))
    }
}

/// A PDF renderer's settings (UIKit's `UIGraphicsPDFRendererFormat`).
open class UIGraphicsPDFRendererFormat: NSObject, @unchecked Sendable {
    static let letterPage = CGRect(x: 0, y: 0, width: 612, height: 792)
    /// The document's information (title, author… by `kCGPDFContext` key).
    open var documentInfo: [String: Any] = [:]
    /// The default page's rectangle.
    open var bounds: CGRect { Self.letterPage }
    /// A format.
    public override init() {}
    /// The default format.
    open class func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a PDF renderer's actions draw in (UIKit's `UIGraphicsPDFRendererContext`): pages are
/// counted, drawing does nothing.
open class UIGraphicsPDFRendererContext: NSObject, @unchecked Sendable {
    private let defaultBounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
    /// The current page's rectangle (the renderer's until a page of other bounds begins).
    open private(set) var pdfContextBounds: CGRect
    private(set) var pageCount = 0
    /// The Core Graphics context, which draws nothing here.
    public let cgContext = CGContext()

    init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        defaultBounds = bounds
        pdfContextBounds = bounds
        self.format = format
    }
    /// Begins a page of the renderer's bounds.
    open func beginPage() { beginPage(withBounds: defaultBounds, pageInfo: [:]) }
    /// Begins a page of `bounds`.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pdfContextBounds = bounds
        pageCount += 1
    }
    /// Links a rectangle of the page to a URL.
    open func setURL(_ url: URL, for rect: CGRect) {}
    /// Names a point of the page, for links to it.
    open func addDestination(withName name: String, at point: CGPoint) {}
    /// Links a rectangle of the page to a named point.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {}
    /// Fills a rectangle.
    open func fill(_ rect: CGRect) {}
    /// Strokes a rectangle.
    open func stroke(_ rect: CGRect) {}
    /// Clips drawing to a rectangle.
    open func clip(to rect: CGRect) {}
}

/// Begins drawing a PDF into `data` (UIKit's `UIGraphicsBeginPDFContextToData`): nothing is added to the data in a preview.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {}
/// Begins drawing a PDF into a file (UIKit's `UIGraphicsBeginPDFContextToFile`): no file is written in a preview; false.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool { false }
/// Begins a page of the PDF being drawn (UIKit's `UIGraphicsBeginPDFPage`).
public func UIGraphicsBeginPDFPage() {}
/// Begins a page of `bounds` (UIKit's `UIGraphicsBeginPDFPageWithInfo`).
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {}
/// The current PDF page's rectangle (UIKit's `UIGraphicsGetPDFContextBounds`): US Letter, the default page.
public func UIGraphicsGetPDFContextBounds() -> CGRect { UIGraphicsPDFRendererFormat.letterPage }
/// Ends the PDF being drawn (UIKit's `UIGraphicsEndPDFContext`).
public func UIGraphicsEndPDFContext() {}
#endif
