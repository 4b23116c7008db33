import Diagnostics
import Foundation
import Testing
@testable import Harness
import ScreenKit
import Synchronization

@Suite struct RunTests {
    private static func checker() throws -> ScreenChecker {
        ScreenChecker(screens: SampleScreens.all, catalogs: try TemporaryCatalogs(SampleScreens.catalog).load(), title: "Samples")
    }

    private static let selection = MatrixSelection(locales: ["en", "pl", "en-XA"], sizes: ["L", "AX3"], devices: ["iphone-se"],
                                                   schemes: ["light", "dark"])

    @Test func findingsAreFoldedOverTheMatrix() throws {
        let checker = try Self.checker()
        let report = checker.run(try checker.matrix(Self.selection))
        #expect(report.renders == 3 * 3 * 2 * 2)
        let label = try #require(report.findings.first { $0.rule == "a11y-missing-label" })
        #expect(label.screen == "greeting")
        #expect(label.name == "button with image info.circle")
        #expect(label.cells.count == 2 * 3 * 2 * 2)
        #expect(label.occurrence == "every locale and size; 24 of 24 renders")
        #expect(label.smallestRender == "greeting/default · iPhone SE (3rd generation) · en · L · light")
        #expect(label.excerpt.contains("▶"))
        #expect(report.findings.filter { $0.rule == "a11y-missing-label" }.count == 1)
    }

    @Test func aStringValueIsHardCodedInThePseudoLocale() throws {
        let checker = try Self.checker()
        let report = checker.run(try checker.matrix(Self.selection))
        let hardcoded = report.findings.filter { $0.rule == "hardcoded-text" }
        #expect(hardcoded.map(\.name) == ["text \"Ready\""])
        // The long subtitle is no catalog's text: as far as the catalogs tell, it is data.
        #expect(hardcoded.first?.occurrence == "state default; pl, en-XA; every size; 8 of 24 renders")
        #expect(report.findings.contains { $0.rule == "text-truncated" && $0.state == "long" })
        #expect(!report.findings.contains { $0.screen == "settings" && $0.rule == "hardcoded-text" })
    }

    @Test func aLiteralOfTheCodeShownThroughAStringIsHardCodedToo() throws {
        var checker = try Self.checker()
        checker.codeLiterals = ["A far longer subtitle that needs several lines on a small phone"]
        let report = checker.run(try checker.matrix(Self.selection))
        let hardcoded = report.findings.filter { $0.rule == "hardcoded-text" }
        #expect(hardcoded.first?.occurrence == "state default: pl, en-XA; every size | state long: en-XA; every size; 12 of 24 renders")
    }

    @Test func theReportDoesNotDependOnTheNumberOfJobs() throws {
        let checker = try Self.checker()
        let matrix = try checker.matrix(Self.selection)
        let one = checker.run(matrix, jobs: 1).report(as: .json)
        let three = checker.run(matrix, jobs: 3).report(as: .json)
        #expect(one == three)
    }

    @Test func mergedShardsEqualTheWholeRun() throws {
        let checker = try Self.checker()
        let matrix = try checker.matrix(Self.selection)
        let whole = checker.run(matrix)
        let shards = try (1...3).map { index in
            let shard = try Shard(parsing: "\(index)/3")
            let json = checker.run(matrix, shard: shard).report(as: .json)
            return try CheckJSONReport.read(Data(json.utf8), file: "shard\(index).json")
        }
        #expect(shards.map(\.renders) == [12, 12, 12])
        #expect(ReportMerge.merge(shards.reversed()).report(as: .json) == whole.report(as: .json))
    }

    @Test func progressCountsEveryRender() throws {
        let checker = try Self.checker()
        let seen = Counter()
        _ = checker.run(try checker.matrix(Self.selection), progress: { done, total in seen.record(done, total) })
        #expect(seen.values.sorted() == Array(1...36))
        #expect(seen.totals == [36])
    }

    @Test func anUnknownCellIsAnError() throws {
        let checker = try Self.checker()
        let cell = MatrixCell(screen: "nope", state: "default", locale: "en", size: .large, device: .iPhoneSE, scheme: .light)
        #expect(throws: MatrixError.unknownScreen("nope", known: ["greeting", "settings"])) { try checker.check(cell) }
        var other = cell
        other.screen = "greeting"
        other.state = "empty"
        #expect(throws: MatrixError.unknownState(screen: "greeting", state: "empty", known: ["default", "long"])) { try checker.render(other) }
    }
}

/// Collects progress calls from several threads.
final class Counter: Sendable {
    private let calls = Mutex<[(done: Int, total: Int)]>([])

    func record(_ done: Int, _ total: Int) { calls.withLock { $0.append((done, total)) } }

    var values: [Int] { calls.withLock { $0.map(\.done) } }
    var totals: [Int] { Set(calls.withLock { $0.map(\.total) }).sorted() }
}
