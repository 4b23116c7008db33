/// Empty space that grows along its stack's axis (SwiftUI's `Spacer`). With no `minLength` it
/// keeps at least the system spacing, 8 pt (Apple: nil means "the system default spacing").
nonisolated public struct Spacer: View, PrimitiveView {
    /// The least length the spacer keeps, or nil for the default.
    public var minLength: Double?

    /// A spacer.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { [Node(.spacer(minLength: minLength, axis: nil), context)] }
}

/// A thin line across its container (SwiftUI's `Divider`): horizontal in a vertical stack,
/// vertical in a horizontal one; 1 px thick (drawn as 0.5 pt hairline-ish, laid out as 1 pt).
nonisolated public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}
    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { [Node(.divider(nil), context)] }
}
