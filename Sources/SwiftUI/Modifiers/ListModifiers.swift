#if os(Linux)
import Foundation

nonisolated extension View {
    /// The background of list rows inside.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// The insets of list rows inside; accepted.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// Whether list rows inside show separators; accepted.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Whether sections inside show separators; accepted.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The spacing between list sections; accepted.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

    /// The spacing between list rows; accepted.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }

    /// The style of forms inside (`.grouped` is an inset grouped list on iPhone).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Sendable, Hashable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        /// Edges.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The top.
        public static let top = Set(rawValue: 1)
        /// The bottom.
        public static let bottom = Set(rawValue: 2)
        /// Both.
        public static let all: Set = [.top, .bottom]
    }
}

/// Spacing between list sections (SwiftUI's `ListSectionSpacing`).
public struct ListSectionSpacing: Sendable, Hashable {
    let value: CGFloat?
    /// The default.
    public static let `default` = ListSectionSpacing(value: nil)
    /// Compact.
    public static let compact = ListSectionSpacing(value: 8)
    /// A custom value.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

/// A form's look (SwiftUI's `FormStyle`).
public protocol FormStyle {}

/// The built-in form styles.
public struct BuiltInFormStyle: FormStyle, Sendable, Hashable {
    let name: String
}

extension FormStyle where Self == BuiltInFormStyle {
    /// The platform's choice.
    public static var automatic: BuiltInFormStyle { BuiltInFormStyle(name: "automatic") }
    /// Grouped sections.
    public static var grouped: BuiltInFormStyle { BuiltInFormStyle(name: "grouped") }
    /// Label and value columns.
    public static var columns: BuiltInFormStyle { BuiltInFormStyle(name: "columns") }
}

/// Sidebar lists (iPad); on iPhone drawn inset grouped.
public struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    public var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections in rounded cards.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections on a grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's choice.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
#endif
