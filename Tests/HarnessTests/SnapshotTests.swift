@testable import Diagnostics
import ToolSupport
import Foundation
import Testing
@testable import Harness

@Suite struct SnapshotTests {
    private let checker = ScreenChecker(screens: SampleScreens.all)
    private let selection = MatrixSelection(screens: ["greeting/default"], locales: ["en"], sizes: ["L", "AX5"], devices: ["iphone-se"],
                                            schemes: ["light"])

    private func run(_ directory: String, record: Bool, variant: String? = nil) throws -> SnapshotSummary {
        let store = try SnapshotStore(directory: directory, record: record, variant: variant)
        var report = checker.run(try checker.matrix(selection), observer: store)
        report.snapshots = try store.summary()
        return try #require(report.snapshots)
    }

    @Test func recordedSnapshotsMatchTheNextRun() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url.appendingPathComponent("snapshots").path
        let recorded = try run(directory, record: true)
        #expect(recorded.recorded && recorded.compared == 2)
        // A recording fails, as swift-snapshot-testing's does: it is not a passing comparison.
        #expect(recorded.isFailed)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["greeting.default.en.AX5.iphone-se-3rd-generation.light.tree.txt", "greeting.default.en.L.iphone-se-3rd-generation.light.tree.txt"])
        let compared = try run(directory, record: false)
        #expect(compared.compared == 2 && compared.changed.isEmpty && compared.missing.isEmpty && !compared.isFailed)
    }

    @Test func anotherVariantsSnapshotsShareTheFolderUnderTheirOwnNames() throws {
        let folder = try TemporaryFolder()
        _ = try run(folder.path, record: true)
        let other = try run(folder.path, record: false, variant: "as-written")
        // Nothing recorded for the variant yet: missing, not compared with the default's trees.
        #expect(other.missing == ["as-written.greeting.default.en.AX5.iphone-se-3rd-generation.light.tree.txt",
                                  "as-written.greeting.default.en.L.iphone-se-3rd-generation.light.tree.txt"])
        _ = try run(folder.path, record: true, variant: "as-written")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 4 && files.first == "as-written.greeting.default.en.AX5.iphone-se-3rd-generation.light.tree.txt")
        #expect(!(try run(folder.path, record: false, variant: "as-written")).isFailed)
        #expect(!(try run(folder.path, record: false)).isFailed)
    }

    @Test func aChangedTreeShowsItsDiffAndAMissingOneIsNamed() throws {
        let folder = try TemporaryFolder()
        _ = try run(folder.path, record: true)
        let changedFile = folder.url.appendingPathComponent("greeting.default.en.L.iphone-se-3rd-generation.light.tree.txt")
        let recorded = try String(contentsOf: changedFile, encoding: .utf8)
        try Data(recorded.replacingOccurrences(of: "\"Ready\"", with: "\"Steady\"").utf8).write(to: changedFile)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("greeting.default.en.AX5.iphone-se-3rd-generation.light.tree.txt"))
        let summary = try run(folder.path, record: false)
        #expect(summary.isFailed)
        #expect(summary.missing == ["greeting.default.en.AX5.iphone-se-3rd-generation.light.tree.txt"])
        let change = try #require(summary.changed.first)
        #expect(change.file == "greeting.default.en.L.iphone-se-3rd-generation.light.tree.txt")
        #expect(change.diff.contains("-") && change.diff.contains("\"Steady\"") && change.diff.contains("+"))
        let text = SnapshotText.render(summary)
        #expect(text.hasPrefix("Snapshots (\(folder.path)): 2 compared, 1 changed, 1 missing.\n  changed: greeting.default.en.L.iphone-se-3rd-generation.light.tree.txt\n"))
    }

    @Test func comparingNeedsAnExistingFolder() {
        #expect(throws: SnapshotError(path: "/no/such/folder", problem: "no such folder; record snapshots first with --record")) {
            try SnapshotStore(directory: "/no/such/folder", record: false)
        }
    }

    @Test func lineDiffShowsChangedLinesWithContext() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh"
        let new = "a\nb\nc\nD\ne\nf\ng\nh"
        #expect(UnifiedDiff.shortForm(from: old, to: new) == "@@ line 2 @@\n b\n c\n-d\n+D\n e\n f")
        #expect(UnifiedDiff.shortForm(from: old, to: old).isEmpty)
        #expect(UnifiedDiff.shortForm(from: "x", to: "x\ny") == "@@ line 1 @@\n x\n+y")
    }
}
