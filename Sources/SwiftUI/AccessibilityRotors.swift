#if os(Linux)
import Foundation

// VoiceOver rotors of the app's own (`.accessibilityRotor("Links") { … }`): a rotor lets a
// VoiceOver user jump between chosen elements; it draws nothing and changes no element's label,
// so a render accepts it. Entries are views that draw nothing, so `ForEach` builds them.

/// An element a rotor jumps to (SwiftUI's `AccessibilityRotorEntry`).
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: View {
    /// An entry titled with a localized key, for the element of `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID? = nil) {}
    /// An entry titled with a text.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID? = nil) {}
    /// An entry titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, id: ID, in namespace: Namespace.ID? = nil) {}
    /// An entry of a text range (a link in a long text).
    public init(_ label: Text, textRange: Range<String.Index>) where ID == Never {}

    public var body: some View { EmptyView() }
}

/// A rotor the system offers (SwiftUI's `AccessibilitySystemRotor`).
public struct AccessibilitySystemRotor: Sendable {
    let name: String
    /// Links.
    public static let links = AccessibilitySystemRotor(name: "links")
    /// Headings.
    public static let headings = AccessibilitySystemRotor(name: "headings")
    /// Headings of a level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor { headings }
    /// Bold text.
    public static let boldText = AccessibilitySystemRotor(name: "boldText")
    /// Images.
    public static let images = AccessibilitySystemRotor(name: "images")
    /// Text fields.
    public static let textFields = AccessibilitySystemRotor(name: "textFields")
    /// Lists.
    public static let lists = AccessibilitySystemRotor(name: "lists")
    /// Tables.
    public static let tables = AccessibilitySystemRotor(name: "tables")
}

nonisolated extension View {
    /// A rotor titled with a localized key over `entries` (accepted: a render has no VoiceOver).
    public func accessibilityRotor<Content: View>(_ labelKey: LocalizedStringKey, @ViewBuilder entries: () -> Content) -> some View { self }
    /// A rotor titled with a text.
    public func accessibilityRotor<Content: View>(_ label: Text, @ViewBuilder entries: () -> Content) -> some View { self }
    /// A rotor titled with a string.
    @_disfavoredOverload
    public func accessibilityRotor<S: StringProtocol, Content: View>(_ label: S, @ViewBuilder entries: () -> Content) -> some View { self }
    /// A system rotor over `entries`.
    public func accessibilityRotor<Content: View>(_ systemRotor: AccessibilitySystemRotor, @ViewBuilder entries: () -> Content) -> some View {
        self
    }
    /// A rotor over the text ranges of a long text.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }
    /// A rotor over model entries, each read by its label (accepted: a render has no VoiceOver).
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: LocalizedStringKey, entries: [EntryModel],
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A rotor over model entries titled with a text.
    public func accessibilityRotor<EntryModel: Identifiable>(_ rotorLabel: Text, entries: [EntryModel],
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A rotor over model entries titled with a string.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(_ rotorLabel: L, entries: [EntryModel],
                                                                               entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A rotor over model entries of an identifier and a label.
    public func accessibilityRotor<EntryModel, ID: Hashable>(_ rotorLabel: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
                                                             entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// A system rotor over model entries.
    public func accessibilityRotor<EntryModel: Identifiable>(_ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
                                                            entryLabel: KeyPath<EntryModel, String>) -> some View { self }
    /// Marks the element as a rotor's entry of `id` (accepted).
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
#endif
