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

/// The traits a view is drawn with (UIKit's `UITraitCollection`): `current` is the preview
/// device's (light, an iPhone's compact width and regular height, Large text, 3x, left to right);
/// a collection an app makes holds only the traits it sets, the rest unspecified.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    let traits: UITraitValues
    init(traits: UITraitValues) { self.traits = traits }

    /// The traits of the preview's device.
    static let previewDeviceTraits: UITraitValues = {
        var traits = UITraitValues()
        traits.set(UITraitUserInterfaceStyle.self, .light)
        traits.set(UITraitUserInterfaceIdiom.self, .phone)
        traits.set(UITraitHorizontalSizeClass.self, .compact)
        traits.set(UITraitVerticalSizeClass.self, .regular)
        traits.set(UITraitPreferredContentSizeCategory.self, .large)
        traits.set(UITraitDisplayScale.self, 3)
        traits.set(UITraitLayoutDirection.self, .leftToRight)
        traits.set(UITraitAccessibilityContrast.self, .normal)
        traits.set(UITraitLegibilityWeight.self, .regular)
        traits.set(UITraitUserInterfaceLevel.self, .base)
        return traits
    }()

    /// The traits of the current drawing: the preview device's.
    public static let current = UITraitCollection(traits: previewDeviceTraits)
    /// An empty collection: every trait unspecified.
    public override convenience init() { self.init(traits: UITraitValues()) }

    /// What `init(mutations:)` and `modifyingTraits(_:)` are given (UIKit's `UITraitCollection.TraitMutations`).
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void
    /// A collection of the traits `mutations` sets.
    public convenience init(mutations: TraitMutations) { self.init(traits: Self.applying(mutations, to: UITraitValues())) }
    /// This collection with the traits `mutations` sets changed.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(traits: Self.applying(mutations, to: traits))
    }
    static func applying(_ mutations: TraitMutations, to traits: UITraitValues) -> UITraitValues {
        var mutable: any UIMutableTraits = UITraitMutableValues(storage: traits)
        mutations(&mutable)
        return (mutable as? UITraitMutableValues)?.storage ?? traits
    }
    /// The traits of several collections, later ones winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(traits: traitCollections.reduce(UITraitValues()) { $0.merging($1.traits) })
    }
    /// The value of a trait (the trait's default when the collection does not set it).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { traits.value(trait) }

    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// The device family.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    /// The reader's text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    /// The display's scale.
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    /// Which way text runs.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    /// Whether Increase Contrast is on.
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }
    /// Whether Bold Text is on.
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    /// Base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }

    /// Traits of light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    /// Traits of a horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    /// Traits of a vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    /// Traits of a device family.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = userInterfaceIdiom } }
    /// Traits of a text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    /// Traits of a display scale.
    public convenience init(displayScale: CGFloat) { self.init { $0.displayScale = displayScale } }
    /// Traits of a layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    /// Traits of a contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = accessibilityContrast } }
    /// Traits of a legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init { $0.legibilityWeight = legibilityWeight } }
    /// Traits of an interface level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }

    /// Whether this collection has every trait `trait` sets, with the same values.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.traits.values.keys.allSatisfy { key in
            guard let mine = traits.values[key] as? AnyHashable, let theirs = trait.traits.values[key] as? AnyHashable else { return false }
            return mine == theirs
        }
    }
    /// Whether colors resolve differently in the other collection (its style, contrast or level differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle || accessibilityContrast != traitCollection.accessibilityContrast
            || userInterfaceLevel != traitCollection.userInterfaceLevel
    }
    /// Runs `actions` with this collection as the current one; in a preview `current` stays the
    /// device's, so dynamic colors made inside resolve as the device's.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows { try actions() }
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
