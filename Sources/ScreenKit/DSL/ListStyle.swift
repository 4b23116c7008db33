/// The look of a list (SwiftUI's list styles), as `.listStyle(GroupedListStyle())` sets it.
public enum ListStyleKind: String, Sendable, Hashable, CaseIterable {
    /// The platform default: plain for `List`, grouped for `Form`.
    case automatic
    /// Rows edge to edge on the background.
    case plain
    /// Sections on a grouped background, headers in small capitals.
    case grouped
    /// Grouped, with sections inset in rounded cards (iOS 14).
    case insetGrouped
}

/// A list style value, for `.listStyle(_:)`.
public protocol ListStyle {
    /// Which look it is.
    var kind: ListStyleKind { get }
}

/// The default list style.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .automatic }
}

/// The plain list style.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .plain }
}

/// The grouped list style.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .grouped }
}

/// The inset grouped list style.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}
