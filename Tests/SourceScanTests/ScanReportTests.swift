import Foundation
import Testing
@testable import SourceScan

@Suite struct ScanReportTests {
    let source = """
        let greeting = "Welcome"
        let a = Text("Hello\\n", comment: "Greeting")
        let b = Text(greeting)
        """

    @Test func jsonHasStringsAndFindingsWithEveryField() throws {
        let json = try ScanReport.json(scan(source))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [[String: Any]])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(strings.count == 1)
        #expect(Set(strings[0].keys) == ["key", "table", "comment", "file", "line", "column", "call"])
        #expect(strings[0]["key"] as? String == "Hello\n")
        #expect(strings[0]["comment"] as? String == "Greeting")
        #expect(strings[0]["line"] as? Int == 2)
        #expect(findings.count == 1)
        #expect(Set(findings[0].keys) == ["rule", "severity", "message", "file", "line", "column", "expression"])
        #expect(findings[0]["rule"] as? String == "unlocalized-text")
        #expect(findings[0]["expression"] as? String == "Text(greeting)")
    }

    @Test func textListsStringsThenFindingsThenASummary() {
        let lines = ScanReport.text(scan(source)).split(separator: "\n").map(String.init)
        #expect(lines.first == #"View.swift:2:14: "Hello\n" Text — Greeting"#)
        #expect(lines[1].hasPrefix("View.swift:3:14: warning: Text is given a String value"))
        #expect(lines[1].hasSuffix("[unlocalized-text]"))
        #expect(lines[2] == "    Text(greeting)")
        #expect(lines.last == "1 strings (1 keys), 1 findings in 1 files")
    }

    @Test func textShowsEscapesAndBidiControlsOfKeysAndCommentsAsEscapes() {
        // A comment that would set the terminal's title, clear the screen and reverse the line.
        let hostile = #"let a = Text("Hi\u{1B}[2J", comment: "\u{1B}]0;owned\u{7}\u{202E}evil")"#
        let text = ScanReport.text(scan(hostile))
        for control in ["\u{1B}", "\u{7}", "\u{202E}"] { #expect(!text.contains(control)) }
        #expect(text.contains(#"— \u{1B}]0;owned\u{7}\u{202E}evil"#), "\(text)")
    }

    @Test func outputIsTheSameWhateverTheOrderOfFiles() throws {
        let first = SourceFile(path: "A.swift", text: "let a = Text(\"A\")\nlet s = Text(name)")
        let second = SourceFile(path: "B.swift", text: "let b = Text(\"B\")\nlet name = \"n\"")
        let forwards = SourceScanner().scan(files: [first, second])
        let backwards = SourceScanner().scan(files: [second, first])
        #expect(try ScanReport.json(forwards) == ScanReport.json(backwards))
        #expect(forwards.strings.map(\.key) == ["A", "B"])
    }
}
