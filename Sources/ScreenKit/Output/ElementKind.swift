/// What an element of a laid-out screen is: the view it came from, in SwiftUI's words.
public enum ElementKind: String, Sendable, Hashable, CaseIterable {
    case screen, statusBar, navigationView, navigationBar, navigationTitle, backButton
    case text, image, rectangle, roundedRectangle, circle, capsule, color, gradient
    case spacer, divider, hstack, vstack, zstack, scrollView
    case list, section, sectionHeader, sectionFooter, row
    case button, editButton, navigationLink, toggle, textField, picker, datePicker
    case alert, actionSheet, sheet
}

/// What a semantic node makes of its content: the element kind and accessibility defaults.
struct SemanticInfo {
    var kind: ElementKind
    /// The control's value for accessibility (a toggle's on/off, a picker's selection).
    var value: String?
    /// Traits the kind has by nature.
    var traits: AccessibilityTraits = []
    /// Whether the content's texts become this element's label (buttons, rows, controls).
    var combinesChildren = false
    /// A label given as the control's title, resolved.
    var label: (text: String, sources: [TextSource])?
}
