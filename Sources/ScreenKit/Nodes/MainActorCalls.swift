/// How resolution, which runs on the main thread, calls the app's main-actor code: a view's
/// `body` and a view modifier's `body(content:)`, isolated to the main actor as in SwiftUI.
/// `ScreenLayout` resolves on the main actor (`MainActorRunner`), so each call is checked to be
/// there and traps anywhere else, instead of reading the app's main-actor state from another thread.
enum MainActorCalls {
    /// `work`, run on the main actor the caller is on.
    static func call<Result>(_ work: @MainActor () -> Result) -> Result {
        MainActor.assumeIsolated { Handoff(work()) }.value
    }
}

/// A value passed between threads that never use it at the same time: a view handed to the main
/// actor by the thread that waits for it, or nodes handed back to that thread once resolved.
package struct Handoff<Value>: @unchecked Sendable {
    /// The value.
    package var value: Value

    /// Wraps `value`.
    package init(_ value: Value) {
        self.value = value
    }
}
