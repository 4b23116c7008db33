import Dispatch

extension Array where Element: Sendable {
    /// `map` spread over all cores; results keep the input order. Each slot is written by exactly
    /// one iteration, so the shared buffer needs no lock.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        self.withUnsafeBufferPointer { elements in
            let input = UncheckedSendable(elements)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.store(transform(input.value[index]), at: index)
            }
        }
        return slots.results()
    }
}

/// Fixed-size storage that `concurrentPerform` iterations fill, one distinct index each.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var storage: [Result?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        storage.withUnsafeMutableBufferPointer { $0[index] = result }
    }

    func results() -> [Result] { storage.compactMap { $0 } }
}

/// Read-only access to a buffer that outlives the parallel loop using it.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
