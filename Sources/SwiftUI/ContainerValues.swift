#if os(Linux)
import Foundation

// iOS 18's container values and sections of a view's content, and the keys of transaction values:
// what containers of an app's own read from their subviews.

/// A key for a value a view hands to the container it is in (SwiftUI's `ContainerValueKey`).
public protocol ContainerValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The values a view hands to its container (SwiftUI's `ContainerValues`), read from a `Subview`
/// or a section: in a render every key reads its default (`containerValue(_:_:)` is accepted).
public struct ContainerValues: Sendable {
    /// No values set.
    init() {}

    /// The value of `key`: its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }

    /// The view's tag of type `T` (`.tag(…)`): nil, as a render reads no tags through containers.
    public func tag<T: Hashable>(for type: T.Type) -> T? { nil }

    /// Whether the view's tag is `tag`: false in a render.
    public func hasTag<T: Hashable>(_ tag: T) -> Bool { false }
}

extension Subview {
    /// The values the subview hands to its container: their defaults in a render.
    public var containerValues: ContainerValues { ContainerValues() }
}

nonisolated extension View {
    /// Hands `value` to the container at `keyPath` (accepted: containers read the default).
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View { self }
}

/// A key for a value carried with a state change (SwiftUI's `TransactionKey`).
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a transaction that sets none.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The value of `key`: its default, as a render makes no state changes.
    public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

extension SubviewsCollection: View {
    /// The subviews in a row, as written.
    public var body: some View { ForEach(self) { $0 } }
}

/// One section of a view's content (SwiftUI's `SectionConfiguration`), as `ForEach(sections:)` and
/// `Group(sections:)` hand them to a container of the app's own: a render hands the whole content
/// as one section without header or footer.
public struct SectionConfiguration: Identifiable {
    /// The section's position among its siblings.
    public let id: Int
    /// The header's subviews.
    public let header: SubviewsCollection
    /// The content's subviews.
    public let content: SubviewsCollection
    /// The footer's subviews.
    public let footer: SubviewsCollection
    /// The values the section hands to its container: their defaults.
    public var containerValues: ContainerValues { ContainerValues() }

    init(id: Int, content: SubviewsCollection) {
        self.id = id
        self.header = SubviewsCollection(subviews: [])
        self.content = content
        self.footer = SubviewsCollection(subviews: [])
    }
}

/// The sections of some content (SwiftUI's `SectionCollection`).
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    /// The first section's index.
    public var startIndex: Int { sections.startIndex }
    /// The index past the last section.
    public var endIndex: Int { sections.endIndex }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view of each section of `view` (iOS 18's `ForEach(sections:content:)`); a render hands
    /// the whole content as one section.
    public init<V: View, C: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> C)
    where Content == SubviewsGroupContent<V, C> {
        self.init(0 ..< 1) { _ in SubviewsGroupContent(base: view) { subviews in content(SectionConfiguration(id: 0, content: subviews)) } }
    }
}

extension Group {
    /// The views `transform` makes of `view`'s sections (iOS 18's `Group(sections:transform:)`); a
    /// render hands the whole content as one section.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == SubviewsGroupContent<Base, Result> {
        self.init {
            SubviewsGroupContent(base: view) { subviews in transform(SectionCollection(sections: [SectionConfiguration(id: 0, content: subviews)])) }
        }
    }
}
#endif
