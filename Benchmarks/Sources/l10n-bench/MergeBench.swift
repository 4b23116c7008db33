import DoIt
import Foundation
import Harness
import L10n

/// `Scripts/bench merge`: `l10n check --merge` on shard reports whose findings are all the same
/// finding (same screen, element and rule), read from JSON and joined, at two sizes in the same
/// process. Linear work takes 4× as long for 4× the findings; quadratic work (each join copying
/// the cells gathered so far, as merging did) 16×.
enum MergeBench {
    static let sizes = [5_000, 20_000]

    static func run(_ arguments: [String]) throws {
        guard let folder = CatalogFolder.locate() else { throw HarnessBench.MissingCatalogs() }
        let checker = ScreenChecker(screens: ScreenPreview.doIt(.asWritten), catalogs: try CatalogSet.load(from: folder))
        let matrix = try checker.matrix(MatrixSelection(screens: ["detail/fixed-header"], locales: ["en"], sizes: ["AX5"],
                                                        devices: ["iphone-se"], schemes: ["light"]))
        let sample = checker.run(matrix).report(as: .json)
        guard var document = try JSONSerialization.jsonObject(with: Data(sample.utf8)) as? [String: Any],
              let finding = (document["findings"] as? [Any])?.first else { throw NoFinding() }
        var timings: [Double] = []
        for count in sizes {
            document["findings"] = Array(repeating: finding, count: count / 2)
            let json = try JSONSerialization.data(withJSONObject: document)
            var best = Double.infinity
            for _ in 0..<3 {
                let start = threadCPUNanoseconds()
                let shards = try (1...2).map { index in try CheckJSONReport.read(json, file: "shard\(index).json") }
                let merged = ReportMerge.merge(shards)
                blackHole(merged)
                best = min(best, Double(threadCPUNanoseconds() - start) / 1e9)
                guard merged.findings.count == 1 else { throw NoFinding() }
            }
            timings.append(best)
            print("  \(count) identical findings in 2 shards: read and merged in \(String(format: "%.3f", best)) s (cpu, best of 3)")
        }
        print("  \(sizes[1] / sizes[0])× the findings: \(String(format: "%.2f", timings[1] / timings[0]))× the time "
              + "(linear: \(sizes[1] / sizes[0])×, quadratic: \((sizes[1] / sizes[0]) * (sizes[1] / sizes[0]))×)")
    }

    struct NoFinding: Error, CustomStringConvertible {
        var description: String { "the sample run found nothing to repeat" }
    }
}
