#if os(Linux)
@_exported import Foundation
@_exported import SwiftUI

/// UIKit's color (a stand-in on Linux): a SwiftUI `Color` underneath, so `Color(uiColor:)` draws
/// and is judged with the same values. The one `UIColor` type: a property or parameter of
/// type `UIColor` names it unambiguously.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The color drawn.
    public let color: Color

    /// A color drawing `color`.
    public init(_ color: Color) { self.color = color }

    /// A color by components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A gray.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A color by hue, saturation and brightness.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A color of the app's asset catalog, as SwiftUI's `Color(name)` resolves it.
    public convenience init?(named name: String) { self.init(Color(name)) }

    /// A color of the app's asset catalog.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name))
    }

    /// A color chosen by the trait collection: the light one (previews are judged in both schemes by the harness).
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection.current).color)
    }

    /// The color with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    static func system(_ color: SystemColor) -> UIColor { UIColor(Color(color)) }

    public static var label: UIColor { system(.label) }
    public static var secondaryLabel: UIColor { system(.secondaryLabel) }
    public static var tertiaryLabel: UIColor { system(.tertiaryLabel) }
    public static var placeholderText: UIColor { system(.placeholderText) }
    public static var systemBackground: UIColor { system(.systemBackground) }
    public static var secondarySystemBackground: UIColor { system(.secondarySystemBackground) }
    public static var tertiarySystemBackground: UIColor { system(.tertiarySystemBackground) }
    public static var systemGroupedBackground: UIColor { system(.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor { system(.secondarySystemGroupedBackground) }
    public static var tertiarySystemGroupedBackground: UIColor { system(.tertiarySystemBackground) }
    public static var systemFill: UIColor { system(.tertiarySystemFill) }
    public static var secondarySystemFill: UIColor { system(.tertiarySystemFill) }
    public static var tertiarySystemFill: UIColor { system(.tertiarySystemFill) }
    public static var quaternarySystemFill: UIColor { system(.tertiarySystemFill) }
    public static var separator: UIColor { system(.separator) }
    public static var opaqueSeparator: UIColor { system(.separator) }
    public static var systemBlue: UIColor { system(.systemBlue) }
    public static var systemGreen: UIColor { system(.systemGreen) }
    public static var systemIndigo: UIColor { system(.systemIndigo) }
    public static var systemOrange: UIColor { system(.systemOrange) }
    public static var systemPink: UIColor { system(.systemPink) }
    public static var systemPurple: UIColor { system(.systemPurple) }
    public static var systemRed: UIColor { system(.systemRed) }
    public static var systemTeal: UIColor { system(.systemTeal) }
    public static var systemYellow: UIColor { system(.systemYellow) }
    public static var systemBrown: UIColor { UIColor(Color.brown) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var systemMint: UIColor { UIColor(Color.mint) }
    public static var systemCyan: UIColor { UIColor(Color.cyan) }
    public static var systemGray: UIColor { system(.systemGray) }
    public static var systemGray2: UIColor { system(.systemGray) }
    public static var systemGray3: UIColor { system(.systemGray) }
    public static var systemGray4: UIColor { system(.systemGray) }
    public static var systemGray5: UIColor { system(.systemGray) }
    public static var systemGray6: UIColor { system(.systemGray) }
    public static var white: UIColor { system(.white) }
    public static var black: UIColor { system(.black) }
    public static var clear: UIColor { system(.clear) }
    public static var red: UIColor { UIColor(.red) }
    public static var green: UIColor { UIColor(.green) }
    public static var blue: UIColor { UIColor(.blue) }
    public static var orange: UIColor { UIColor(.orange) }
    public static var yellow: UIColor { UIColor(.yellow) }
    public static var gray: UIColor { UIColor(.gray) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var tintColor: UIColor { UIColor(.accentColor) }
    public static var link: UIColor { system(.systemBlue) }
}

extension Color {
    /// A SwiftUI color drawing a UIKit one.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// A SwiftUI color drawing a UIKit one; `Color(.label)` stays the system color's.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// The traits a view is drawn with (UIKit's): the color scheme and size class.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits of the current drawing: light, regular text.
    public static let current = UITraitCollection()
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light
    /// The device family.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .regular
    /// Traits of light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }
}

extension UIColor {
    /// The colour in `traitCollection`'s appearance: its value in that scheme.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let rgba = color.resolved(in: traitCollection.userInterfaceStyle == .dark ? .dark : .light)
        return UIColor(red: CGFloat(rgba.red) / 255, green: CGFloat(rgba.green) / 255, blue: CGFloat(rgba.blue) / 255, alpha: CGFloat(rgba.alpha))
    }
}

/// Light or dark appearance (UIKit's).
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// A size class (UIKit's).
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
extension UIColor {
    /// The colour's sRGB components in the light appearance (UIKit's `getRed(_:green:blue:alpha:)`),
    /// so code that derives a hex string or a contrast from a colour reads its real values.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }
}
#endif
