#if os(Linux)
import Foundation
import SwiftUI
import StandInUIKit

/// AppKit's color: UIKit's stand-in, so `Color(nsColor:)` draws and is judged with the same values.
public typealias NSColor = StandInUIKit.UIColor
/// AppKit's image: UIKit's stand-in (a name and a size).
public typealias NSImage = StandInUIKit.UIImage
/// AppKit's font: UIKit's stand-in (a size and a family).
public typealias NSFont = StandInUIKit.UIFont
/// AppKit's view: UIKit's stand-in.
public typealias NSView = UIView
/// AppKit's view controller: UIKit's stand-in.
public typealias NSViewController = UIViewController
/// AppKit's responder: UIKit's stand-in.
public typealias NSResponder = UIResponder
/// AppKit's Bézier path: UIKit's stand-in.
public typealias NSBezierPath = UIBezierPath
/// AppKit's edge insets.
public typealias NSEdgeInsets = UIEdgeInsets
/// A SwiftUI view hosted in AppKit: UIKit's hosting controller.
public typealias NSHostingController = UIHostingController

extension NSColor {
    /// The primary text color (AppKit's name for `label`).
    public static var labelColor: NSColor { label }
    /// Secondary text.
    public static var secondaryLabelColor: NSColor { secondaryLabel }
    /// Tertiary text.
    public static var tertiaryLabelColor: NSColor { tertiaryLabel }
    /// Quaternary text (drawn as tertiary).
    public static var quaternaryLabelColor: NSColor { tertiaryLabel }
    /// Body text.
    public static var textColor: NSColor { label }
    /// Placeholder text.
    public static var placeholderTextColor: NSColor { placeholderText }
    /// A control's text.
    public static var controlTextColor: NSColor { label }
    /// Disabled text.
    public static var disabledControlTextColor: NSColor { tertiaryLabel }
    /// Selected text.
    public static var selectedTextColor: NSColor { label }
    /// Text on a selected control.
    public static var selectedMenuItemTextColor: NSColor { white }
    /// Links.
    public static var linkColor: NSColor { link }
    /// The window's background (drawn as the system background).
    public static var windowBackgroundColor: NSColor { systemBackground }
    /// The background under a page.
    public static var underPageBackgroundColor: NSColor { secondarySystemBackground }
    /// A text field's background.
    public static var textBackgroundColor: NSColor { systemBackground }
    /// A control's background.
    public static var controlBackgroundColor: NSColor { systemBackground }
    /// A control's face.
    public static var controlColor: NSColor { systemBackground }
    /// The user's accent color.
    public static var controlAccentColor: NSColor { tintColor }
    /// A selected row's background.
    public static var selectedContentBackgroundColor: NSColor { systemBlue }
    /// A selected control's face.
    public static var selectedControlColor: NSColor { systemBlue }
    /// An unemphasized selection's background.
    public static var unemphasizedSelectedContentBackgroundColor: NSColor { tertiarySystemFill }
    /// Alternating rows' backgrounds.
    public static var alternatingContentBackgroundColors: [NSColor] { [systemBackground, secondarySystemBackground] }
    /// A separator.
    public static var separatorColor: NSColor { separator }
    /// A table's grid.
    public static var gridColor: NSColor { separator }
    /// Find highlights.
    public static var findHighlightColor: NSColor { systemYellow }
    /// Shadows.
    public static var shadowColor: NSColor { black }

    /// A color by its sRGB components, 0…1 (AppKit's spelling).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color by its calibrated components.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray by its calibrated white.
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }

    /// The name of an asset catalog color.
    public typealias Name = String

    /// The color in another color space (the same color here).
    public func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }
}

/// How drawn pixels combine with those under them (AppKit's `NSCompositingOperation`).
public enum NSCompositingOperation: UInt, Sendable {
    case clear, copy, sourceOver, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter = 13, multiply, screen, overlay
}

/// A color space (AppKit's).
public final class NSColorSpace: NSObject, @unchecked Sendable {
    /// sRGB.
    public static let sRGB = NSColorSpace()
    /// Device RGB.
    public static let deviceRGB = NSColorSpace()
    /// Generic RGB.
    public static let genericRGB = NSColorSpace()
}

extension Color {
    /// A SwiftUI color drawing an AppKit one.
    public init(nsColor: NSColor) { self = nsColor.color }
}

extension Image {
    /// A SwiftUI image drawing an AppKit one.
    public init(nsImage: NSImage) { self.init(uiImage: nsImage) }
}

extension NSImage {
    /// An SF Symbol (AppKit's spelling).
    public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
        self.init(systemName: name)
    }

    /// An SF Symbol with a variable value.
    public convenience init?(systemSymbolName name: String, variableValue: Double, accessibilityDescription description: String?) {
        self.init(systemName: name)
    }

    /// An image read from a file URL: the placeholder photo (the file is not read in a preview).
    public convenience init?(contentsOf url: URL) { self.init(contentsOfFile: url.path) }

    /// An empty image of `size`.
    public convenience init(size: CGSize) { self.init(name: "photo", isSymbol: true, size: size) }

    /// An image drawn by `drawingHandler` at `size`: the placeholder of that size.
    public convenience init(size: CGSize, flipped: Bool, drawingHandler: @escaping (CGRect) -> Bool) {
        self.init(name: "photo", isSymbol: true, size: size)
    }

    /// Draws part of the image into a rectangle: nothing is drawn in a preview.
    public func draw(in rect: CGRect, from fromRect: CGRect, operation op: NSCompositingOperation, fraction delta: CGFloat) {}
    /// Draws the image at a point: nothing is drawn in a preview.
    public func draw(at point: CGPoint, from fromRect: CGRect, operation op: NSCompositingOperation, fraction delta: CGFloat) {}
    /// Starts drawing into the image: nothing is drawn in a preview.
    public func lockFocus() {}
    /// Ends drawing into the image.
    public func unlockFocus() {}
    /// The image's bitmaps: none in a preview.
    public var representations: [NSBitmapImageRep] { [] }
    /// The TIFF bytes: none in a preview.
    public var tiffRepresentation: Data? { nil }

    /// Whether it is a template image.
    public var isTemplate: Bool {
        get { isSymbol }
        set {}
    }

    /// The name of an image (AppKit's).
    public typealias Name = String
}

extension NSImage.SymbolConfiguration {
    /// A configuration of a point size and a font weight (AppKit's spelling).
    public convenience init(pointSize: CGFloat, weight: NSFont.Weight) { self.init(pointSize: pointSize) }
}

/// A bitmap of an image (AppKit's): no pixels in a preview.
public final class NSBitmapImageRep: NSObject, @unchecked Sendable {
    /// A file format to write.
    public enum FileType: UInt, Sendable { case tiff, bmp, gif, jpeg, png, jpeg2000 }
    /// A property of the written file.
    public struct PropertyKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The JPEG quality.
        public static let compressionFactor = PropertyKey(rawValue: "NSImageCompressionFactor")
    }
    /// A bitmap of `data`.
    public init?(data: Data) {}
    /// A bitmap of a Core Graphics image.
    public init(cgImage: CGImage) {}
    /// The width in pixels.
    public var pixelsWide: Int { 0 }
    /// The height in pixels.
    public var pixelsHigh: Int { 0 }
    /// The bytes in `type`: none in a preview.
    public func representation(using type: FileType, properties: [PropertyKey: Any]) -> Data? { nil }
}

extension NSView {
    /// The size the view's constraints ask for: its frame's in a preview.
    public var fittingSize: CGSize { frame.size }
    /// Its window as AppKit types it (`NSWindow`, where UIKit's view has a `UIWindow`): none in
    /// a preview, which draws the view and not its window.
    public var window: NSWindow? { nil }
}

/// A selector by name (AppKit's `NSSelectorFromString`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// A selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
extension UIFont {
    /// The system font's standard size on a Mac (AppKit's `NSFont.systemFontSize`): 13 pt.
    public static var systemFontSize: CGFloat { 13 }
    /// The small system font's size: 11 pt.
    public static var smallSystemFontSize: CGFloat { 11 }
    /// The font's PostScript name (its family here).
    public var fontName: String { familyName }
    /// A system font of digits of a fixed width (AppKit's `NSFont.monospacedDigitSystemFont`).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { systemFont(ofSize: fontSize, weight: weight) }
}
#endif
