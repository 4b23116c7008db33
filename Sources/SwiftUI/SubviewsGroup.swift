#if os(Linux)
import Foundation

/// One subview of some content (SwiftUI's `Subview`), as `Group(subviews:transform:)` hands
/// them to a container of the app's own.
nonisolated public struct Subview: View, Identifiable {
    let resolved: ResolvedSubview
    /// The subview's position among its siblings.
    public let id: Int

    /// The subview as it was written.
    public var body: some View { resolved }
}

/// The subviews of some content (SwiftUI's `SubviewsCollection`).
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    /// The first subview's index.
    public var startIndex: Int { subviews.startIndex }
    /// The index past the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
}

/// The view `Group(subviews:transform:)` makes: `transform` of `base`'s subviews.
nonisolated public struct SubviewsGroupContent<Base: View, Result: View>: View {
    let base: Base
    let transform: (SubviewsCollection) -> Result

    public var body: some View {
        let transform = self.transform
        return SubviewsReader(base) { resolved in
            transform(SubviewsCollection(subviews: resolved.enumerated().map { Subview(resolved: $1, id: $0) }))
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// A view of each of `view`'s subviews (iOS 18's `ForEach(subviews:content:)`), in place of
    /// the subviews, as a container of the app's own lays out its content.
    public init<V: View, C: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> C)
    where Content == SubviewsGroupContent<V, ForEach<SubviewsCollection, Int, C>> {
        self.init(0 ..< 1) { _ in SubviewsGroupContent(base: view) { subviews in ForEach<SubviewsCollection, Int, C>(subviews) { content($0) } } }
    }
}

extension Group {
    /// The views `transform` makes of `view`'s subviews (iOS 18's `Group(subviews:transform:)`), as
    /// a container of the app's own arranges its content.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == SubviewsGroupContent<Base, Result> {
        self.init { SubviewsGroupContent(base: view, transform: transform) }
    }
}
#endif
