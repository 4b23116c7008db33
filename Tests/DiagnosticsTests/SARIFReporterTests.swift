import Foundation
import Testing
@testable import Diagnostics

private func sarifLog() throws -> [String: Any] {
    let report = SARIFReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
    return try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
}

@Test func sarifLogHasTheRequiredTopLevelStructure() throws {
    let log = try sarifLog()
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "l10n")
    #expect(driver["version"] as? String == "0.1.0")
    #expect(driver["informationUri"] as? String == "https://example.org/l10n")
    #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
}

@Test func sarifRulesListEveryKnownRuleAndEveryReportedOne() throws {
    let run = try #require((try sarifLog()["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ["format-mismatch", "parse-error", "text-truncated", "untranslated"])
    for rule in rules {
        #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
        let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
        #expect(["error", "warning", "note"].contains(level ?? ""))
    }
    #expect(rules[3]["helpUri"] as? String == "https://example.org/rules/untranslated")
    let results = try #require(run["results"] as? [[String: Any]])
    for result in results {
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
    }
}

@Test func sarifResultsCarryLevelMessageAndLocation() throws {
    let run = try #require((try sarifLog()["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 4)
    let mismatch = try #require(results.first { $0["ruleId"] as? String == "format-mismatch" })
    #expect(mismatch["level"] as? String == "error")
    #expect((mismatch["message"] as? [String: Any])?["text"] as? String
        == "Uses %d where the base has %@, <b> & \"quotes\": fix it.")
    let physical = try #require(((mismatch["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect(physical["artifactLocation"] as? [String: String]
        == ["uri": "pl.lproj/Localizable.strings", "uriBaseId": "%SRCROOT%"])
    #expect(physical["region"] as? [String: Int] == ["startLine": 2, "startColumn": 7])
    #expect(mismatch["properties"] as? [String: String] == ["locale": "pl", "key": "a,b"])

    let wholeFile = try #require(results.first { $0["ruleId"] as? String == "parse-error" })
    let wholeFileLocation = try #require(((wholeFile["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
    #expect(wholeFileLocation["region"] == nil, "line 0 means no region: SARIF lines start at 1")
    #expect((wholeFileLocation["artifactLocation"] as? [String: Any])?["uri"] as? String == "My%20Folder/x.strings")

    let screen = try #require(results.first { $0["ruleId"] as? String == "text-truncated" })
    #expect(screen["level"] as? String == "note")
    let location = try #require((screen["locations"] as? [[String: Any]])?.first)
    #expect(location["physicalLocation"] == nil)
    #expect((location["logicalLocations"] as? [[String: String]]) == [["fullyQualifiedName": "home › title × ar × AX3"]])
}

@Test(arguments: [
    ("a/b.strings", "a/b.strings"),
    ("iOS Native Localizations/sr@latin.lproj", "iOS%20Native%20Localizations/sr%40latin.lproj"),
    ("ü#?%", "%C3%BC%23%3F%25"),
    ("C:/a b", "C%3A/a%20b"),
])
func sarifURIsArePercentEncoded(path: String, expected: String) {
    #expect(SARIFLocation.uriReference(path) == expected)
}
