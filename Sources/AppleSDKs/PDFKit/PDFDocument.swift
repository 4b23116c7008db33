#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// A box of a page (PDFKit's `PDFDisplayBox`).
public enum PDFDisplayBox: Int, Sendable { case mediaBox, cropBox, bleedBox, trimBox, artBox }

/// A key of a document's attributes (PDFKit's `PDFDocumentAttribute`).
public struct PDFDocumentAttribute: RawRepresentable, Hashable, Sendable {
    /// The attribute's name in the PDF.
    public let rawValue: String
    /// An attribute of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The title.
    public static let titleAttribute = Self(rawValue: "Title")
    /// The author.
    public static let authorAttribute = Self(rawValue: "Author")
    /// The subject.
    public static let subjectAttribute = Self(rawValue: "Subject")
    /// The app that made it.
    public static let creatorAttribute = Self(rawValue: "Creator")
    /// The app that wrote it.
    public static let producerAttribute = Self(rawValue: "Producer")
    /// When it was made.
    public static let creationDateAttribute = Self(rawValue: "CreationDate")
    /// When it was changed.
    public static let modificationDateAttribute = Self(rawValue: "ModDate")
    /// Its keywords.
    public static let keywordsAttribute = Self(rawValue: "Keywords")
}

/// A PDF document (PDFKit's `PDFDocument`). A local PDF file or PDF data opens (nothing else,
/// and no remote URL, as a preview has no network), but its pages are not read: `pageCount` is the
/// number of pages the app inserted, 0 for a document opened from a file.
open class PDFDocument: NSObject, @unchecked Sendable {
    private var pages: [PDFPage] = []
    private var sourceData: Data?
    /// The file it was opened from.
    public private(set) var documentURL: URL?
    /// Its attributes (title, author…).
    open var documentAttributes: [AnyHashable: Any]?
    /// Whether it is encrypted: no.
    open var isEncrypted: Bool { false }
    /// Whether it is locked: no.
    open var isLocked: Bool { false }
    /// Whether it may be printed.
    open var allowsPrinting: Bool { true }
    /// Whether its text may be copied.
    open var allowsCopying: Bool { true }
    /// The major version of the PDF format.
    open var majorVersion: Int { 1 }
    /// The minor version of the PDF format.
    open var minorVersion: Int { 4 }
    /// The root of its table of contents, which is not shown (PDFKit's `PDFDocument.outlineRoot`):
    /// the one the app set; none for a document opened from a file, as its outline is not read.
    open var outlineRoot: PDFOutline? {
        didSet {
            oldValue?.owningDocument = nil
            outlineRoot?.owningDocument = self
        }
    }

    /// An empty document, to insert pages in.
    public override init() {}
    /// The document of a local PDF file; nil for another file, a missing one or a remote URL.
    public init?(url: URL) {
        guard url.isFileURL, let data = try? Data(contentsOf: url), data.starts(with: Array("%PDF".utf8)) else { return nil }
        documentURL = url
        sourceData = data
    }
    /// The document of PDF data; nil for other data.
    public init?(data: Data) {
        guard data.starts(with: Array("%PDF".utf8)) else { return nil }
        sourceData = data
    }

    /// The number of pages the app inserted.
    open var pageCount: Int { pages.count }
    /// The page at an index, if there is one.
    open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
    /// The index of a page (`NSNotFound` when it is not in the document).
    open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }
    /// Inserts a page.
    open func insert(_ page: PDFPage, at index: Int) {
        pages.insert(page, at: min(max(index, 0), pages.count))
        page.document = self
    }
    /// Removes the page at an index.
    open func removePage(at index: Int) {
        guard pages.indices.contains(index) else { return }
        pages.remove(at: index).document = nil
    }
    /// Swaps two pages.
    open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
        guard pages.indices.contains(indexA), pages.indices.contains(indexB) else { return }
        pages.swapAt(indexA, indexB)
    }
    /// The text of its pages.
    open var string: String? { pages.compactMap(\.string).joined(separator: "\n") }
    /// Finds text: nothing, as no page's text is read.
    open func findString(_ string: String, withOptions options: NSString.CompareOptions = []) -> [PDFSelection] { [] }
    /// Unlocks it: it is never locked.
    open func unlock(withPassword password: String) -> Bool { true }
    /// Its PDF data: the data it was opened from, or a PDF of its blank pages when the app made or changed it.
    open func dataRepresentation() -> Data? {
        if pages.isEmpty, let sourceData { return sourceData }
        return PDFWriter.blankDocument(pages.map { $0.bounds(for: .mediaBox) })
    }
    /// Its PDF data, with options.
    open func dataRepresentation(options: [AnyHashable: Any]) -> Data? { dataRepresentation() }
    /// Writes its PDF data to a file.
    @discardableResult
    open func write(to url: URL) -> Bool { (try? dataRepresentation()?.write(to: url)) != nil }
    /// Writes its PDF data to a file, with options.
    @discardableResult
    open func write(to url: URL, withOptions options: [AnyHashable: Any]?) -> Bool { write(to: url) }
}

/// A page of a PDF document (PDFKit's `PDFPage`): blank, of US Letter size unless made from an image.
open class PDFPage: NSObject, @unchecked Sendable {
    private var boxes: [PDFDisplayBox: CGRect]
    /// The document it is in.
    public internal(set) weak var document: PDFDocument?
    /// Its rotation in degrees.
    open var rotation = 0
    /// Whether annotations are drawn.
    open var displaysAnnotations = true
    /// A blank US Letter page (612 × 792 points).
    public override init() { boxes = [.mediaBox: CGRect(x: 0, y: 0, width: 612, height: 792)] }
    /// A page showing an image, of the image's size.
    public init?(image: UIImage) { boxes = [.mediaBox: CGRect(origin: .zero, size: image.size)] }
    /// Its number as the reader sees it ("1" for the first page); nil outside a document.
    open var label: String? {
        guard let document else { return nil }
        let index = document.index(for: self)
        return index == NSNotFound ? nil : String(index + 1)
    }
    /// A box's bounds (the media box's when the box is not set).
    open func bounds(for box: PDFDisplayBox) -> CGRect { boxes[box] ?? boxes[.mediaBox] ?? .zero }
    /// Sets a box's bounds.
    open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) { boxes[box] = bounds }
    /// Its text: none, as pages are not read.
    open var string: String? { nil }
    /// Its text with attributes: none.
    open var attributedString: NSAttributedString? { nil }
    /// The number of characters of its text.
    open var numberOfCharacters: Int { 0 }
    /// A thumbnail image of `size`.
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage { UIGraphicsImageRenderer(size: size).image { _ in } }
    /// The selection of a rectangle: none.
    open func selection(for rect: CGRect) -> PDFSelection? { nil }
    /// A PDF of the page alone.
    open var dataRepresentation: Data? { PDFWriter.blankDocument([bounds(for: .mediaBox)]) }

    /// Its annotations, in the order added (a page opened from a file has none, as pages are not read).
    public private(set) var annotations: [PDFAnnotation] = []
    /// Adds an annotation (taking it from the page it was on).
    open func addAnnotation(_ annotation: PDFAnnotation) {
        if let other = annotation.page, other !== self { other.removeAnnotation(annotation) }
        if !annotations.contains(where: { $0 === annotation }) { annotations.append(annotation) }
        annotation.page = self
    }
    /// Removes an annotation.
    open func removeAnnotation(_ annotation: PDFAnnotation) {
        annotations.removeAll { $0 === annotation }
        if annotation.page === self { annotation.page = nil }
    }
    /// The topmost annotation whose bounds hold `point`, if any.
    open func annotation(at point: CGPoint) -> PDFAnnotation? { annotations.last { $0.bounds.contains(point) } }
}

/// Selected text of a document (PDFKit's `PDFSelection`): empty, as no page's text is read.
open class PDFSelection: NSObject, @unchecked Sendable {
    /// The pages it spans.
    open var pages: [PDFPage] { [] }
    /// Its text.
    open var string: String? { nil }
    /// Its text with attributes.
    open var attributedString: NSAttributedString? { nil }
    /// Its highlight color.
    open var color: UIColor?
    /// An empty selection of a document.
    public init(document: PDFDocument) {}
    /// Its bounds on a page.
    open func bounds(for page: PDFPage) -> CGRect { .zero }
    /// Adds another selection.
    open func add(_ selection: PDFSelection) {}
    /// Extends it to whole lines.
    open func extendForLineBoundaries() {}
    /// Its lines.
    open func selectionsByLine() -> [PDFSelection] { [] }
}

/// A place on a page (PDFKit's `PDFDestination`).
open class PDFDestination: NSObject, @unchecked Sendable {
    /// The page.
    public let page: PDFPage?
    /// The point on it.
    public let point: CGPoint
    /// The zoom.
    open var zoom: CGFloat = 0
    /// A place on a page.
    public init(page: PDFPage, at point: CGPoint) {
        self.page = page
        self.point = point
    }
}

/// Writes the PDF of blank pages.
enum PDFWriter {
    static func blankDocument(_ pages: [CGRect]) -> Data {
        let kids = pages.indices.map { "\($0 + 3) 0 R" }.joined(separator: " ")
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>"]
            + pages.map { "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(Int($0.width)) \(Int($0.height))] >>" }
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        text += offsets.map { String(repeating: "0", count: max(0, 10 - String($0).count)) + "\($0) 00000 n \n" }.joined()
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(text.utf8)
    }
}
#endif
