/// A side of a rectangle, named by layout direction as SwiftUI does (leading is the right in RTL).
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as in `padding(.horizontal)` and `edgesIgnoringSafeArea(.top)`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The set holding one edge.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
    }
}

/// Distances inside a rectangle's edges, as SwiftUI's `EdgeInsets` (leading/trailing, not left/right).
public struct EdgeInsets: Sendable, Hashable {
    /// Inset at the top.
    public var top: Double
    /// Inset at the leading edge.
    public var leading: Double
    /// Inset at the bottom.
    public var bottom: Double
    /// Inset at the trailing edge.
    public var trailing: Double

    /// Insets by side.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on the edges in `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    /// Leading plus trailing.
    var horizontal: Double { leading + trailing }
    /// Top plus bottom.
    var vertical: Double { top + bottom }
}
