import Dispatch
import Synchronization

/// Runs independent pieces of work on every core (Dispatch's `concurrentPerform`) and returns their
/// results in input order, so parallel runs give the same output as serial ones.
enum Parallel {
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input], _ transform: @Sendable (Input) -> Output) -> [Output] {
        guard inputs.count > 1 else { return inputs.map(transform) }
        let results = Mutex<[Int: Output]>([:])
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let output = transform(inputs[index])
            results.withLock { $0[index] = output }
        }
        return results.withLock { stored in (0..<inputs.count).compactMap { stored[$0] } }
    }
}
