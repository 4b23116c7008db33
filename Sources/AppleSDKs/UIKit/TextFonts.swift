#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import SwiftUI

extension UIFontDescriptor {
    // `SymbolicTraits` (UIKit's `UIFontDescriptor.SymbolicTraits`) is declared with the font
    // picker, in PickersColorAndFont.swift.

    /// A key of a descriptor's traits dictionary (UIKit's `UIFontDescriptor.TraitKey`).
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The symbolic traits, as their bits.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, -1…1.
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width, -1…1.
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant, -1…1.
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A key of a font feature's settings (UIKit's `UIFontDescriptor.FeatureKey`).
    public struct FeatureKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature's type (iOS 15).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector (iOS 15).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature's type (before iOS 15).
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector (before iOS 15).
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// Its symbolic traits.
    public var symbolicTraits: SymbolicTraits {
        SymbolicTraits(rawValue: (fontAttributes[.traits] as? [TraitKey: Any])?[.symbolic] as? UInt32 ?? 0)
    }
    /// The description with exactly these symbolic traits (UIKit gives nil when no font has them;
    /// every combination exists here).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        return addingAttributes([.traits: traits])
    }
    /// Its size in points (0 when it sets none).
    public var pointSize: CGFloat { fontAttributes[.size] as? CGFloat ?? 0 }
    /// The description at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    /// The description of another family.
    public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }
    /// The description of another face ("Bold").
    public func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
    /// Its PostScript name.
    public var postscriptName: String { fontAttributes[.name] as? String ?? ".SFUI-Regular" }
    /// The description of a text style at the text size of `traitCollection`.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                               compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.textStyle: style.rawValue,
                                          .size: style.pointSize(at: traitCollection?.preferredContentSizeCategory ?? .large)])
    }
}

extension UIFontDescriptor.AttributeName {
    /// The size in points.
    public static let size = UIFontDescriptor.AttributeName(rawValue: "NSFontSizeAttribute")
    /// The face ("Bold").
    public static let face = UIFontDescriptor.AttributeName(rawValue: "NSFontFaceAttribute")
    /// The text style.
    public static let textStyle = UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// The name shown to people.
    public static let visibleName = UIFontDescriptor.AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// Fonts to fall back on.
    public static let cascadeList = UIFontDescriptor.AttributeName(rawValue: "NSCTFontCascadeListAttribute")
}

/// Scales fonts and values with Dynamic Type (UIKit's `UIFontMetrics`): by the text style's
/// size at the trait collection's text size against Large, so at the preview's Large nothing
/// changes; a maximum point size caps the result.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose sizes scale.
    let textStyle: UIFont.TextStyle
    /// Metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    /// Metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return textStyle.pointSize(at: category == .unspecified ? .large : category) / textStyle.defaultSize
    }
    /// The font scaled for the preview's text size (Large: unchanged).
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    /// The font scaled, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    /// The font scaled for the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.resized(to: font.pointSize * factor(traitCollection))
    }
    /// The font scaled for the text size of `traitCollection`, no larger than `maximumPointSize` (0: no maximum).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = font.pointSize * factor(traitCollection)
        return font.resized(to: maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
    }
    /// A value scaled for the preview's text size (Large: unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    /// A value scaled for the text size of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value * factor(traitCollection) }
}

extension UIFont {
    /// The system font of a weight and width (iOS 16).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, traits: width.rawValue < 0 ? .traitCondensed : width.rawValue > 0 ? .traitExpanded : [])
    }
}
#endif
