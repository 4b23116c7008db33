#if os(Linux)
import Foundation

/// A heading level (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

nonisolated extension View {
    /// The accessibility label, from a string shown as it is.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// The accessibility label from a localized resource.
    @_disfavoredOverload
    public func accessibilityLabel(_ resource: LocalizedStringResource) -> some View {
        accessibilityLabel(Text(resource))
    }

    /// A label built from the view's own label (iOS 18: `.accessibilityLabel { label in label; Text("Online") }`):
    /// accepted, VoiceOver reads the view's own label here.
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
        self
    }

    /// The accessibility label from a localized key, applied while `isEnabled` (iOS 18).
    public func accessibilityLabel(_ key: LocalizedStringKey, isEnabled: Bool) -> some View {
        Group { if isEnabled { accessibilityLabel(Text(key)) } else { self } }
    }

    /// The accessibility label from a text, applied while `isEnabled` (iOS 18).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> some View {
        Group { if isEnabled { accessibilityLabel(label) } else { self } }
    }

    /// The accessibility value from a localized key.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View {
        accessibilityValue(Text(key))
    }

    /// The accessibility value from a string, as it is.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// The accessibility hint from a string, as it is.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// An identifier for UI tests; not read by VoiceOver.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Marks the view as a heading.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        accessibilityAddTraits(.isHeader)
    }

    /// The order VoiceOver reads the view in among its siblings; accepted.
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }

    /// An action VoiceOver offers; accepted.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// A named action VoiceOver offers; accepted.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// A named action VoiceOver offers, named by a text; accepted.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// A named action VoiceOver offers, named by a string as it is; accepted.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// A named action VoiceOver offers, named by a localized resource; accepted.
    @_disfavoredOverload
    public func accessibilityAction(named name: LocalizedStringResource, _ handler: @escaping () -> Void) -> some View { self }

    /// An action VoiceOver offers, named by the text of a label view (iOS 15); accepted.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View { self }

    /// Actions VoiceOver offers, written as buttons (iOS 16); accepted, not drawn.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Labels Voice Control listens for; accepted.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View { self }
    /// The names Voice Control accepts for the element, as texts (accepted).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// The names Voice Control accepts for the element, as strings (accepted).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// Shows the view in the Large Content Viewer; accepted.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Stands the view in for VoiceOver with another's accessibility; accepted.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Whether VoiceOver should ignore the view's children that invert colors; accepted.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }

    /// How the view adjusts with the swipe-up and -down gestures; accepted.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}

/// What an accessibility action is (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    /// The default action.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Escape.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

/// Which way an adjustable element moves (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
    case increment, decrement
}

/// How text case changes (SwiftUI's `Text.Case`).
extension Text {
    /// A text case.
    public enum Case: Sendable, Hashable {
        case uppercase, lowercase
    }
}
#endif
