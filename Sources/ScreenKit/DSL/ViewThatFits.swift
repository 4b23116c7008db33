/// The first of several layouts whose ideal size fits the space offered (SwiftUI's
/// `ViewThatFits`): how apps switch from a row to a column at large text sizes, and how the
/// navigation bar's back button shortens its title.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views, in order, the first whose ideal size along `axes` fits;
    /// the last when none does.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let candidates = Resolver.nodes(for: content, in: context)
        guard candidates.count > 1 else { return candidates }
        return [Node(.firstThatFits(FirstThatFitsLayout(candidates: candidates, axes: axes)), context, children: candidates)]
    }
}
