import Diagnostics
import Foundation
import ScreenKit
import Testing
@testable import Harness

/// The rows of a `ForEach` in a stack that fail alike are one finding: one line of code to change.
@Suite struct RepeatedElementFoldTests {
    /// Five small "Get" buttons in a row (one line of code), and three captions of which two say
    /// the same, cut short by a fixed width.
    private static let screens = [
        ScreenPreview("store") {
            VStack {
                HStack {
                    ForEach(0..<5, id: \.self) { _ in Button("Get") {}.frame(width: 30, height: 30) }
                }
                ForEach(["Download everything now", "Download everything now", "Remove every download"], id: \.self) { caption in
                    Text(verbatim: caption).lineLimit(1).frame(width: 60)
                }
            }
        },
    ]

    private static let selection = MatrixSelection(locales: ["en"], sizes: ["L", "AX1"], devices: ["iphone-se"], schemes: ["light", "dark"])

    private static func report(shard: Shard? = nil) throws -> CheckReport {
        let checker = ScreenChecker(screens: screens)
        return checker.run(try checker.matrix(selection), shard: shard)
    }

    @Test func buttonsOfOneLineFailingAlikeAreOneFindingNamingTheOthers() throws {
        let targets = try Self.report().findings.filter { $0.rule == "a11y-hit-target" }
        #expect(targets.count == 1)
        let context = try #require(targets.first?.matrix)
        #expect(context.element == "vstack/hstack/button[0]")
        #expect(context.repeats == (1...4).map { "vstack/hstack/button[\($0)]" })
        #expect(context.place.contains("(and 4 more like it)"))
    }

    @Test func textsOfOneLineFoldOnlyWhenTheySayTheSame() throws {
        let cut = try Self.report().findings.filter { $0.rule == "text-clipped" && $0.matrix?.element.hasPrefix("vstack/text") == true }
        #expect(cut.map(\.matrix?.text) == ["Download everything now", "Remove every download"])
        #expect(cut.map { $0.matrix?.repeats.count } == [1, 0])
    }

    @Test func theTextReportCountsOneFindingPerLineOfCode() throws {
        let text = try Self.report().report(as: .text)
        #expect(text.contains("button \"Get\" (and 4 more like it)  (vstack/hstack/button[0])"))
    }

    @Test func theJSONReportKeepsTheRepeatsAndReadsThemBack() throws {
        let report = try Self.report()
        let json = report.report(as: .json)
        #expect(json.contains("\"repeats\" : ["))
        let read = try CheckJSONReport.read(Data(json.utf8), file: "report.json")
        #expect(read.findings.map(\.matrix?.repeats) == report.findings.map(\.matrix?.repeats))
    }

    @Test func mergedShardsFoldAsTheWholeRunDoes() throws {
        let shards = try (1...2).map { index in
            let json = try Self.report(shard: try Shard(parsing: "\(index)/2")).report(as: .json)
            return (file: "shard\(index).json", report: try CheckJSONReport.read(Data(json.utf8), file: "shard\(index).json"))
        }
        let merged = try ReportMerge.mergeShards(shards)
        #expect(merged.report(as: .json) == (try Self.report()).report(as: .json))
    }

    @Test(arguments: [
        ("row[2]", "row[10]", true), ("row[10]", "row[2]", false), ("a/b", "a/b/c", true), ("a[1]/b", "a[1]/b", false)
    ])
    func elementPathsCompareTheirIndexesAsNumbers(a: String, b: String, precedes: Bool) {
        #expect(ElementOrder.precedes(a, b) == precedes)
    }
}
