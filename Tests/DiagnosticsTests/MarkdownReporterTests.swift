import Testing
@testable import Diagnostics

/// The pull-request comment and the folded text report.
@Suite struct MarkdownReporterTests {
    @Test func theCommentHasItsMarkerASummaryAndLinkedEscapedRows() {
        var context = ReporterFixtures.context()
        context.linkBase = "https://github.com/o/r/blob/abc"
        let report = MarkdownReporter().report(ReporterFixtures.diagnostics, context: context)
        let expected = """
            <!-- l10n-report: lint -->
            ### l10n lint: 2 errors, 1 warning and 1 note in 2 files.

            | Rule | Errors | Warnings | Notes |
            |---|--:|--:|--:|
            | format-mismatch | 1 | 0 | 0 |
            | parse-error | 1 | 0 | 0 |
            | text-truncated | 0 | 0 | 1 |
            | untranslated | 0 | 1 | 0 |

            | Severity | Where | Rule | Message |
            |---|---|---|---|
            | error | [My Folder/x.strings](https://github.com/o/r/blob/abc/My%20Folder/x.strings) | parse-error | Line one\\\\nline two |
            | error | [pl.lproj/Localizable.strings:2](https://github.com/o/r/blob/abc/pl.lproj/Localizable.strings#L2) | format-mismatch | pl: Uses %d where the base has %&#64;, &lt;b&gt; &amp; "quotes": fix it. |
            | warning | [pl.lproj/Localizable.strings:3](https://github.com/o/r/blob/abc/pl.lproj/Localizable.strings#L3) | untranslated | pl: 'Done' is not translated. |
            | note | home › title × ar × AX3 | text-truncated | ar: Truncated to 1 line. |

            """
        #expect(report == expected)
    }

    @Test func aHugeReportStaysUnderGitHubsLimitAndCountsWhatItLeavesOut() {
        let findings = (0..<50_000).map { index in
            Diagnostic(rule: "untranslated", severity: .warning, message: String(repeating: "|`<x>` ", count: 200),
                       location: SourceLocation(file: "/repo/de.lproj/Localizable.strings", line: index + 1, column: 1), locale: "de", key: "k\(index)")
        }
        let report = MarkdownReporter().report(findings, context: ReporterFixtures.context())
        #expect(report.utf16.count < 65_536)
        let shown = report.split(separator: "\n").filter { $0.hasPrefix("| warning |") }.count
        #expect(shown > 0 && shown <= 100)
        #expect(report.contains("_\(50_000 - shown) more findings not shown;"))
        #expect(!report.contains("<x>"))
    }

    @Test(arguments: [
        ("a|b", "a\\|b"),
        ("`code` *em* _u_ [l](x)", "\\`code\\` \\*em\\* \\_u\\_ \\[l\\]\\(x\\)"),
        ("<script>&", "&lt;script&gt;&amp;"),
        ("@team #12", "&#64;team &#35;12"),
        ("line\nbreak\u{1B}", "line\\\\nbreak\\\\u\\{1B\\}"),
    ])
    func cellsEscapeWhatWouldBreakOrDriveTheTable(text: String, cell: String) {
        #expect(MarkdownText.cell(text) == cell)
    }

    @Test func linkBasesComeOnlyFromGitHubsVariables() {
        #expect(ReportContext.gitHubLinkBase(environment: [:]) == nil)
        let environment = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r", "GITHUB_SHA": "abc"]
        #expect(ReportContext.gitHubLinkBase(environment: environment) == "https://github.com/o/r/blob/abc")
        #expect(ReportContext.gitHubLinkBase(environment: environment.merging(["L10N_LINK_SHA": "def"]) { $1 }) == "https://github.com/o/r/blob/def")
        #expect(ReportContext.gitHubLinkBase(environment: environment.merging(["GITHUB_REPOSITORY": "o/r) x"]) { $1 }) == nil)
    }

    @Test func theTextReportFoldsOnlyRunsLongerThanTheThreshold() {
        let many = (1...7).map { line in
            Diagnostic(rule: "untranslated", severity: .warning, message: "m\(line)",
                       location: SourceLocation(file: "/repo/de.lproj/L.strings", line: line, column: 1), locale: "de", key: "k\(line)")
        }
        let few = (1...5).map { line in
            Diagnostic(rule: "untranslated", severity: .warning, message: "m\(line)",
                       location: SourceLocation(file: "/repo/fr.lproj/L.strings", line: line, column: 1), locale: "fr", key: "k\(line)")
        }
        var context = ReporterFixtures.context()
        context.foldsRepeats = true
        let report = TextReporter().report(many + few, context: context)
        let lines = report.split(separator: "\n")
        #expect(lines.count == 1 + 5 + 1)
        #expect(lines[0] == "de.lproj/L.strings:1:1: warning: 7 untranslated findings in de, such as \"k1\", \"k2\", \"k3\" and 4 more; --all lists each. [untranslated]")
        #expect(lines.last == "12 warnings in 2 files.")
        context.foldsRepeats = false
        #expect(TextReporter().report(many + few, context: context).split(separator: "\n").count == 13)
    }
}
