/// Starts a view's task where the caller is, on the main actor.
enum TaskStart {
    /// Whether `action`, started at once on the main actor, finished before it first waited; a
    /// task still waiting is cancelled.
    static func finishesAtOnce(_ action: @escaping @isolated(any) () async -> Void) -> Bool {
        let state = Handoff(action)
        let finished = FinishFlag()
        let task = MainActor.assumeIsolated {
            Task.immediate { @MainActor in
                await state.value()
                finished.value = true
            }
        }
        if !finished.value { task.cancel() }
        return finished.value
    }
}

/// Whether a task finished, read by the thread that started it.
final class FinishFlag: @unchecked Sendable {
    var value = false
}
