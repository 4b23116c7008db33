import ScreenKit
import ToolSupport

/// A laid-out screen's elements, each with what the checks need to know about where it sits: its
/// layer, the scroll container around it, whether it is drawn, visible or reachable by scrolling,
/// whether the system draws it, whether VoiceOver stops on it, and the order elements are
/// painted in. Built once per render and read by every check.
struct ScreenWalk {
    /// One element and its surroundings. Cheap to copy, as every rule does for the items it
    /// reads: the element is held in a box of its own and read in place.
    struct Item {
        /// The element (with its children).
        var element: Element {
            _read { yield box.element }
        }
        /// The box the element is held in.
        fileprivate let box: ElementBox
        /// The index of its parent in `items`; nil for the screen itself.
        var parent: Int?
        /// Its position among its parent's children.
        var childIndex: Int
        /// The index of the screen's child it belongs to (status bar, content, a presentation).
        var layer: Int
        /// The visible frame of the nearest list or scroll view around it, if any.
        var scrollArea: Rect?
        /// The frame of the list row it is in, if any (a row is tapped as a whole).
        var row: Rect?
        /// Whether it is part of a navigation bar.
        var inNavigationBar: Bool
        /// Whether the system draws it as it likes (the status bar, a back button, a system word
        /// such as EditButton's "Edit", an alert or action sheet, a list's disclosure chevron),
        /// so the app does not choose its font, color, size or place.
        var isSystemChrome: Bool
        /// Its opacity times its ancestors'.
        var opacity: Double
        /// Whether it is drawn at all: neither it nor an ancestor is hidden or transparent. It may
        /// still be clipped away or scrolled out of view.
        var isDrawn: Bool
        /// Whether it is drawn and some of it can be seen without scrolling.
        var isVisible: Bool
        /// Whether it is drawn and can be seen, now or by scrolling its list or scroll view.
        var isReachable: Bool
        /// Whether VoiceOver stops on it (the accessibility tree lists it).
        var isAccessibilityElement: Bool
    }

    /// An element held by reference, so that copying an item does not copy its fields.
    fileprivate final class ElementBox: Sendable {
        let element: Element

        init(_ element: Element) {
            self.element = element
        }
    }

    /// What an item passes on to its children: where it sits and whether it is seen, without the
    /// element itself (copying an element with its many fields is most of a walk's cost).
    private struct Surroundings {
        var scrollArea: Rect?
        var row: Rect?
        var inNavigationBar: Bool
        var isSystemChrome: Bool
        var opacity: Double
        var isDrawn: Bool
        var isVisible: Bool
        var isReachable: Bool

        init(scrollArea: Rect?, row: Rect?, inNavigationBar: Bool, isSystemChrome: Bool, opacity: Double, isDrawn: Bool, isVisible: Bool,
             isReachable: Bool) {
            self.scrollArea = scrollArea
            self.row = row
            self.inNavigationBar = inNavigationBar
            self.isSystemChrome = isSystemChrome
            self.opacity = opacity
            self.isDrawn = isDrawn
            self.isVisible = isVisible
            self.isReachable = isReachable
        }

        init(_ item: Item) {
            self.init(scrollArea: item.scrollArea, row: item.row, inNavigationBar: item.inNavigationBar, isSystemChrome: item.isSystemChrome,
                      opacity: item.opacity, isDrawn: item.isDrawn, isVisible: item.isVisible, isReachable: item.isReachable)
        }
    }

    /// The screen walked.
    private(set) var screen: LaidOutScreen
    /// Every element, parents before children, children in the order they were written.
    private(set) var items: [Item] = []
    /// For each item, the index after its last descendant: its children are the item after it,
    /// then the item after that child's descendants, and so on (one flat array, not one per item).
    private var subtreeEnds: [Int] = []
    /// Item indexes in the order they are painted (an element's backgrounds, the element, then
    /// its other children, as the SVG rendering draws them).
    private(set) var paintOrder: [Int] = []
    /// The layer of the alert, action sheet or sheet on top, when one is shown.
    let modalLayer: Int?
    /// The indexes of the text elements, in document order (most checks read only these).
    private(set) var texts: [Int] = []
    /// The indexes of the elements VoiceOver stops on, in document order.
    private(set) var accessibilityElements: [Int] = []
    /// The indexes of the elements a person touches, in document order: those VoiceOver would
    /// stop on if no view grouped its children with `accessibilityElement(children:)`, since
    /// grouping changes what VoiceOver reads, not where a finger lands. A grouping view is one
    /// itself only when it is a control.
    private(set) var touchTargets: [Int] = []

    /// The same walk of the same layout seen in `scheme`: where elements are, and whether they are
    /// drawn, does not depend on the colors.
    func recoloured(_ scheme: ColorScheme) -> ScreenWalk {
        var copy = self
        copy.screen.configuration.colorScheme = scheme
        return copy
    }

    init(_ screen: LaidOutScreen) {
        self.screen = screen
        let presentations: Set<ElementKind> = [.alert, .actionSheet, .sheet]
        modalLayer = screen.root.children.lastIndex { presentations.contains($0.kind) }
        let shown = !screen.root.isHidden
        let rootItem = Item(box: ElementBox(screen.root), parent: nil, childIndex: 0, layer: 0, scrollArea: nil, row: nil, inNavigationBar: false,
                            isSystemChrome: false, opacity: screen.root.opacity, isDrawn: shown, isVisible: shown, isReachable: shown,
                            isAccessibilityElement: false)
        items.reserveCapacity(256)
        items.append(rootItem)
        subtreeEnds.reserveCapacity(256)
        subtreeEnds.append(0)
        let inherited = Surroundings(rootItem)
        for (index, child) in screen.root.children.enumerated() {
            visit(child, parent: 0, childIndex: index, layer: index, inherited: inherited,
                  voiceOver: modalLayer.map { $0 == index } ?? true, touch: modalLayer.map { $0 == index } ?? true,
                  siblings: screen.root.children)
        }
        subtreeEnds[0] = items.count
        paintOrder.reserveCapacity(items.count)
        paint(0)
    }

    /// Whether the system draws elements of `kind`, with everything in them (a switch: this is
    /// asked of every element of every render).
    private static func isSystemKind(_ kind: ElementKind) -> Bool {
        switch kind {
        case .statusBar, .backButton, .editButton, .alert, .actionSheet: true
        default: false
        }
    }

    /// Adds `element` and its descendants. `voiceOver` says whether VoiceOver can still reach it,
    /// `touch` whether it can still be a touch target; `siblings` are its parent's children.
    private mutating func visit(_ element: Element, parent: Int, childIndex: Int, layer: Int, inherited: Surroundings, voiceOver: Bool,
                                touch: Bool, siblings: [Element]) {
        let opacity = inherited.opacity * element.opacity
        var scrollArea = inherited.scrollArea
        if element.kind == .list || element.kind == .scrollView {
            let area = element.visibleFrame ?? element.frame
            scrollArea = scrollArea.flatMap { $0.intersection(area) } ?? area
        }
        let drawn = inherited.isDrawn && !element.isHidden && opacity > 0
        let clippedAway = element.isClipped && element.visibleFrame == nil
        let scrolledAway = element.isBeyondScrollArea && inherited.scrollArea.map { element.frame.intersection($0) == nil } ?? false
        let visible = drawn && inherited.isVisible && !clippedAway && !scrolledAway
        let reachable = drawn && (visible || (scrollArea != nil && inherited.isReachable))
        let disclosure = inherited.row != nil && Self.isDisclosureIndicator(element, siblings: siblings)
        let voiceOverReaches = voiceOver && reachable && !element.accessibility.isHidden && !disclosure
        let isAccessibilityElement = voiceOverReaches && element.accessibility.isElement
        let touchReaches = touch && reachable && !element.accessibility.isHidden && !disclosure
        let isTouchTarget = touchReaches
            && (element.accessibility.childBehavior == nil ? element.accessibility.isElement : Interactive.kinds.contains(element.kind))
        let surroundings = Surroundings(
            scrollArea: scrollArea, row: element.kind == .row ? element.frame : inherited.row,
            inNavigationBar: inherited.inNavigationBar || element.kind == .navigationBar,
            isSystemChrome: inherited.isSystemChrome || Self.isSystemKind(element.kind) || disclosure
                || (element.kind == .text && !element.sources.isEmpty && element.sources.allSatisfy { $0.origin == .system }),
            opacity: opacity, isDrawn: drawn, isVisible: visible, isReachable: reachable)
        let own = items.count
        items.append(Item(box: ElementBox(element), parent: parent, childIndex: childIndex, layer: layer, scrollArea: surroundings.scrollArea,
                          row: surroundings.row, inNavigationBar: surroundings.inNavigationBar, isSystemChrome: surroundings.isSystemChrome,
                          opacity: opacity, isDrawn: drawn, isVisible: visible, isReachable: reachable,
                          isAccessibilityElement: isAccessibilityElement))
        subtreeEnds.append(own + 1)
        if element.kind == .text { texts.append(own) }
        if isAccessibilityElement { accessibilityElements.append(own) }
        if isTouchTarget { touchTargets.append(own) }
        let readsOwnChildren = element.kind == .text || element.kind == .image
        let childrenReached = voiceOverReaches
            && (!isAccessibilityElement || (readsOwnChildren && !element.accessibility.standsForChildren))
        let childrenTouched = touchReaches && (!isTouchTarget || readsOwnChildren)
        for (index, child) in element.children.enumerated() {
            visit(child, parent: own, childIndex: index, layer: layer, inherited: surroundings, voiceOver: childrenReached,
                  touch: childrenTouched, siblings: element.children)
        }
        subtreeEnds[own] = items.count
    }

    /// Whether `element`, in a list row, is the chevron the list draws beside a navigation link
    /// (UIKit's disclosure indicator, part of the cell, not something VoiceOver stops on).
    private static func isDisclosureIndicator(_ element: Element, siblings: [Element]) -> Bool {
        element.kind == .image && element.role == nil && element.symbol?.name == "chevron.forward"
            && siblings.contains { $0.kind == .navigationLink }
    }

    /// Appends `index` and its descendants to `paintOrder`.
    private mutating func paint(_ index: Int) {
        let end = subtreeEnds[index]
        var child = index + 1
        while child < end {
            if items[child].element.role == .background { paint(child) }
            child = subtreeEnds[child]
        }
        paintOrder.append(index)
        child = index + 1
        while child < end {
            if items[child].element.role != .background { paint(child) }
            child = subtreeEnds[child]
        }
    }

    /// The element's place in the screen, stable across locales, sizes and devices:
    /// `navigationView/list/section[2]/row/hstack/text[0]` (an index only where siblings of the
    /// same kind need telling apart; `background:` and `overlay:` for decorations). List rows
    /// carry no index: the rows of a list are one view written once, so a problem in any row is
    /// one problem of that view.
    func path(of index: Int) -> String {
        var parts: [String] = []
        var current: Int? = index
        while let position = current, let parent = items[position].parent {
            let element = items[position].element
            let siblings = items[parent].element.children
            let sameKind = siblings.indices.filter { siblings[$0].kind == element.kind && siblings[$0].role == element.role }
            var part = (element.role.map { "\($0.rawValue):" } ?? "") + element.kind.rawValue
            if sameKind.count > 1, element.kind != .row, let rank = sameKind.firstIndex(of: items[position].childIndex) { part += "[\(rank)]" }
            parts.append(part)
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// How a message names the element: `text "Sort Order"`, `button "Info"`, `image info.circle`,
    /// `button with image info.circle`.
    func name(of index: Int) -> String {
        let element = items[index].element
        if element.kind == .text { return "text " + QuotedText.shown(element.text ?? "") }
        if let label = element.accessibility.label, !label.isEmpty { return "\(element.kind.rawValue) " + QuotedText.shown(label) }
        if let symbol = element.symbol { return "image \(symbol.name)" }
        if let symbol = element.allElements.lazy.compactMap(\.symbol).first { return "\(element.kind.rawValue) with image \(symbol.name)" }
        if let text = element.allElements.lazy.compactMap(\.text).first(where: { !$0.isEmpty }) {
            return "\(element.kind.rawValue) with text " + QuotedText.shown(text)
        }
        return element.kind.rawValue
    }

    /// The child indexes that lead from the screen to the element at `index`.
    func childPath(of index: Int) -> [Int] {
        var path: [Int] = []
        var current = index
        while let parent = items[current].parent {
            path.append(items[current].childIndex)
            current = parent
        }
        return path.reversed()
    }

    /// The indexes of the ancestors of `index`, nearest first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = items[index].parent
        while let position = current {
            result.append(position)
            current = items[position].parent
        }
        return result
    }
}
