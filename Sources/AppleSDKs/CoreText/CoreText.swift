#if os(Linux)
import StandInAppleFoundation
@_exported import Foundation
import StandInCoreGraphics
import SwiftUI

/// A font's description (Core Text's `CTFontDescriptor`): its attributes.
public final class CTFontDescriptor: @unchecked Sendable {
    let attributes: [String: Any]
    init(attributes: [String: Any]) { self.attributes = attributes }
}

/// A font (Core Text's `CTFont`): a size and a name.
public final class CTFont: @unchecked Sendable {
    let size: CGFloat
    let name: String
    init(size: CGFloat, name: String) {
        self.size = size
        self.name = name
    }
}

/// The name attribute.
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
/// The family name attribute.
public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
/// The size attribute.
public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
/// The variation axes attribute.
public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"
/// The feature settings attribute.
public let kCTFontFeatureSettingsAttribute: CFString = "NSCTFontFeatureSettingsAttribute"
/// The traits attribute.
public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"

/// A description of attributes.
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor { CTFontDescriptor(attributes: attributes) }

/// A font of a description.
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(size: size, name: descriptor.attributes[kCTFontNameAttribute] as? String ?? "")
}

/// A font by name.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont { CTFont(size: size, name: name) }

/// A font's size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

extension Font {
    /// The font of a Core Text font (SwiftUI's `Font(_:)` of a `CTFont`): its face at its size,
    /// which Dynamic Type does not scale.
    public init(_ font: CTFont) { self = .custom(font.name, fixedSize: Double(font.size)) }
}

/// A font's description.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor { CTFontDescriptor(attributes: [kCTFontNameAttribute: font.name]) }
#endif
