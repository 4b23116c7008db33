#if os(Linux)
import Foundation

/// A vertical stack that builds rows as they scroll in (SwiftUI's `LazyVStack`); a render builds
/// them all.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack that builds columns as they scroll in (SwiftUI's `LazyHStack`).
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// Views pinned while a lazy stack scrolls (SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Views.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
#endif
