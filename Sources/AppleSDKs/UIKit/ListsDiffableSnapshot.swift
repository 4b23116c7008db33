#if os(Linux)
@_exported import Foundation

/// The sections and items of a list or grid at one moment (UIKit's `NSDiffableDataSourceSnapshot`):
/// a real value, as on a device. Identifiers are unique: an item or section already in the snapshot
/// is not added again (a device stops the app there), and items need a section to go in.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:]
    /// The sections asked to reload.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// The items asked to reload.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items asked to reconfigure.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in every section.
    public var numberOfItems: Int { sections.reduce(0) { $0 + (itemsBySection[$1]?.count ?? 0) } }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The items of every section, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { itemsBySection[$0] ?? [] } }

    /// The number of items in `identifier`'s section.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemsBySection[identifier]?.count ?? 0 }
    /// The items of `identifier`'s section.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { itemsBySection[identifier] ?? [] }
    /// The section holding `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { itemsBySection[$0]?.contains(identifier) == true }
    }
    /// Where `identifier` is among every item.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// Where `identifier` is among the sections.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last, sections.contains(section) else { return }
        let added = fresh(identifiers)
        itemsBySection[section, default: []].append(contentsOf: added)
    }
    /// Adds items before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }
    /// Adds items after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }
    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let removed = Set(identifiers)
        for section in sections { itemsBySection[section]?.removeAll { removed.contains($0) } }
    }
    /// Removes every section and item.
    public mutating func deleteAllItems() {
        sections = []
        itemsBySection = [:]
    }
    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionIdentifier(containingItem: toIdentifier) != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }
    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard identifier != toIdentifier, sectionIdentifier(containingItem: toIdentifier) != nil else { return }
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }
    /// Marks items to reload.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers.append(contentsOf: identifiers) }
    /// Marks items to reconfigure in their cells.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers.append(contentsOf: identifiers) }

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where !sections.contains(section) {
            sections.append(section)
            itemsBySection[section] = []
        }
    }
    /// Adds sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: false)
    }
    /// Adds sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, after: true)
    }
    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0) }
        for section in identifiers { itemsBySection[section] = nil }
    }
    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }
    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }
    /// Marks sections to reload.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers.append(contentsOf: identifiers) }

    /// Replaces a section's items (what applying a section snapshot does).
    mutating func replaceItems(_ identifiers: [ItemIdentifierType], inSection section: SectionIdentifierType) {
        appendSections([section])
        itemsBySection[section] = []
        let added = fresh(identifiers)
        itemsBySection[section] = added
    }

    private func fresh(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set(itemIdentifiers)
        return identifiers.filter { seen.insert($0).inserted }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionIdentifier(containingItem: anchor), let index = itemsBySection[section]?.firstIndex(of: anchor) else { return }
        let added = fresh(identifiers)
        itemsBySection[section]?.insert(contentsOf: added, at: after ? index + 1 : index)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool) {
        guard let index = sections.firstIndex(of: anchor) else { return }
        let added = identifiers.filter { !sections.contains($0) }
        sections.insert(contentsOf: added, at: after ? index + 1 : index)
        for section in added { itemsBySection[section] = [] }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, sections.contains(anchor), let from = sections.firstIndex(of: identifier) else { return }
        sections.remove(at: from)
        guard let index = sections.firstIndex(of: anchor) else { return }
        sections.insert(identifier, at: after ? index + 1 : index)
    }
}

/// The items of one section, as an outline whose items may have children (UIKit's
/// `NSDiffableDataSourceSectionSnapshot`). Children show when their parent is expanded.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var children: [ItemIdentifierType?: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    /// Every item, parents before their children.
    public var items: [ItemIdentifierType] { descendants(of: nil, visibleOnly: false) }
    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { children[nil] ?? [] }
    /// The items shown: the top level and the children of expanded items.
    public var visibleItems: [ItemIdentifierType] { descendants(of: nil, visibleOnly: true) }

    /// Adds items as the last children of `parent`, or at the top level.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard parent.map(contains) ?? true else { return }
        for item in items where !contains(item) {
            children[parent, default: []].append(item)
            parents[item] = parent
        }
    }
    /// Adds items before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { insert(items, beside: item, after: false) }
    /// Adds items after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { insert(items, beside: item, after: true) }
    /// Removes items and their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            delete(descendants(of: item, visibleOnly: false))
            let parent = parents[item]
            children[parent]?.removeAll { $0 == item }
            parents[item] = nil
            children[item] = nil
            expanded.remove(item)
        }
    }
    /// Removes every item.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }
    /// Expands items, showing their children.
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items.filter(contains)) }
    /// Collapses items, hiding their children.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// Whether `item` is in the section.
    public func contains(_ item: ItemIdentifierType) -> Bool { children[nil]?.contains(item) == true || parents[item] != nil }
    /// Whether `item` is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether `item` shows.
    public func isVisible(_ item: ItemIdentifierType) -> Bool { visibleItems.contains(item) }
    /// How deep `item` is (0 at the top level).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }
    /// Where `item` is among every item.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    /// The parent of `item`.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }
    /// The snapshot of `parent`'s children, with `parent` at the top if `includingParent`.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var copy = NSDiffableDataSourceSectionSnapshot()
        if includingParent { copy.append([parent]) }
        copy.copyChildren(of: parent, from: self, to: includingParent ? parent : nil)
        return copy
    }
    /// The items shown under `parent`.
    public func visibleItems(of parent: ItemIdentifierType) -> [ItemIdentifierType] { descendants(of: parent, visibleOnly: true) }

    private mutating func copyChildren(of parent: ItemIdentifierType, from source: Self, to newParent: ItemIdentifierType?) {
        for child in source.children[parent] ?? [] {
            append([child], to: newParent)
            if source.isExpanded(child) { expanded.insert(child) }
            copyChildren(of: child, from: source, to: child)
        }
    }

    private func descendants(of parent: ItemIdentifierType?, visibleOnly: Bool) -> [ItemIdentifierType] {
        (children[parent] ?? []).flatMap { child -> [ItemIdentifierType] in
            let showsChildren = !visibleOnly || expanded.contains(child)
            return [child] + (showsChildren ? descendants(of: child, visibleOnly: visibleOnly) : [])
        }
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside sibling: ItemIdentifierType, after: Bool) {
        guard contains(sibling) else { return }
        let parent = parents[sibling]
        let added = items.filter { !contains($0) }
        guard let index = children[parent]?.firstIndex(of: sibling) else { return }
        children[parent]?.insert(contentsOf: added, at: after ? index + 1 : index)
        for item in added { parents[item] = parent }
    }
}
#endif
