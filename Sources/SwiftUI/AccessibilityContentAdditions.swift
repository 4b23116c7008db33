#if os(Linux)
import Foundation

// Accessibility API apps write for VoiceOver's finer points: keys of custom content, children of
// a drawn chart, direct-touch options, the assistive technologies a focus state follows, and the
// speech attributes of an attributed string. A render reads labels, values and traits; these are
// accepted.

/// Which assistive technologies something applies to (SwiftUI's `AccessibilityTechnologies`).
public struct AccessibilityTechnologies: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Technologies of a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

/// How a direct-touch area behaves under VoiceOver (SwiftUI's `AccessibilityDirectTouchOptions`).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Options of a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// VoiceOver says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area needs activating before touches reach it.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

/// A kind of custom content VoiceOver reads on request (SwiftUI's `AccessibilityCustomContentKey`),
/// declared once and used on many views. Sendable as Apple's is, so apps declare keys as static
/// constants: its label is a `Text` made once and never changed.
public struct AccessibilityCustomContentKey: Hashable, @unchecked Sendable {
    /// The key's label, as VoiceOver reads it.
    public let label: Text
    /// The key's identity.
    public let id: String

    /// A key of a localized label.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        label = Text(labelKey)
        self.id = id
    }

    /// A key of a label.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// A key of a localized resource.
    @_disfavoredOverload
    public init(_ label: LocalizedStringResource, id: String) {
        self.label = Text(label)
        self.id = id
    }

    /// A key labelled by its identity.
    public init(_ labelKey: LocalizedStringKey) {
        self.init(labelKey, id: labelKey.key)
    }

    public static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated extension View {
    /// Content of `key` VoiceOver reads on request; accepted.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }

    /// Content of `key` with a localized value; accepted.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
                                           importance: AXCustomContent.Importance = .default) -> some View { self }

    /// Content of `key` with a string value; accepted.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V?,
                                                              importance: AXCustomContent.Importance = .default) -> some View { self }

    /// The elements VoiceOver reads inside a drawn view (a chart, a canvas), written as views;
    /// accepted: a render reads the view's own label and value.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
}

extension AttributeScopes.PresentationAndAccessibilityAttributes {
    /// How VoiceOver pronounces the run, in the International Phonetic Alphabet.
    public enum IPANotationAttribute: CodableAttributedStringKey {
        public typealias Value = String
        public static let name = "UIAccessibilitySpeechAttributeIPANotation"
    }

    /// Whether VoiceOver speaks the run's punctuation.
    public enum IncludesPunctuationAttribute: CodableAttributedStringKey {
        public typealias Value = Bool
        public static let name = "UIAccessibilitySpeechAttributePunctuation"
    }

    /// Custom words VoiceOver reads for the run.
    public enum TextCustomAttribute: CodableAttributedStringKey {
        public typealias Value = [String]
        public static let name = "UIAccessibilityTextAttributeCustom"
    }

    /// The pitch VoiceOver speaks the run at (0 to 2).
    public enum AdjustedPitchAttribute: CodableAttributedStringKey {
        public typealias Value = Double
        public static let name = "UIAccessibilitySpeechAttributePitch"
    }
}

extension AttributeScopes {
    /// The speech attributes of an attributed string VoiceOver reads, as properties
    /// (`string.accessibilitySpeechIPANotation`).
    public struct SpeechAttributes: AttributeScope {
        /// The run's pronunciation in IPA.
        public let accessibilitySpeechIPANotation: PresentationAndAccessibilityAttributes.IPANotationAttribute
        /// The run's pronunciation in IPA (the name iOS 17 gives it).
        public let accessibilitySpeechPhoneticNotation: PresentationAndAccessibilityAttributes.IPANotationAttribute
        /// Whether the run's punctuation is spoken.
        public let accessibilitySpeechIncludesPunctuation: PresentationAndAccessibilityAttributes.IncludesPunctuationAttribute
        /// Custom words read for the run.
        public let accessibilityTextCustom: PresentationAndAccessibilityAttributes.TextCustomAttribute
        /// The run's pitch.
        public let accessibilitySpeechAdjustPitch: PresentationAndAccessibilityAttributes.AdjustedPitchAttribute
    }
}

extension AttributeDynamicLookup {
    /// The speech attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SpeechAttributes, T>) -> T {
        self[T.self]
    }
}
#endif
