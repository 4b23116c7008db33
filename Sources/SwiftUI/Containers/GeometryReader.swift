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

    /// The frame in a coordinate space given as any of iOS 17's kinds: at the origin, of `size`.
    @_disfavoredOverload
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Sendable, Hashable {
    case global, local
    /// A space a view named with `coordinateSpace(_:)`.
    case named(String)

    /// A space named by any hashable value (`.named(Space.scroll)`), told apart by its description.
    @_disfavoredOverload
    public static func named<Name: Hashable>(_ name: Name) -> CoordinateSpace {
        .named(String(describing: name))
    }
}

/// A kind of coordinate space (SwiftUI's `CoordinateSpaceProtocol`, iOS 17), so code generic over
/// spaces compiles; every kind is a `CoordinateSpace` here.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

/// A space named by a view (SwiftUI's `NamedCoordinateSpace`): a `CoordinateSpace` here.
public typealias NamedCoordinateSpace = CoordinateSpace
/// The view's own space (SwiftUI's `LocalCoordinateSpace`): a `CoordinateSpace` here.
public typealias LocalCoordinateSpace = CoordinateSpace
/// The screen's space (SwiftUI's `GlobalCoordinateSpace`): a `CoordinateSpace` here.
public typealias GlobalCoordinateSpace = CoordinateSpace

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
