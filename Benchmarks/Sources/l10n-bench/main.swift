// Benchmarks for l10n. Each suite measures our code against a baseline in the same run and prints
// figures and ratios. Run with `Scripts/bench [SUITE...]` (a release build).
import Foundation

/// The suites by name; each area of the project adds its own.
let suites: [(name: String, run: @Sendable ([String]) throws -> Void)] = [
    ("core", runCoreBenchmark),
    ("extract", ExtractBench.run),
    ("metrics", MetricsBench.run),
    ("catalogs", CatalogsBench.run),
    ("screenkit", runScreenKitBench),
    ("harness", HarnessBench.run),
    ("merge", MergeBench.run),
]

let requested = Array(CommandLine.arguments.dropFirst())
let chosen = requested.isEmpty ? suites : suites.filter { requested.contains($0.name) }
if chosen.isEmpty {
    FileHandle.standardError.write(Data("unknown suite; available: \(suites.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for suite in chosen {
    print("== \(suite.name)")
    do { try suite.run(requested) } catch { print("failed: \(error)"); exit(1) }
}
