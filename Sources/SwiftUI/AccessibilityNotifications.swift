#if os(Linux)
import Foundation

/// What an app tells assistive technologies (SwiftUI's `AccessibilityNotification`, iOS 17): a
/// render has no VoiceOver listening, so posting is accepted and nothing is announced.
public enum AccessibilityNotification {
    /// Something VoiceOver reads out (`AccessibilityNotification.Announcement("Saved").post()`).
    public struct Announcement: Sendable {
        /// What is read.
        public let text: String
        /// An announcement of a localized key, read in the render's language.
        public init(_ key: LocalizedStringKey) { text = key.key }
        /// An announcement of a string, read as it is.
        @_disfavoredOverload
        public init<S: StringProtocol>(_ text: S) { self.text = String(text) }
        /// An announcement of an attributed string.
        @_disfavoredOverload
        public init(_ text: AttributedString) { self.text = String(text.characters) }
        /// Posts it: nothing listens in a render.
        public func post() {}
    }
    /// The layout of part of the screen changed.
    public struct LayoutChanged: Sendable {
        /// A change with no element to focus.
        public init() {}
        /// Posts it.
        public func post() {}
    }
    /// The whole screen changed.
    public struct ScreenChanged: Sendable {
        /// A change with no element to focus.
        public init() {}
        /// Posts it.
        public func post() {}
    }
    /// A page scrolled.
    public struct PageScrolled: Sendable {
        /// A scroll read as a localized key.
        public init(_ key: LocalizedStringKey) {}
        /// Posts it.
        public func post() {}
    }
}
#endif
