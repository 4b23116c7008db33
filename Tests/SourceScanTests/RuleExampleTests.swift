import Diagnostics
import Foundation
import Testing
@testable import SourceScan

/// Every source rule's own examples, written to a folder and scanned as `l10n extract` (and, with
/// a catalog, `l10n lint --sources`) scans one: each triggering example must be reported, each
/// other one must not. These are the examples `--explain` shows.
@Suite struct RuleExampleTests {
    static let ruleIDs = SourceRules.all.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreReported(ruleID: String) throws {
        let rule = try #require(SourceRules.rule(id: ruleID))
        #expect(!rule.triggering.isEmpty, "\(ruleID) has no triggering example")
        for (index, example) in rule.triggering.enumerated() {
            let findings = try Self.findings(of: example)
            #expect(findings.contains { $0.rule == ruleID }, "\(ruleID) example \(index + 1) found nothing")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreQuiet(ruleID: String) throws {
        let rule = try #require(SourceRules.rule(id: ruleID))
        #expect(!rule.nonTriggering.isEmpty, "\(ruleID) has no non-triggering example")
        for (index, example) in rule.nonTriggering.enumerated() {
            let findings = try Self.findings(of: example).filter { $0.rule == ruleID }
            #expect(findings.isEmpty, "\(ruleID) example \(index + 1): \(findings.map(\.message))")
        }
    }

    @Test func ruleIDsAreUniqueAndExplained() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
        #expect(SourceLint.ruleIDs == Self.ruleIDs)
        for rule in SourceRules.all {
            let text = RuleDocumentation.explanation(of: rule)
            #expect(text.hasPrefix("\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"))
            #expect(text.contains("Reported, example 1:\n  View.swift:\n"))
        }
    }

    /// What a scan of `example`'s folder finds, checked against its catalog when it has one.
    static func findings(of example: SourceExample) throws -> [Diagnostic] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-source-example-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for file in example.files {
            try Data(file.code.utf8).write(to: URL(fileURLWithPath: root + "/" + file.name))
        }
        let scan = try SourceScanner(jobs: 1).scan(paths: [root])
        guard let keys = example.catalogKeys else { return scan.findings }
        let catalog = "en.lproj/Localizable.strings"
        let table = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, SourceLocation(file: catalog, line: $0 + 1, column: 1)) })
        return SourceLint.diagnostics(for: scan, catalogKeys: ["Localizable": table])
    }
}
