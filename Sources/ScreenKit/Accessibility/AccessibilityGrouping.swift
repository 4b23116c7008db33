/// What `accessibilityElement(children:)` makes of a laid-out element and its children, as
/// SwiftUI does: `combine` and `ignore` make it one element standing for them, `contain` a
/// container whose children stay elements of their own.
enum AccessibilityGrouping {
    /// Applies `behavior` to `element`, whose children are laid out and carry their own
    /// accessibility. An explicit label, hint, value or trait set on the same view is applied
    /// afterwards, over what this gives.
    static func apply(_ behavior: AccessibilityChildBehavior, to element: inout Element) {
        element.accessibility.childBehavior = behavior
        if behavior == .combine {
            combine(&element)
        } else if behavior == .ignore {
            // A new element: nothing of its content is read, so it has only what is given it.
            element.accessibility.isElement = true
            element.accessibility.label = nil
            element.accessibility.value = nil
            element.accessibility.hint = nil
            element.accessibility.traits = []
        } else {
            element.accessibility.isElement = false
            element.accessibility.label = nil
        }
    }

    /// One element reading, in reading order, what VoiceOver would have read of its children:
    /// their labels, values and hints each joined by ", " (the pause VoiceOver makes between the
    /// parts of a combined element), their traits merged. A control already reads its content,
    /// so it keeps its label and value and gains its children's traits; a text or image reads
    /// its own label before its children's (an overlay's).
    private static func combine(_ element: inout Element) {
        var children: [AccessibilityTree.Node] = []
        for child in element.children { AccessibilityTree.collect(child, into: &children) }
        var access = element.accessibility
        let readsContent = access.isElement && element.kind != .text && element.kind != .image
        let own = access.isElement && !readsContent ? [(access.label, access.value, access.hint)] : []
        let parts = own + children.map { ($0.label, $0.value, $0.hint) }
        if !readsContent {
            access.label = joined(parts.map(\.0))
            access.value = joined(parts.map(\.1))
            access.hint = joined(parts.map(\.2))
        }
        for child in children { access.traits.formUnion(child.traits) }
        access.isElement = true
        element.accessibility = access
    }

    /// The non-empty strings joined by ", ", or nil when there is none.
    private static func joined(_ strings: [String?]) -> String? {
        let present = strings.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: ", ")
    }
}
