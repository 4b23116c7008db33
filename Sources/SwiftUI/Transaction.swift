#if os(Linux)
/// The context of a state change (SwiftUI's `Transaction`): its animation. A render draws the
/// final state at once, so a transaction is accepted and changes nothing.
public struct Transaction: Sendable {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations of the change are turned off.
    public var disablesAnimations = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` in `transaction`; the render shows the result at once.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Changes the transaction of changes inside; accepted, a render does not animate.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
#endif
