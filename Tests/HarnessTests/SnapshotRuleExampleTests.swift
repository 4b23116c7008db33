import Diagnostics
import Foundation
import ScreenKit
import Testing
@testable import Harness

/// Every snapshot rule's own examples, run through a snapshot folder: each triggering one must be
/// reported, each other one must not. These are the examples `l10n check --explain` shows.
@Suite struct SnapshotRuleExampleTests {
    /// The findings of the example's run: its screen recorded first when it says so, then laid out
    /// again in a run that compares or records.
    static func findings(_ example: SnapshotExample) throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        func run(_ text: String, record: Bool) throws -> SnapshotSummary {
            let checker = ScreenChecker(screens: [ScreenPreview("example") { Text(verbatim: text) }])
            let store = try SnapshotStore(directory: folder.path, record: record)
            let matrix = try checker.matrix(MatrixSelection(locales: ["en"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"]))
            _ = checker.run(matrix, observer: store)
            return try store.summary()
        }
        if let recorded = example.recordedText { _ = try run(recorded, record: true) }
        return try run(example.text, record: example.records).diagnostics
    }

    @Test(arguments: SnapshotRules.all.map(\.id))
    func triggeringExamplesAreReported(_ id: String) throws {
        let rule = try #require(SnapshotRules.all.first { $0.id == id })
        #expect(!rule.triggering.isEmpty)
        for example in rule.triggering {
            #expect(try Self.findings(example).contains { $0.rule == id }, "\(example.title)")
        }
    }

    @Test(arguments: SnapshotRules.all.map(\.id))
    func nonTriggeringExamplesAreQuiet(_ id: String) throws {
        let rule = try #require(SnapshotRules.all.first { $0.id == id })
        #expect(!rule.nonTriggering.isEmpty)
        for example in rule.nonTriggering {
            #expect(try Self.findings(example).isEmpty, "\(example.title)")
        }
    }
}
