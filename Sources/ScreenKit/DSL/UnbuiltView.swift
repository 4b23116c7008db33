/// Stands for a view that could not be built, such as a preview whose code stopped the process
/// it ran in: drawn empty, with its reason handed up to the laid-out screen's `unsettled` list,
/// so that checks report it where the screen is declared instead of the run ending.
nonisolated public struct UnbuiltView: View, PrimitiveView {
    /// Why the view could not be built, as the user should read it.
    public let reason: String

    /// A view that stands for one that failed for `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        if !context.collector.unsettled.contains(reason) { context.collector.unsettled.append(reason) }
        return []
    }
}
