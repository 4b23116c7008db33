import Foundation
import Testing
@testable import Diagnostics

@Test func jsonReportHasEveryFieldInAFixedOrder() {
    let report = JSONReporter().report(Array(ReporterFixtures.diagnostics.prefix(1)), context: ReporterFixtures.context())
    let expected = """
        {
          "diagnostics": [
            {
              "rule": "untranslated",
              "severity": "warning",
              "message": "'Done' is not translated.",
              "file": "pl.lproj/Localizable.strings",
              "line": 3,
              "column": 1,
              "locale": "pl",
              "key": "Done",
              "context": null,
              "fix": null
            }
          ],
          "summary": {
            "errors": 0,
            "warnings": 1,
            "notes": 0,
            "total": 1,
            "files": 2
          }
        }

        """
    #expect(report == expected)
}

@Test func jsonReportParsesBackWithTheSameValues() throws {
    let report = JSONReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
    let object = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
    let list = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(list.count == 4)
    let parseError = try #require(list.first { $0["rule"] as? String == "parse-error" })
    #expect(parseError["message"] as? String == "Line one\nline two")
    #expect(parseError["file"] as? String == "My Folder/x.strings")
    #expect(parseError["locale"] is NSNull)
    let screen = try #require(list.first { $0["rule"] as? String == "text-truncated" })
    #expect(screen["file"] is NSNull)
    #expect(screen["context"] as? String == "home › title × ar × AX3")
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["errors": 2, "warnings": 1, "notes": 1, "total": 4, "files": 2])
}

@Test(arguments: [
    ("plain", "\"plain\""),
    ("a\"b\\c", "\"a\\\"b\\\\c\""),
    ("tab\there\nnl", "\"tab\\there\\nnl\""),
    ("\u{0}\u{1F}", "\"\\u0000\\u001f\""),
    ("\u{2028}é", "\"\\u2028é\""),
    ("€\u{2000}\u{2029}", "\"€\u{2000}\\u2029\""),
    ("\"", "\"\\\"\""),
    ("ends in \u{2028}", "\"ends in \\u2028\""),
])
func jsonStringsAreEscapedPerRFC8259(text: String, expected: String) {
    #expect(ReportJSON.string(text).serialized() == expected)
}
