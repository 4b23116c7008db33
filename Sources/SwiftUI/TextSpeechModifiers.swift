#if os(Linux)
import Foundation

// `Text`'s own forms of the speech and accessibility modifiers, which keep it a `Text` so that it
// can still be joined with `+` (`Text("Code: ") + Text(code).speechSpellsOutCharacters()`).
// Disfavoured: where any view will do, the view modifiers (which VoiceOver's reading follows) are
// chosen; these only where a `Text` is needed, and there a render reads the text as it is.

extension Text {
    /// Spells the text out letter by letter to VoiceOver (accepted).
    @_disfavoredOverload
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Speaks the text's punctuation (accepted).
    @_disfavoredOverload
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Raises or lowers the pitch the text is spoken at (accepted).
    @_disfavoredOverload
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Queues the text's announcement behind others (accepted).
    @_disfavoredOverload
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    /// Marks the text as a heading of `level` (accepted where a `Text` is needed).
    @_disfavoredOverload
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    /// What kind of text it is, for VoiceOver (accepted).
    @_disfavoredOverload
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
    /// The label VoiceOver reads for the text (accepted where a `Text` is needed: the text is read).
    @_disfavoredOverload
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// The label VoiceOver reads for the text, from a localized key (accepted where a `Text` is needed).
    @_disfavoredOverload
    public func accessibilityLabel(_ key: LocalizedStringKey) -> Text { self }
    /// The label VoiceOver reads for the text, from a string (accepted where a `Text` is needed).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
}

extension Binding {
    /// A binding whose setter is told the transaction of the change (a render's is empty).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { value in set(value, Transaction()) })
    }
}
#endif
