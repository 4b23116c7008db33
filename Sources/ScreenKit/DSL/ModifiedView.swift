/// A view with a modifier applied: resolving it resolves the content and changes the nodes or
/// the environment. Every modifier method returns one.
nonisolated public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let apply: (ResolveContext, @escaping (ResolveContext) -> [Node]) -> [Node]

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        apply(context) { inner in Resolver.nodes(for: content, in: inner) }
    }
}

/// A modifier written as a type (SwiftUI's `ViewModifier`), applied with `.modifier(_:)`; like
/// `View`, it is `@MainActor @preconcurrency`, so its `body(content:)` may read main-actor state.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's `body` receives it.
    typealias Content = ViewModifierContent
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies.
nonisolated public struct ViewModifierContent: View, PrimitiveView {
    let make: (ResolveContext) -> [Node]
    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { make(context) }
}

nonisolated extension View {
    /// Applies a modifier type.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in
            let content = ViewModifierContent(make: make)
            let call = Handoff((modifier, content))
            return AppearPasses.nodes(in: context, owner: modifier) { inner in
                let body = AppearPasses.evaluating(in: inner) {
                    EnvironmentValues.$current.withValue(inner.environment) {
                        MainActorCalls.call { call.value.0.body(content: call.value.1) }
                    }
                }
                return Resolver.nodes(for: body, in: inner)
            }
        }
    }

    /// The view wrapped in a node of `kind`.
    func wrapped(_ kind: NodeKind, configure: @escaping (Node) -> Void = { _ in }) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in
            let node = Node(kind, context, children: [Resolver.single(make(context), context)])
            configure(node)
            return [node]
        }
    }

    /// The view with its environment changed for itself and everything inside.
    package func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in make(context.with(change)) }
    }

    /// The view's single node, changed in place.
    func nodeChange(_ change: @escaping (Node, ResolveContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in
            let node = Resolver.single(make(context), context)
            change(node, context)
            return [node]
        }
    }
}
