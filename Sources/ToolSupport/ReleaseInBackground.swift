import Dispatch

/// Lets a large value (tens of thousands of findings, each with its own strings) be freed on a
/// background thread, so that the freeing does not hold up the report. The process may exit
/// before that thread is done, which is fine: the memory goes with it.
package enum ReleaseInBackground {
    /// Takes a reference to `value` that the background thread drops; the caller's references
    /// can then go out of scope without the last of them doing the freeing.
    package static func take<Value: Sendable>(_ value: Value) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
