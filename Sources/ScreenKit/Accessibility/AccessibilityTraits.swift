/// What an accessibility element is and does (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 7)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
    public static let isAdjustable = AccessibilityTraits(rawValue: 1 << 9)
    public static let isNotEnabled = AccessibilityTraits(rawValue: 1 << 10)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 12)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 13)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 14)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 15)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 16)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 17)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 18)

    /// Every trait with its name, in a fixed order for renderings.
    static let named: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isLink, "link"), (.isHeader, "header"), (.isImage, "image"),
        (.isStaticText, "staticText"), (.isToggle, "toggle"), (.isAdjustable, "adjustable"),
        (.isSearchField, "searchField"), (.isSelected, "selected"), (.isModal, "modal"),
        (.isNotEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.isKeyboardKey, "keyboardKey"),
        (.playsSound, "playsSound"), (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isSummaryElement, "summaryElement"), (.isTabBar, "tabBar"),
    ]

    /// The traits' names, in a fixed order ("button", "header", …).
    public var names: [String] { Self.named.filter { contains($0.0) }.map(\.1) }
}

/// Accessibility settings made by modifiers on a view.
struct AccessibilityAttributes {
    /// An explicit label, resolved, with where its text came from.
    var label: (text: String, sources: [TextSource])?
    /// An explicit hint.
    var hint: String?
    /// An explicit value.
    var value: String?
    /// `accessibilityHidden(true)`.
    var isHidden = false
    /// Traits added.
    var addedTraits: AccessibilityTraits = []
    /// Traits removed.
    var removedTraits: AccessibilityTraits = []
    /// What `accessibilityElement(children:)` made of the view's children, when it was applied.
    var childBehavior: AccessibilityChildBehavior?
}
