import Foundation
import Testing
@testable import SourceScan

/// A file the parser would take exponential time on is reported, not parsed, and the run goes on.
@Suite struct ParseBudgetTests {
    /// `let x = [[[…"a"…]]]`, `depth` brackets deep: 69 bytes at 30.
    private func nested(_ depth: Int) -> String {
        "let x = " + String(repeating: "[", count: depth) + "\"a\"" + String(repeating: "]", count: depth) + "\n"
    }

    @Test func deeplyNestedArraysAreReportedWithTheirDepthAndTheOtherFilesAreScanned() throws {
        let files = [SourceFile(path: "Deep.swift", text: nested(30)), SourceFile(path: "View.swift", text: "let a = Text(\"Fine\")")]
        // On a thread of its own with a deadline, so a regression fails instead of hanging the run.
        let result = try #require(withDeadline(seconds: 120) { SourceScanner(jobs: 1).scan(files: files) })
        #expect(result.strings.map(\.key) == ["Fine"])
        let finding = try #require(result.findings.first)
        #expect(result.findings.count == 1)
        #expect(finding.rule == ScanRule.unparsableSource.rawValue)
        #expect(finding.location == .init(file: "Deep.swift", line: 1, column: 38))
        #expect(finding.message == "The file was not parsed: square brackets nest 30 deep here, and the Swift parser's time grows "
            + "exponentially with that depth (about 2^30 steps for this file, over the budget of 2^20). None of its strings "
            + "were scanned; nest the literal less deeply (name the inner parts), or exclude the file.")
        #expect(result.lineCount == 2)
    }

    @Test func theBudgetIsTwoToTheDepthOfEachOutermostGroup() {
        #expect(ParseBudget(Array(nested(20).utf8)).isWithinBudget)
        #expect(ParseBudget(Array(nested(21).utf8)).work == 1 << 21)
        #expect(!ParseBudget(Array(nested(21).utf8)).isWithinBudget)
        let sixteenGroups = (0..<16).map { _ in nested(16) }.joined()
        #expect(ParseBudget(Array(sixteenGroups.utf8)).work == 1 << 20)
        #expect(!ParseBudget(Array((sixteenGroups + nested(16)).utf8)).isWithinBudget)
        #expect(ParseBudget(Array(nested(200).utf8)).work == .max)
    }

    @Test func bracketsInCommentsAndStringTextDoNotCountButInterpolationsDo() {
        let deep = String(repeating: "[", count: 40)
        #expect(ParseBudget(Array("// \(deep)\n/* \(deep) /* nested */ \(deep) */\nlet a = 1\n".utf8)).work == 0)
        #expect(ParseBudget(Array("let s = \"\(deep)\"\nlet r = #\"\(deep)\\(x)\"#\nlet m = \"\"\"\n\(deep)\n\"\"\"\n".utf8)).work == 0)
        #expect(!ParseBudget(Array("let s = \"a \\(f(\(deep)1\(String(repeating: "]", count: 40)))) b\"\n".utf8)).isWithinBudget)
        #expect(!ParseBudget(Array("let s = #\"a \\#(\(deep)1\(String(repeating: "]", count: 40))) b\"#\n".utf8)).isWithinBudget)
    }

    @Test func realCodeNestsFarBelowTheBudget() {
        let dictionary = "let d: [String: [[Int]]] = [\"a\": [[1, 2], [3]], \"b\": [[4]]]\n"
        let source = String(repeating: dictionary, count: 200)
        let budget = ParseBudget(Array(source.utf8))
        #expect(budget.isWithinBudget)
        #expect(budget.deepest == 3)
    }
}

/// Runs `work` on a thread of its own and waits at most `seconds` for it: nil when it did not
/// finish in time (the thread is left to run until the test process ends).
func withDeadline<Value: Sendable>(seconds: Double, _ work: @escaping @Sendable () -> Value) -> Value? {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(work())
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
}

/// A value handed from one thread to another.
final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    var value: Value? { lock.withLock { stored } }
    func set(_ value: Value) { lock.withLock { stored = value } }
}
