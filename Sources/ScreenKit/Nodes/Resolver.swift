/// What resolution carries down the view tree: the environment, and a collector for what views
/// deep in the tree hand up (presentations, navigation bar settings).
struct ResolveContext {
    /// The environment for the views being resolved.
    var environment: EnvironmentValues
    /// Shared across one resolution.
    let collector: ResolveCollector
    /// How many views deep resolution is: a view whose body contains itself without end is
    /// stopped at `Resolver.depthLimit` instead of overflowing the stack.
    var depth = 0
    /// Where `onAppear` actions of the body being resolved go; nil or closed where none run
    /// (the second pass of a body).
    var appear: AppearActions?

    /// The same context with the environment changed.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

/// What views hand up to the screen while they are resolved.
final class ResolveCollector {
    /// Presentations (sheet, alert, action sheet) that are showing, outermost first.
    var presentations: [Presentation] = []
    /// Navigation bar settings from the current navigation content, innermost last.
    var navigationBar: [NavigationBarSettings] = []
    /// What stopped resolution from finishing (views nested past the depth limit, views that
    /// could not be built), once each.
    var unsettled: [String] = []
    /// Whether some view is resolved only during layout (a proposal reader's content), so a
    /// layout can resolve more views and hand more up.
    var resolvesDuringLayout = false
    /// How many bodies were evaluated again after their appear actions ran.
    var secondPasses = 0
}

/// Turns views into nodes: primitives make their own; any other view is its `body`, evaluated with
/// its environment visible to `@Environment`, on the main actor as SwiftUI evaluates bodies.
enum Resolver {
    /// The nodes of `view` in `context`.
    static func nodes<V: View>(for view: V, in context: ResolveContext) -> [Node] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: context)
        }
        guard context.depth < depthLimit else {
            let problem = "\(V.self) is nested more than \(depthLimit) views deep (a body that contains itself); drawn empty"
            if !context.collector.unsettled.contains(problem) { context.collector.unsettled.append(problem) }
            return []
        }
        var inner = context
        inner.depth += 1
        let shown = Handoff(view)
        return AppearPasses.nodes(in: inner, owner: view) { inner in
            let body = AppearPasses.evaluating(in: inner) {
                EnvironmentValues.$current.withValue(inner.environment) { MainActorCalls.call { shown.value.body } }
            }
            return nodes(for: body, in: inner)
        }
    }

    /// How many bodies deep resolution goes before it stops: far deeper than any screen, and
    /// well within a thread's stack.
    static let depthLimit = 100

    /// The single node of `view`: its nodes, stacked vertically when there are several (as a
    /// screen's root does), an empty node when none.
    static func node<V: View>(for view: V, in context: ResolveContext) -> Node {
        single(nodes(for: view, in: context), context)
    }

    /// `nodes` as one node.
    static func single(_ nodes: [Node], _ context: ResolveContext) -> Node {
        if nodes.count == 1 { return nodes[0] }
        return Node(.stack(StackLayout(axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil)), context, children: nodes)
    }
}
