/// What a view made an accessibility element does with its children's accessibility (SwiftUI's
/// `AccessibilityChildBehavior`), set by `accessibilityElement(children:)`.
public struct AccessibilityChildBehavior: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: String {
        case ignore, contain, combine
    }

    private let kind: Kind

    /// One element whose children are hidden from VoiceOver: it reads only the label given it
    /// with `accessibilityLabel`.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements of their own, grouped under the view as a container VoiceOver
    /// does not stop on.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element that reads its children's labels in reading order, joined by ", ", with their
    /// traits merged (a button among them makes it a button).
    public static let combine = AccessibilityChildBehavior(kind: .combine)

    /// "ignore", "contain" or "combine", as SwiftUI spells it.
    public var description: String { kind.rawValue }

    /// Whether the view is one element standing for its children (`ignore` and `combine`).
    public var makesOneElement: Bool { kind != .contain }
}
