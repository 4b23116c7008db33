import Foundation
import Testing
@testable import Diagnostics

/// A finding's fix in every report that shows it: SARIF's `fixes` in the shape the OASIS schema
/// gives them, JSON's `fix`, the text report's `fix:` line; and a fix kept small on the finding.
@Suite struct FixReportTests {
    static let fix = Fix(description: "Make the translation end with ' ', as the base does.", replacements: [
        Replacement(file: "/repo/pl.lproj/Localizable.strings", byteOffset: 14, byteLength: 0,
                    start: TextPoint(line: 1, column: 15), end: TextPoint(line: 1, column: 15), deleted: "", inserted: " "),
    ])
    static let removal = Fix(description: "Remove the entry 'old': no scanned code looks it up.", replacements: [
        Replacement(file: "/repo/pl.lproj/Localizable.strings", byteOffset: 20, byteLength: 19,
                    start: TextPoint(line: 2, column: 1), end: TextPoint(line: 3, column: 1), deleted: "\"old\" = \"Stary\";\n", inserted: ""),
    ])

    static let findings = [
        Diagnostic(rule: "whitespace-mismatch", severity: .warning, message: "The translation ends with no white space where the base ends with ' '.",
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: 1, column: 7), locale: "pl", key: "a")
            .fixed(by: fix),
        Diagnostic(rule: "extra-key", severity: .warning, message: "Key 'old' is not in the base en table Localizable.",
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: 2, column: 1), locale: "pl", key: "old")
            .fixed(by: removal),
        Diagnostic(rule: "format-mismatch", severity: .error, message: "Placeholders differ.",
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: 3, column: 7), locale: "pl", key: "n"),
    ]

    /// Properties the schema allows on the fix objects (each has `additionalProperties: false`),
    /// and those it requires (SARIF 2.1.0 §3.55 fix, §3.56 artifactChange, §3.57 replacement).
    static let shapes: [String: (allowed: Set<String>, required: Set<String>)] = [
        "fix": (["description", "artifactChanges", "properties"], ["artifactChanges"]),
        "artifactChange": (["artifactLocation", "replacements", "properties"], ["artifactLocation", "replacements"]),
        "replacement": (["deletedRegion", "insertedContent", "properties"], ["deletedRegion"]),
        "artifactContent": (["text", "binary", "rendered", "properties"], []),
        "region": (["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength",
                    "snippet", "message", "sourceLanguage", "properties"], []),
    ]

    static func expectShape(_ object: [String: Any], _ name: String) {
        guard let shape = shapes[name] else { Issue.record("no shape named \(name)"); return }
        let keys = Set(object.keys)
        #expect(keys.isSubset(of: shape.allowed), "\(name) has \(keys.subtracting(shape.allowed).sorted())")
        #expect(shape.required.isSubset(of: keys), "\(name) lacks \(shape.required.subtracting(keys).sorted())")
    }

    @Test func sarifResultsCarryFixesInTheSchemasShape() throws {
        let log = try SARIFSchemaTests.log(Self.findings)
        let results = try SARIFSchemaTests.results(log)
        #expect(results.count == 3)
        let withFixes = results.filter { $0["fixes"] != nil }
        #expect(withFixes.count == 2)
        #expect(results.first { $0["ruleId"] as? String == "format-mismatch" }?["fixes"] == nil)
        for result in withFixes {
            SARIFSchemaTests.expectShape(result, "result")
            let fixes = try #require(result["fixes"] as? [[String: Any]])
            #expect(fixes.count == 1)
            for fix in fixes {
                Self.expectShape(fix, "fix")
                #expect((fix["description"] as? [String: Any])?["text"] is String)
                for change in try #require(fix["artifactChanges"] as? [[String: Any]]) {
                    Self.expectShape(change, "artifactChange")
                    let location = try #require(change["artifactLocation"] as? [String: Any])
                    #expect(location["uri"] as? String == "pl.lproj/Localizable.strings")
                    #expect(location["uriBaseId"] as? String == "%SRCROOT%")
                    for replacement in try #require(change["replacements"] as? [[String: Any]]) {
                        Self.expectShape(replacement, "replacement")
                        let region = try #require(replacement["deletedRegion"] as? [String: Int])
                        Self.expectShape(region, "region")
                        #expect(region["startLine"].map { $0 >= 1 } == true && region["byteOffset"].map { $0 >= 0 } == true)
                        if let content = replacement["insertedContent"] as? [String: Any] { Self.expectShape(content, "artifactContent") }
                    }
                }
            }
        }
        let removal = try #require(withFixes.first { $0["ruleId"] as? String == "extra-key" })
        let change = try #require(((removal["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["insertedContent"] == nil, "a deletion inserts nothing")
        #expect(replacement["deletedRegion"] as? [String: Int]
            == ["startLine": 2, "startColumn": 1, "endLine": 3, "endColumn": 1, "byteOffset": 20, "byteLength": 19])
    }

    @Test func jsonHasAFixOrNullOnEveryFinding() throws {
        let report = JSONReporter().report(Self.findings, context: ReporterFixtures.context())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any])
        let findings = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(findings.map { $0["fix"] is NSNull } == [false, false, true])
        let fix = try #require(findings[0]["fix"] as? [String: Any])
        #expect(fix["description"] as? String == Self.fix.description)
        let replacement = try #require((fix["replacements"] as? [[String: Any]])?.first)
        #expect(replacement["file"] as? String == "pl.lproj/Localizable.strings")
        #expect(replacement["inserted"] as? String == " ")
    }

    @Test func textShowsAFixLineUnderTheFinding() {
        let text = TextReporter().report(Self.findings, context: ReporterFixtures.context())
        #expect(text.contains("pl.lproj/Localizable.strings:1:7: warning: The translation ends with no white space where the base ends with ' '. [whitespace-mismatch]\n  fix: Make the translation end with ' ', as the base does.\n"))
        #expect(!text.contains("Placeholders differ. [format-mismatch]\n  fix:"))
    }

    @Test func aFoldedRunSaysHowManyOfItsFindingsHaveAFix() {
        let many = (1...8).map { line in
            Diagnostic(rule: "whitespace-mismatch", severity: .warning, message: "m", location: SourceLocation(file: "/repo/pl.strings", line: line),
                       locale: "pl", key: "k\(line)").fixed(by: line.isMultiple(of: 2) ? Self.fix : nil)
        }
        var context = ReporterFixtures.context()
        context.foldsRepeats = true
        let text = TextReporter().report(many, context: context)
        #expect(text.contains("8 whitespace-mismatch findings in pl"))
        #expect(text.contains("\n  fix: 4 of them have a fix; l10n lint --fix applies them.\n"))
    }

    @Test func aFixRidesInTheFindingsOneReference() {
        let plain = Self.findings[2]
        #expect(plain.fix == nil && plain.attachment == nil && plain.expression == nil)
        var copy = Self.findings[0]
        #expect(copy.fix == Self.fix)
        copy.expression = "Text(a)"
        #expect(copy.fix == Self.fix, "setting another extra keeps the fix")
        copy.fix = nil
        #expect(copy.expression == "Text(a)")
        #expect(copy != Self.findings[0])
        let decoded = try? JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(Self.findings[0]))
        #expect(decoded == Self.findings[0])
    }
}
