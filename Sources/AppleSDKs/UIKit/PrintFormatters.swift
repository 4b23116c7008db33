#if os(Linux)
@_exported import Foundation

/// Lays out content on printed pages (UIKit's `UIPrintFormatter`). Text is not measured here:
/// content fills one page once its renderer has a paper (set through `setValue(_:forKey:)`, as
/// apps do to make PDFs), and no page before.
open class UIPrintFormatter: NSObject, @unchecked Sendable {
    /// The renderer it was added to.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// The tallest its content may be, in points.
    open var maximumContentHeight: CGFloat = 0
    /// The widest its content may be, in points.
    open var maximumContentWidth: CGFloat = 0
    /// The insets of its content on every page.
    open var perPageContentInsets = UIEdgeInsets.zero
    /// The page it starts on.
    open var startPage = 0
    /// The pages it fills: one once its renderer has a paper, none before.
    open var pageCount: Int {
        guard let printPageRenderer, !printPageRenderer.printableRect.isEmpty else { return 0 }
        return 1
    }
    /// A formatter.
    public override init() {}
    /// Takes it out of its renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.remove(self)
        printPageRenderer = nil
    }
    /// The rectangle it fills on a page: the renderer's printable rectangle less the insets, on its pages.
    open func rectForPage(at pageIndex: Int) -> CGRect {
        guard let printPageRenderer, (startPage..<startPage + pageCount).contains(pageIndex) else { return .zero }
        let area = printPageRenderer.printableRect
        return CGRect(x: area.minX + perPageContentInsets.left, y: area.minY + perPageContentInsets.top,
                      width: max(0, area.width - perPageContentInsets.left - perPageContentInsets.right),
                      height: max(0, area.height - perPageContentInsets.top - perPageContentInsets.bottom))
    }
    /// Draws its part of a page (nothing is drawn here).
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {}
}

/// Prints plain or attributed text (UIKit's `UISimpleTextPrintFormatter`).
open class UISimpleTextPrintFormatter: UIPrintFormatter, @unchecked Sendable {
    /// The text.
    open var text: String?
    /// The text with attributes.
    open var attributedText: NSAttributedString?
    /// The font.
    open var font: UIFont?
    /// The text color.
    open var color: UIColor?
    /// The alignment.
    open var textAlignment = NSTextAlignment.natural
    /// A formatter of `text`.
    public init(text: String) {
        self.text = text
        super.init()
    }
    /// A formatter of attributed text.
    public init(attributedText: NSAttributedString?) {
        self.attributedText = attributedText
        text = attributedText?.string
        super.init()
    }
}

/// Prints HTML (UIKit's `UIMarkupTextPrintFormatter`).
open class UIMarkupTextPrintFormatter: UIPrintFormatter, @unchecked Sendable {
    /// The HTML.
    open var markupText: String?
    /// A formatter of HTML.
    public init(markupText: String) {
        self.markupText = markupText
        super.init()
    }
}

/// Prints a view (UIKit's `UIViewPrintFormatter`), made by `UIView.viewPrintFormatter()`.
open class UIViewPrintFormatter: UIPrintFormatter, @unchecked Sendable {
    /// The view.
    public let view: UIView
    init(view: UIView) {
        self.view = view
        super.init()
    }
}

extension UIView {
    /// A formatter printing the view (UIKit's `viewPrintFormatter()`).
    public func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
}

/// Draws printed pages: header, content, formatters and footer (UIKit's `UIPrintPageRenderer`).
/// Its paper is empty until the app sets `paperRect` and `printableRect` through
/// `setValue(_:forKey:)` (the print sheet, which would set them, is never shown in a preview);
/// `drawPage(at:in:)` calls the drawing methods a subclass overrides, which draw nothing here.
open class UIPrintPageRenderer: NSObject, @unchecked Sendable {
    /// The header's height.
    open var headerHeight: CGFloat = 0
    /// The footer's height.
    open var footerHeight: CGFloat = 0
    /// The paper's rectangle.
    open private(set) var paperRect = CGRect.zero
    /// The part of the paper printed on.
    open private(set) var printableRect = CGRect.zero
    /// The formatters laying out the content.
    open var printFormatters: [UIPrintFormatter]? {
        didSet { printFormatters?.forEach { $0.printPageRenderer = self } }
    }
    /// A renderer.
    public override init() {}

    /// The pages: up to the last page a formatter fills.
    open var numberOfPages: Int { (printFormatters ?? []).map { $0.pageCount > 0 ? $0.startPage + $0.pageCount : 0 }.max() ?? 0 }
    /// The formatters on a page.
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let onPage = (printFormatters ?? []).filter { ($0.startPage..<$0.startPage + $0.pageCount).contains(pageIndex) }
        return onPage.isEmpty ? nil : onPage
    }
    /// Adds a formatter starting on a page.
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.startPage = pageIndex
        printFormatters = (printFormatters ?? []) + [formatter]
    }
    func remove(_ formatter: UIPrintFormatter) { printFormatters?.removeAll { $0 === formatter } }
    /// Sets `paperRect` or `printableRect` (an `NSValue` of a rectangle, or a `CGRect`), as apps do to render PDFs.
    open func setValue(_ value: Any?, forKey key: String) {
        let rect = (value as? NSValue)?.rectValue ?? (value as? CGRect) ?? .zero
        switch key {
        case "paperRect": paperRect = rect
        case "printableRect": printableRect = rect
        default: break
        }
    }
    /// Prepares to draw a range of pages.
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws a page: its header, content, formatters and footer.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        let contentTop = printableRect.minY + headerHeight
        let content = CGRect(x: printableRect.minX, y: contentTop, width: printableRect.width,
                             height: max(0, printableRect.height - headerHeight - footerHeight))
        if headerHeight > 0 {
            drawHeaderForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.minY, width: printableRect.width, height: headerHeight))
        }
        drawContentForPage(at: pageIndex, in: content)
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] { drawPrintFormatter(formatter, forPageAt: pageIndex) }
        if footerHeight > 0 {
            drawFooterForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.maxY - footerHeight,
                                                         width: printableRect.width, height: footerHeight))
        }
    }
    /// Draws a formatter's part of a page.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rectForPage(at: pageIndex), forPageAt: pageIndex)
    }
    /// Draws a page's header; a subclass overrides it.
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}
    /// Draws a page's content; a subclass overrides it.
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}
    /// Draws a page's footer; a subclass overrides it.
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}
}

extension NSValue {
    /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// A value holding a point (UIKit's `NSValue(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding a size (UIKit's `NSValue(cgSize:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif
