#if os(Linux)
import Foundation

/// The space a `GeometryReader` is given (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    /// The size offered.
    public let size: CGSize
    /// The safe area insets around it.
    public let safeAreaInsets = EdgeInsets()

    /// The frame in a coordinate space: at the origin, of `size`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Sendable, Hashable {
    case global, local
    case named(String)
}

/// A view that reads the space it is given (SwiftUI's `GeometryReader`). It takes the whole
/// size its parent proposes (10 pt along a dimension left open, as in SwiftUI) and places its
/// content at the top leading corner, built for that size once the layout knows it.
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader showing `content` for the space given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        let content = self.content
        return ProposalReader { size in content(GeometryProxy(size: CGSize(width: size.width, height: size.height))) }
    }
}
#endif
