import Foundation
import ScreenKit

/// `Scripts/bench metrics`: text measurement with the bundled font tables (`FontMetrics`) against
/// two baselines in the same run: counting scalars (what measuring by character count costs) and
/// summing advances looked up in a `[Unicode.Scalar: Double]` dictionary (the obvious table).
enum MetricsBench {
    static func run(_ arguments: [String]) throws {
        let started = threadCPUNanoseconds()
        let metrics = FontMetrics.standard
        let decode = Double(threadCPUNanoseconds() - started) / 1e6
        print(String(format: "  decode the bundled tables, once per process: %.1f ms CPU", decode))

        let samples: [(label: String, text: String)] = [
            ("Latin title, 28 scalars", "Complete SwiftUI book sample"),
            ("Polish, 29 scalars", "Zażółć gęślą jaźń, mój drogi!"),
            ("Arabic shaped, 29 scalars", "ﻣﺮﺣﺒﺎ ﺑﺎﻟﻌﺎﻟﻢ ﻣﺮﺣﺒﺎ ﺑﺎﻟﻌﺎﻟﻢ"),
            ("Japanese, 22 scalars", "日本語のテキストです。日本語のテキストです。"),
        ]
        let dictionary = advanceDictionary(for: samples.map(\.text), metrics: metrics)
        for (label, text) in samples {
            let width = { blackHole(metrics.width(of: text, weight: .bold, pointSize: 17)) }
            report("width: \(label)", compareNanosecondsPerCall(iterations: 20_000, ours: width, baseline: {
                blackHole(text.unicodeScalars.count)
            }), baselineName: "scalar count")
            report("width: \(label)", compareNanosecondsPerCall(iterations: 20_000, ours: width, baseline: {
                blackHole(text.unicodeScalars.reduce(0) { $0 + (dictionary[$1] ?? 17) })
            }), baselineName: "dictionary sum")
        }
    }

    /// The advances of every scalar of `texts` at Bold 17 pt, keyed by scalar.
    private static func advanceDictionary(for texts: [String], metrics: FontMetrics) -> [Unicode.Scalar: Double] {
        var dictionary: [Unicode.Scalar: Double] = [:]
        for scalar in texts.flatMap(\.unicodeScalars) {
            dictionary[scalar] = metrics.advance(of: scalar, weight: .bold, pointSize: 17)
        }
        return dictionary
    }
}
