/// What VoiceOver finds on a screen, in the order it reads: elements in the order the views were
/// written (which is leading to trailing, so right to left in a right-to-left layout, since
/// mirroring moves frames, not order), the navigation bar first; a control or button is one
/// element with its content as label; hidden views and views hidden from accessibility are
/// skipped; while an alert or sheet is up, only it is read. A view made one element by
/// `accessibilityElement(children: .combine)` or `.ignore` is read instead of its children; one
/// made a container by `.contain` groups its children's elements (`containers`).
public struct AccessibilityTree: Sendable, Hashable {
    /// One element VoiceOver stops on.
    public struct Node: Sendable, Hashable {
        /// What it is.
        public var kind: ElementKind
        /// The label read: explicit, else its text, else nil (an unlabeled image or button).
        public var label: String?
        /// Whether the label was set explicitly.
        public var hasExplicitLabel: Bool
        /// The value read after the label.
        public var value: String?
        /// The hint.
        public var hint: String?
        /// Traits.
        public var traits: AccessibilityTraits
        /// Where a touch selects it (its frame).
        public var hitRegion: Rect
        /// The SF Symbol it shows, for images and image-only buttons.
        public var symbol: String?
    }

    /// A group of elements made by `accessibilityElement(children: .contain)`.
    public struct Container: Sendable, Hashable {
        /// The container's label (from `accessibilityLabel`), which names the group.
        public var label: String?
        /// The indexes in `elements` of the elements it holds (nested containers' included).
        public var elements: Range<Int>
    }

    /// The elements in reading order.
    public var elements: [Node]
    /// The containers, in the order they begin (an outer one before those inside it); empty
    /// when no view is a container.
    public var containers: [Container]

    /// The accessibility tree of `screen`.
    public init(_ screen: LaidOutScreen) {
        let modal = screen.root.children.last { [.alert, .actionSheet, .sheet].contains($0.kind) }
        var result: [Node] = []
        var containers: [Container] = []
        Self.collect(modal ?? screen.root, into: &result, containers: &containers)
        elements = result
        self.containers = containers
    }

    /// Appends the elements VoiceOver finds in `element` to `result`.
    static func collect(_ element: Element, into result: inout [Node]) {
        var containers: [Container] = []
        collect(element, into: &result, containers: &containers)
    }

    private static func collect(_ element: Element, into result: inout [Node], containers: inout [Container]) {
        guard !element.isHidden, !element.accessibility.isHidden else { return }
        if element.isClipped, element.visibleFrame == nil { return }
        let access = element.accessibility
        if access.isElement {
            let symbol = element.symbol?.name ?? element.allElements.first { $0.symbol != nil }?.symbol?.name
            result.append(Node(kind: element.kind, label: access.label, hasExplicitLabel: access.hasExplicitLabel, value: access.value,
                               hint: access.hint, traits: access.traits, hitRegion: element.visibleFrame ?? element.frame, symbol: symbol))
            if (element.kind != .text && element.kind != .image) || access.standsForChildren { return }
        }
        let container = access.childBehavior == .contain ? containers.count : nil
        if container != nil { containers.append(Container(label: access.label, elements: result.count..<result.count)) }
        for child in element.children {
            collect(child, into: &result, containers: &containers)
        }
        if let container { containers[container].elements = containers[container].elements.lowerBound..<result.count }
    }
}

extension LaidOutScreen {
    /// What VoiceOver finds on the screen, in reading order.
    public var accessibilityTree: AccessibilityTree { AccessibilityTree(self) }
}
