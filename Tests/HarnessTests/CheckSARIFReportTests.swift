import Diagnostics
import Foundation
import Testing
@testable import Harness

/// The check's SARIF: every rule explained the way `l10n check --explain` explains it, and results
/// a code-scanning service can track.
@Suite struct CheckSARIFReportTests {
    static func log() throws -> [String: Any] {
        let report = CheckReport(title: nil, matrix: ReportMerge.merge([]).matrix, renders: 0, findings: [])
        let diagnostics = report.diagnostics + [
            Diagnostic(rule: "text-truncated", severity: .warning, message: "Truncated to 1 line.", location: SourceLocation(file: ""),
                       locale: "de", context: "home › title × de; from AX2 up"),
        ]
        let sarif = SARIFReporter().report(diagnostics, context: report.reportContext(toolVersion: "1.0", workingDirectory: "/"))
        return try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    }

    @Test func everyRuleIsExplainedAsCheckExplainsIt() throws {
        let run = try #require((try Self.log()["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(ScreenRules.ids + ["snapshot-changed", "snapshot-missing"]))
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let summary = (rule["shortDescription"] as? [String: String])?["text"] ?? ""
            let full = (rule["fullDescription"] as? [String: String])?["text"] ?? ""
            #expect(!full.isEmpty && full != summary, "\(id) has no explanation of its own")
            #expect((rule["help"] as? [String: String])?["text"] == full)
            if let screenRule = ScreenRules.all.first(where: { $0.id == id }) {
                #expect(full == screenRule.description.rationale)
                #expect(ScreenRules.explanation(of: id)?.contains(full) == true)
            }
        }
        #expect(run["automationDetails"] as? [String: String] == ["id": "l10n/check/"])
    }

    @Test func screenFindingsAreTrackedByTheirPlace() throws {
        let run = try #require((try Self.log()["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first)
        #expect(location["physicalLocation"] == nil)
        #expect(location["logicalLocations"] as? [[String: String]] == [["fullyQualifiedName": "home › title × de; from AX2 up"]])
        let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["l10nIdentity/v1"])
        #expect(fingerprint.hasSuffix(":1"))
    }
}
