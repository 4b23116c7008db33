import Testing
@testable import Diagnostics

@Test func githubAnnotationsGolden() {
    let report = GitHubReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
    let expected = """
        ::notice title=text-truncated::Truncated to 1 line. (home › title × ar × AX3)
        ::error file=My Folder/x.strings,title=parse-error::Line one%0Aline two
        ::error file=pl.lproj/Localizable.strings,line=2,col=7,title=format-mismatch::Uses %25d where the base has %25@, <b> & "quotes": fix it.
        ::warning file=pl.lproj/Localizable.strings,line=3,col=1,title=untranslated::'Done' is not translated.
        2 errors, 1 warning and 1 note in 2 files.

        """
    #expect(report == expected)
}

@Test(arguments: [
    ("100%", "100%25", "100%25"),
    ("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
    ("x: y, z", "x: y, z", "x%3A y%2C z"),
    ("plain ąę ✓", "plain ąę ✓", "plain ąę ✓"),
    ("%:ł,\n", "%25:ł,%0A", "%25%3Ał%2C%0A"),
])
func githubEscapingFollowsTheRunnerRules(text: String, data: String, property: String) {
    #expect(GitHubReporter.escapedData(text) == data)
    #expect(GitHubReporter.escapedProperty(text) == property)
}
