import ScreenKit

/// Which elements a person taps: controls by kind, and anything VoiceOver calls a button or link.
enum Interactive {
    /// Kinds that are controls whatever their traits.
    static let kinds: Set<ElementKind> = [.button, .editButton, .backButton, .navigationLink, .toggle, .textField, .picker, .datePicker]

    /// Whether `element` is tapped.
    static func contains(_ element: Element) -> Bool {
        kinds.contains(element.kind) || !element.accessibility.traits.isDisjoint(with: [.isButton, .isLink])
    }
}
