#if os(Linux)
@_exported import Foundation

// The names and styles of annotations: their kinds, their PDF keys, form fields' kinds and borders.

/// The kind of an annotation, as PDF names it (PDFKit's `PDFAnnotationSubtype`).
public struct PDFAnnotationSubtype: RawRepresentable, Hashable, Sendable {
    /// The kind's PDF name, such as `/Square`.
    public let rawValue: String
    /// A kind of a PDF name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A note.
    public static let text = Self(rawValue: "/Text")
    /// A link.
    public static let link = Self(rawValue: "/Link")
    /// Text drawn on the page.
    public static let freeText = Self(rawValue: "/FreeText")
    /// A line.
    public static let line = Self(rawValue: "/Line")
    /// A rectangle.
    public static let square = Self(rawValue: "/Square")
    /// An ellipse.
    public static let circle = Self(rawValue: "/Circle")
    /// Highlighted text.
    public static let highlight = Self(rawValue: "/Highlight")
    /// Underlined text.
    public static let underline = Self(rawValue: "/Underline")
    /// Struck-out text.
    public static let strikeOut = Self(rawValue: "/StrikeOut")
    /// A freehand drawing.
    public static let ink = Self(rawValue: "/Ink")
    /// A stamp.
    public static let stamp = Self(rawValue: "/Stamp")
    /// A note's pop-up window.
    public static let popup = Self(rawValue: "/Popup")
    /// A form field.
    public static let widget = Self(rawValue: "/Widget")
}

/// A key of an annotation's PDF dictionary (PDFKit's `PDFAnnotationKey`).
public struct PDFAnnotationKey: RawRepresentable, Hashable, Sendable {
    /// The key's PDF name, such as `/Contents`.
    public let rawValue: String
    /// A key of a PDF name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Its action. `/A`
    public static let action = Self(rawValue: "/A")
    /// Its appearance. `/AP`
    public static let appearanceDictionary = Self(rawValue: "/AP")
    /// Its border. `/Border`
    public static let border = Self(rawValue: "/Border")
    /// Its color. `/C`
    public static let color = Self(rawValue: "/C")
    /// Its text. `/Contents`
    public static let contents = Self(rawValue: "/Contents")
    /// When it was changed. `/M`
    public static let date = Self(rawValue: "/M")
    /// Its default appearance of text. `/DA`
    public static let defaultAppearance = Self(rawValue: "/DA")
    /// Where a link goes. `/Dest`
    public static let destination = Self(rawValue: "/Dest")
    /// Its flags. `/F`
    public static let flags = Self(rawValue: "/F")
    /// Its icon's or stamp's name. `/Name`
    public static let iconName = Self(rawValue: "/Name")
    /// Its fill color. `/IC`
    public static let interiorColor = Self(rawValue: "/IC")
    /// Its unique name. `/NM`
    public static let name = Self(rawValue: "/NM")
    /// Its page. `/P`
    public static let page = Self(rawValue: "/P")
    /// Its pop-up. `/Popup`
    public static let popup = Self(rawValue: "/Popup")
    /// Its bounds. `/Rect`
    public static let rect = Self(rawValue: "/Rect")
    /// Its kind. `/Subtype`
    public static let subtype = Self(rawValue: "/Subtype")
    /// Its author's or field's name. `/T`
    public static let textLabel = Self(rawValue: "/T")
    /// A form field's kind. `/FT`
    public static let widgetFieldType = Self(rawValue: "/FT")
    /// A form field's value. `/V`
    public static let widgetValue = Self(rawValue: "/V")
}

/// The kind of a form field (PDFKit's `PDFAnnotationWidgetSubtype`).
public struct PDFAnnotationWidgetSubtype: RawRepresentable, Hashable, Sendable {
    /// The kind's PDF name.
    public let rawValue: String
    /// A kind of a PDF name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A button, checkbox or radio button.
    public static let button = Self(rawValue: "/Btn")
    /// A list or combo box.
    public static let choice = Self(rawValue: "/Ch")
    /// A signature.
    public static let signature = Self(rawValue: "/Sig")
    /// A text field.
    public static let text = Self(rawValue: "/Tx")
}

/// How a border is drawn (PDFKit's `PDFBorderStyle`).
public enum PDFBorderStyle: Int, Sendable { case solid, dashed, beveled, inset, underline }

/// The border of an annotation (PDFKit's `PDFBorder`).
open class PDFBorder: NSObject, @unchecked Sendable {
    /// How it is drawn.
    open var style = PDFBorderStyle.solid
    /// Its width in points.
    open var lineWidth: CGFloat = 1
    /// The lengths of a dashed border's dashes and gaps.
    open var dashPattern: [Any]?
    /// A border.
    public override init() {}
    /// Its PDF dictionary.
    open var borderKeyValues: [AnyHashable: Any] { ["/W": lineWidth, "/S": style.rawValue] }
    /// Draws it (nothing is drawn in a preview).
    open func draw(in rect: CGRect) {}
}

/// A note's icon (PDFKit's `PDFTextAnnotationIconType`).
public enum PDFTextAnnotationIconType: Int, Sendable { case comment, key, note, help, newParagraph, paragraph, insert }

/// The end of a line annotation (PDFKit's `PDFLineStyle`).
public enum PDFLineStyle: Int, Sendable { case none, square, circle, diamond, openArrow, closedArrow }
#endif
