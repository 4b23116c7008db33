#if os(Linux)
import Foundation

nonisolated extension View {
    /// The frame, with optional `CGFloat` values (which do not convert to `Double?` on their own).
    @_disfavoredOverload
    public func frame(width: CGFloat?, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)
    }

    /// Padding of `length` on `edges`, from an optional `CGFloat`.
    @_disfavoredOverload
    public func padding(_ edges: Edge.Set, _ length: CGFloat?) -> some View {
        padding(edges, length.map(Double.init))
    }

    /// The flexible frame, with optional `CGFloat` values.
    @_disfavoredOverload
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
              minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
              alignment: alignment)
    }

    /// Ignores the safe area in `regions` at `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ignoresSafeArea(edges: edges)
    }

    /// A view inset into the safe area at `edge`; drawn above or below the content.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        VStack(spacing: 0) {
            if edge == .top { content() }
            self
            if edge == .bottom { content() }
        }
    }
}

/// Regions of the safe area (SwiftUI's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Regions.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The device's safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
#endif
