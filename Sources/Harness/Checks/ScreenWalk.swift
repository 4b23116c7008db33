import ScreenKit

/// A laid-out screen's elements, each with what the checks need to know about where it sits: its
/// layer, the scroll container around it, whether it is shown, whether VoiceOver stops on it, and
/// the order elements are painted in. Built once per render and read by every check.
struct ScreenWalk {
    /// One element and its surroundings.
    struct Item {
        /// The element (with its children).
        var element: Element
        /// The index of its parent in `items`; nil for the screen itself.
        var parent: Int?
        /// Its position among its parent's children.
        var childIndex: Int
        /// The index of the screen's child it belongs to (status bar, content, a presentation).
        var layer: Int
        /// The visible frame of the nearest list or scroll view around it, if any.
        var scrollArea: Rect?
        /// Whether it is part of a navigation bar.
        var inNavigationBar: Bool
        /// Its opacity times its ancestors'.
        var opacity: Double
        /// Whether it is drawn: neither it nor an ancestor is hidden or transparent, and it is not
        /// scrolled out of view (it may still be clipped away entirely).
        var isDrawn: Bool
        /// Whether it is drawn and some of it is visible.
        var isShown: Bool
        /// Whether VoiceOver stops on it (the accessibility tree lists it).
        var isAccessibilityElement: Bool
    }

    /// The screen walked.
    let screen: LaidOutScreen
    /// Every element, parents before children, children in the order they were written.
    private(set) var items: [Item] = []
    /// The indexes of each item's children.
    private var childIndexes: [[Int]] = []
    /// Item indexes in the order they are painted (an element's backgrounds, the element, then
    /// its other children, as the SVG rendering draws them).
    private(set) var paintOrder: [Int] = []
    /// The layer of the alert, action sheet or sheet on top, when one is shown.
    let modalLayer: Int?

    init(_ screen: LaidOutScreen) {
        self.screen = screen
        let presentations: Set<ElementKind> = [.alert, .actionSheet, .sheet]
        modalLayer = screen.root.children.lastIndex { presentations.contains($0.kind) }
        let rootItem = Item(element: screen.root, parent: nil, childIndex: 0, layer: 0, scrollArea: nil, inNavigationBar: false,
                            opacity: screen.root.opacity, isDrawn: !screen.root.isHidden, isShown: !screen.root.isHidden, isAccessibilityElement: false)
        items.reserveCapacity(256)
        items.append(rootItem)
        childIndexes.append([])
        for (index, child) in screen.root.children.enumerated() {
            let added = visit(child, parent: 0, childIndex: index, layer: index, inherited: rootItem,
                              voiceOver: modalLayer.map { $0 == index } ?? true)
            childIndexes[0].append(added)
        }
        paintOrder.reserveCapacity(items.count)
        paint(0)
    }

    /// Adds `element` and its descendants; returns its index. `voiceOver` says whether VoiceOver
    /// can still reach it.
    private mutating func visit(_ element: Element, parent: Int, childIndex: Int, layer: Int, inherited: Item, voiceOver: Bool) -> Int {
        let opacity = inherited.opacity * element.opacity
        let visible = !(element.isClipped && element.visibleFrame == nil)
        let drawn = inherited.isDrawn && !element.isHidden && opacity > 0 && !element.isBeyondScrollArea
        let shown = drawn && inherited.isShown && visible
        let reachable = voiceOver && !element.isHidden && !element.accessibility.isHidden && visible
        let isAccessibilityElement = reachable && element.accessibility.isElement
        var scrollArea = inherited.scrollArea
        if element.kind == .list || element.kind == .scrollView {
            let area = element.visibleFrame ?? element.frame
            scrollArea = scrollArea.flatMap { $0.intersection(area) } ?? area
        }
        let item = Item(element: element, parent: parent, childIndex: childIndex, layer: layer, scrollArea: scrollArea,
                        inNavigationBar: inherited.inNavigationBar || element.kind == .navigationBar,
                        opacity: opacity, isDrawn: drawn, isShown: shown, isAccessibilityElement: isAccessibilityElement)
        let own = items.count
        items.append(item)
        childIndexes.append([])
        let childrenReachable = reachable && (!isAccessibilityElement || element.kind == .text || element.kind == .image)
        for (index, child) in element.children.enumerated() {
            let added = visit(child, parent: own, childIndex: index, layer: layer, inherited: item, voiceOver: childrenReachable)
            childIndexes[own].append(added)
        }
        return own
    }

    /// Appends `index` and its descendants to `paintOrder`.
    private mutating func paint(_ index: Int) {
        let children = childIndexes[index]
        for child in children where items[child].element.role == .background { paint(child) }
        paintOrder.append(index)
        for child in children where items[child].element.role != .background { paint(child) }
    }

    /// The element's place in the screen, stable across locales, sizes and devices:
    /// `navigationView/list/section[2]/row[1]/hstack/text[0]` (an index only where siblings of
    /// the same kind need telling apart; `background:` and `overlay:` for decorations).
    func path(of index: Int) -> String {
        var parts: [String] = []
        var current: Int? = index
        while let position = current, let parent = items[position].parent {
            let element = items[position].element
            let siblings = items[parent].element.children
            let sameKind = siblings.indices.filter { siblings[$0].kind == element.kind && siblings[$0].role == element.role }
            var part = (element.role.map { "\($0.rawValue):" } ?? "") + element.kind.rawValue
            if sameKind.count > 1, let rank = sameKind.firstIndex(of: items[position].childIndex) { part += "[\(rank)]" }
            parts.append(part)
            current = parent
        }
        return parts.reversed().joined(separator: "/")
    }

    /// How a message names the element: `text "Sort Order"`, `button "Info"`, `image info.circle`,
    /// `button with image info.circle`.
    func name(of index: Int) -> String {
        let element = items[index].element
        if element.kind == .text { return "text " + Quoting.quoted(element.text ?? "") }
        if let label = element.accessibility.label, !label.isEmpty { return "\(element.kind.rawValue) " + Quoting.quoted(label) }
        if let symbol = element.symbol { return "image \(symbol.name)" }
        if let symbol = element.allElements.lazy.compactMap(\.symbol).first { return "\(element.kind.rawValue) with image \(symbol.name)" }
        if let text = element.allElements.lazy.compactMap(\.text).first(where: { !$0.isEmpty }) {
            return "\(element.kind.rawValue) with text " + Quoting.quoted(text)
        }
        return element.kind.rawValue
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
