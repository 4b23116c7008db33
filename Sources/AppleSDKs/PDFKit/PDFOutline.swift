#if os(Linux)
@_exported import Foundation

/// An entry of a document's table of contents, with its entries below (PDFKit's `PDFOutline`).
open class PDFOutline: NSObject, @unchecked Sendable {
    private var children: [PDFOutline] = []
    private var storedDestination: PDFDestination?
    weak var owningDocument: PDFDocument?
    /// The entry it is below.
    public private(set) weak var parent: PDFOutline?
    /// The document whose outline root it is, or is below.
    open var document: PDFDocument? { parent?.document ?? owningDocument }
    /// Its text.
    open var label: String?
    /// Whether its entries are shown.
    open var isOpen = false
    /// What choosing it does.
    open var action: PDFAction?
    /// Where it leads: the one set, or its go-to action's.
    open var destination: PDFDestination? {
        get { storedDestination ?? (action as? PDFActionGoTo)?.destination }
        set { storedDestination = newValue }
    }
    /// An entry with no text and no entries below.
    public override init() {}

    /// The number of entries below it.
    open var numberOfChildren: Int { children.count }
    /// Its place among its parent's entries (0 for a root).
    open var index: Int { parent?.children.firstIndex { $0 === self } ?? 0 }
    /// The entry below it at `index`, if there is one.
    open func child(at index: Int) -> PDFOutline? { children.indices.contains(index) ? children[index] : nil }
    /// Puts `child` below it at `index` (taking it from where it was).
    open func insertChild(_ child: PDFOutline, at index: Int) {
        child.removeFromParent()
        children.insert(child, at: min(max(index, 0), children.count))
        child.parent = self
    }
    /// Takes it from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}

/// What choosing a link or an outline entry does (PDFKit's `PDFAction`).
open class PDFAction: NSObject, @unchecked Sendable {
    /// The action's type, as PDF names it ("URI", "GoTo"…).
    open var type: String { "" }
}

/// An action opening a URL (PDFKit's `PDFActionURL`).
open class PDFActionURL: PDFAction, @unchecked Sendable {
    /// The URL.
    open var url: URL?
    /// An action opening `url`.
    public init(url: URL) { self.url = url }
    /// "URI".
    open override var type: String { "URI" }
}

/// An action going to a place in the document (PDFKit's `PDFActionGoTo`).
open class PDFActionGoTo: PDFAction, @unchecked Sendable {
    /// The place.
    open var destination: PDFDestination
    /// An action going to `destination`.
    public init(destination: PDFDestination) { self.destination = destination }
    /// "GoTo".
    open override var type: String { "GoTo" }
}
#endif
