import Foundation

/// Runs independent pieces of work on every core and returns their results in input order, so
/// parallel runs give the same output as serial ones.
package enum Parallel {
    /// One job per core.
    package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `transform` of every input, `jobs` at a time, starting the heaviest inputs first (by
    /// `weight`), so that no core is left with one large piece at the end while the others wait;
    /// results are still in input order.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, heaviestFirst weight: (Input) -> Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let weights = inputs.map(weight)
        let order = inputs.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        let outputs = order.parallelMap(jobs: jobs) { transform(inputs[$0]) }
        var placed = [Output?](repeating: nil, count: inputs.count)
        for (output, index) in zip(outputs, order) { placed[index] = output }
        return placed.compactMap { $0 }
    }
}
