#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A trait of a trait collection, keyed by its type (UIKit's `UITraitDefinition`): the system's
/// traits below and an app's own (`struct ThemeTrait: UITraitDefinition { static let defaultValue = … }`).
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value when nothing sets the trait.
    static var defaultValue: Value { get }
    /// A unique identifier of the trait.
    static var identifier: String { get }
    /// A short name of the trait, for debugging.
    static var name: String { get }
    /// Whether the trait changes how dynamic colors resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The trait's identifier: its type's full name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The trait's name: its type's name.
    public static var name: String { String(describing: Self.self) }
    /// Whether the trait changes how dynamic colors resolve: no.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait's type, as arrays of traits to observe list them (UIKit's `UITrait`).
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance trait (UIKit's `UITraitUserInterfaceStyle`).
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// It changes how colors resolve.
    public static let affectsColorAppearance = true
}

/// The Increase Contrast trait (UIKit's `UITraitAccessibilityContrast`).
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// It changes how colors resolve.
    public static let affectsColorAppearance = true
}

/// The reader's text size trait (UIKit's `UITraitPreferredContentSizeCategory`).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
}

/// The horizontal size class trait (UIKit's `UITraitHorizontalSizeClass`).
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The vertical size class trait (UIKit's `UITraitVerticalSizeClass`).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}

/// The layout direction trait (UIKit's `UITraitLayoutDirection`).
public struct UITraitLayoutDirection: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}

/// The display scale trait (UIKit's `UITraitDisplayScale`).
public struct UITraitDisplayScale: UITraitDefinition {
    /// Unspecified (0).
    public static let defaultValue: CGFloat = 0
}

/// The Bold Text trait (UIKit's `UITraitLegibilityWeight`).
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
}

/// The device family trait (UIKit's `UITraitUserInterfaceIdiom`).
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}

/// The base or elevated level trait (UIKit's `UITraitUserInterfaceLevel`).
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// It changes how colors resolve.
    public static let affectsColorAppearance = true
}

/// Whether content is raised above what is behind it (UIKit's `UIUserInterfaceLevel`).
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base, elevated }

/// Whether Increase Contrast is on (UIKit's `UIAccessibilityContrast`).
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal, high }

/// Whether Bold Text is on (UIKit's `UILegibilityWeight`).
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular, bold }

/// Which way text runs (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight, rightToLeft }

extension UIContentSizeCategory {
    /// No text size (UIKit's `UIContentSizeCategory.unspecified`).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
}

/// Trait values being set, by the identity of their trait's type.
struct UITraitValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]

    func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { values[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue }
    func contains(_ trait: UITrait) -> Bool { values[ObjectIdentifier(trait)] != nil }
    mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) { values[ObjectIdentifier(trait)] = value }
    mutating func remove(_ trait: UITrait) { values[ObjectIdentifier(trait)] = nil }
    /// These values with `other`'s laid over them.
    func merging(_ other: UITraitValues) -> UITraitValues { UITraitValues(values: values.merging(other.values) { $1 }) }
}

/// Trait values that can be changed (UIKit's `UIMutableTraits`): what `UITraitCollection(mutations:)`
/// gives its closure, and what `traitOverrides` is.
public protocol UIMutableTraits {
    /// The value of a trait.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// The reader's text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// Whether Increase Contrast is on.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] }
        set { self[UITraitAccessibilityContrast.self] = newValue }
    }
    /// Whether Bold Text is on.
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] }
        set { self[UITraitLegibilityWeight.self] = newValue }
    }
    /// Which way text runs.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
    /// The display's scale.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The device family.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// Base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] }
        set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
}

/// The traits a view or view controller sets for itself and what it contains (UIKit's
/// `UITraitOverrides`): its `traitCollection` reflects them.
public struct UITraitOverrides: UIMutableTraits, @unchecked Sendable {
    var storage = UITraitValues()
    init() {}
    /// The value set for a trait, or the trait's default.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(trait) }
        set { storage.set(trait, newValue) }
    }
    /// Whether a trait is overridden.
    public func contains(_ trait: UITrait) -> Bool { storage.contains(trait) }
    /// Stops overriding a trait.
    public mutating func remove(_ trait: UITrait) { storage.remove(trait) }
}

/// The traits a `UITraitCollection(mutations:)` closure sets.
struct UITraitMutableValues: UIMutableTraits {
    var storage: UITraitValues
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { storage.value(trait) }
        set { storage.set(trait, newValue) }
    }
}
#endif
