#if os(Linux)
@_exported import Foundation
import StandInUIKit

// Annotations of a page: notes, links, highlights, stamps, form fields. An annotation keeps what
// the app sets, as PDF keys and values (its typed properties read and write the same keys), and
// a page keeps the annotations added to it, in order. Nothing is drawn in a preview.

/// An annotation of a page (PDFKit's `PDFAnnotation`). It keeps its values by PDF key; its color is
/// black until set.
open class PDFAnnotation: NSObject, @unchecked Sendable {
    private var values: [String: Any] = [:]
    /// The page it is on.
    open internal(set) weak var page: PDFPage?
    /// Whether it is highlighted, as a field the reader is on.
    open var isHighlighted = false
    /// Whether it is shown.
    open var shouldDisplay = true
    /// Whether it is printed.
    open var shouldPrint = true
    /// The font of its text.
    open var font: UIFont?
    /// The color of its text.
    open var fontColor: UIColor?
    /// How its text is aligned.
    open var alignment = NSTextAlignment.left
    /// A note's icon.
    open var iconType = PDFTextAnnotationIconType.note
    /// A line's start.
    open var startPoint = CGPoint.zero
    /// A line's end.
    open var endPoint = CGPoint.zero
    /// The style of a line's start.
    open var startLineStyle = PDFLineStyle.none
    /// The style of a line's end.
    open var endLineStyle = PDFLineStyle.none
    /// Whether a form field is read-only.
    open var isReadOnly = false
    /// An ink annotation's paths.
    open private(set) var paths: [UIBezierPath]?

    /// An annotation of a kind, with PDF values (keyed by `PDFAnnotationKey` or its name).
    public init(bounds: CGRect, forType annotationType: PDFAnnotationSubtype, withProperties properties: [AnyHashable: Any]?) {
        super.init()
        for (key, value) in properties ?? [:] {
            if let key = key as? PDFAnnotationKey { values[key.rawValue] = value } else if let key = key as? String { values[key] = value }
        }
        values[PDFAnnotationKey.subtype.rawValue] = annotationType.rawValue
        values[PDFAnnotationKey.rect.rawValue] = bounds
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }

    /// Its bounds in page coordinates.
    open var bounds: CGRect {
        get { values[PDFAnnotationKey.rect.rawValue] as? CGRect ?? .zero }
        set { values[PDFAnnotationKey.rect.rawValue] = newValue }
    }
    /// Its kind's name, such as "Square".
    open var type: String? {
        get { (values[PDFAnnotationKey.subtype.rawValue] as? String).map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 } }
        set { values[PDFAnnotationKey.subtype.rawValue] = newValue.map { $0.hasPrefix("/") ? $0 : "/" + $0 } }
    }
    /// Its text.
    open var contents: String? {
        get { values[PDFAnnotationKey.contents.rawValue] as? String }
        set { values[PDFAnnotationKey.contents.rawValue] = newValue }
    }
    /// Its color.
    open var color: UIColor {
        get { values[PDFAnnotationKey.color.rawValue] as? UIColor ?? .black }
        set { values[PDFAnnotationKey.color.rawValue] = newValue }
    }
    /// Its fill color.
    open var interiorColor: UIColor? {
        get { values[PDFAnnotationKey.interiorColor.rawValue] as? UIColor }
        set { values[PDFAnnotationKey.interiorColor.rawValue] = newValue }
    }
    /// Its border.
    open var border: PDFBorder? {
        get { values[PDFAnnotationKey.border.rawValue] as? PDFBorder }
        set { values[PDFAnnotationKey.border.rawValue] = newValue }
    }
    /// What tapping it does.
    open var action: PDFAction? {
        get { values[PDFAnnotationKey.action.rawValue] as? PDFAction }
        set { values[PDFAnnotationKey.action.rawValue] = newValue }
    }
    /// A link's URL: its URL action's.
    open var url: URL? {
        get { (action as? PDFActionURL)?.url }
        set { action = newValue.map { PDFActionURL(url: $0) } }
    }
    /// Where a link goes in the document.
    open var destination: PDFDestination? {
        get { values[PDFAnnotationKey.destination.rawValue] as? PDFDestination }
        set { values[PDFAnnotationKey.destination.rawValue] = newValue }
    }
    /// Its pop-up.
    open var popup: PDFAnnotation? {
        get { values[PDFAnnotationKey.popup.rawValue] as? PDFAnnotation }
        set { values[PDFAnnotationKey.popup.rawValue] = newValue }
    }
    /// When it was changed.
    open var modificationDate: Date? {
        get { values[PDFAnnotationKey.date.rawValue] as? Date }
        set { values[PDFAnnotationKey.date.rawValue] = newValue }
    }
    /// Its author.
    open var userName: String? {
        get { values[PDFAnnotationKey.textLabel.rawValue] as? String }
        set { values[PDFAnnotationKey.textLabel.rawValue] = newValue }
    }
    /// A form field's name.
    open var fieldName: String? {
        get { values[PDFAnnotationKey.textLabel.rawValue] as? String }
        set { values[PDFAnnotationKey.textLabel.rawValue] = newValue }
    }
    /// A stamp's name, such as "Approved".
    open var stampName: String? {
        get { values[PDFAnnotationKey.iconName.rawValue] as? String }
        set { values[PDFAnnotationKey.iconName.rawValue] = newValue }
    }
    /// A form field's kind (a text field unless set).
    open var widgetFieldType: PDFAnnotationWidgetSubtype {
        get { (values[PDFAnnotationKey.widgetFieldType.rawValue] as? String).map(PDFAnnotationWidgetSubtype.init(rawValue:)) ?? .text }
        set { values[PDFAnnotationKey.widgetFieldType.rawValue] = newValue.rawValue }
    }
    /// A text field's value.
    open var widgetStringValue: String? {
        get { values[PDFAnnotationKey.widgetValue.rawValue] as? String }
        set { values[PDFAnnotationKey.widgetValue.rawValue] = newValue }
    }
    /// Whether it has an appearance of its own: no, as the app made it.
    open var hasAppearanceStream: Bool { false }
    /// Its PDF values, by key.
    open var annotationKeyValues: [AnyHashable: Any] {
        Dictionary(values.map { (AnyHashable(PDFAnnotationKey(rawValue: $0.key)), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sets a PDF value; true.
    @discardableResult
    open func setValue(_ value: Any, forAnnotationKey key: PDFAnnotationKey) -> Bool {
        values[key.rawValue] = value
        return true
    }
    /// Sets a PDF true or false; true.
    @discardableResult
    open func setBoolean(_ value: Bool, forAnnotationKey key: PDFAnnotationKey) -> Bool { setValue(value, forAnnotationKey: key) }
    /// Sets a PDF rectangle; true.
    @discardableResult
    open func setRect(_ value: CGRect, forAnnotationKey key: PDFAnnotationKey) -> Bool { setValue(value, forAnnotationKey: key) }
    /// The PDF value of a key.
    open func value(forAnnotationKey key: PDFAnnotationKey) -> Any? { values[key.rawValue] }
    /// Removes the PDF value of a key.
    open func removeValue(forAnnotationKey key: PDFAnnotationKey) { values[key.rawValue] = nil }

    /// Adds a path to an ink annotation.
    open func add(_ path: UIBezierPath) { paths = (paths ?? []) + [path] }
    /// Removes a path from an ink annotation.
    open func remove(_ path: UIBezierPath) { paths?.removeAll { $0 === path } }
    /// Draws it: nothing is drawn in a preview (subclasses that draw themselves are not called).
    open func draw(with box: PDFDisplayBox, in context: CGContext) {}
}
#endif
