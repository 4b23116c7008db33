/// A piece of user interface, as in SwiftUI: a value whose `body` describes what it shows.
/// Write screens exactly as for SwiftUI (`struct Row: View { var body: some View { … } }`);
/// ScreenKit's own views (`Text`, `VStack`, …) are primitives the layout engine knows.
///
/// As in SwiftUI, `View` is `@MainActor @preconcurrency`: an app's view type is isolated to the
/// main actor, so its `body` may read main-actor state (an `@Observable @MainActor` store) in the
/// Swift 6 language mode, and Swift 5-mode code compiles as it does for iOS. ScreenKit evaluates
/// bodies on the main actor only (`ScreenLayout` resolves a screen there, one at a time) and hands
/// the resolved nodes to the threads that lay them out and check them. ScreenKit's own views and
/// modifiers are `nonisolated`, as Apple's primitives let themselves be made anywhere: a `Text`
/// or `.padding()` can be built on any thread, and only bodies need the main actor.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// What the view shows.
    @ViewBuilder var body: Body { get }
}

/// Primitive views have no body; asking for it is a programming error.
extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view ScreenKit builds itself: it turns into layout nodes directly instead of through `body`.
protocol PrimitiveView {
    /// The nodes this view contributes in `context` (several for groups, none for `EmptyView`).
    func makeNodes(in context: ResolveContext) -> [Node]
}

extension PrimitiveView {
    /// Primitive views' `body`: never called by the engine.
    func neverBody(_ type: Any.Type) -> Never { fatalError("\(type) is a primitive view and has no body") }
}

/// A view that shows nothing (SwiftUI's `EmptyView`).
nonisolated public struct EmptyView: View, PrimitiveView {
    /// An empty view.
    public init() {}
    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { [] }
}

/// A type-erased view (SwiftUI's `AnyView`), for returning different views from one branch.
nonisolated public struct AnyView: View, PrimitiveView {
    private let make: (ResolveContext) -> [Node]

    /// Erases `view`'s type.
    public init<V: View>(_ view: V) {
        make = { context in Resolver.nodes(for: view, in: context) }
    }

    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { make(context) }
}

/// Several views in a row, as a `@ViewBuilder` block produces them.
nonisolated public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)

    /// Views from a builder block.
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        for view in repeat each content {
            nodes += Resolver.nodes(for: view, in: context)
        }
        return nodes
    }
}

/// One of two views, chosen by an `if`/`else` in a builder.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage
    public var body: Never { neverBody(Self.self) }

    /// The branch the builder took (a table's rows builder reads the rows it lists).
    package var shown: Any {
        switch storage {
        case .first(let view): view
        case .second(let view): view
        }
    }

    func makeNodes(in context: ResolveContext) -> [Node] {
        switch storage {
        case .first(let view): Resolver.nodes(for: view, in: context)
        case .second(let view): Resolver.nodes(for: view, in: context)
        }
    }
}

/// An optional view is a view: nothing when nil (an `if` without `else`).
extension Optional: View where Wrapped: View {
    nonisolated public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(in context: ResolveContext) -> [Node] {
        switch self {
        case .some(let view): Resolver.nodes(for: view, in: context)
        case .none: []
        }
    }
}
