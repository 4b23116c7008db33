import Testing
@testable import Diagnostics

@Test func textReportIsCompilerStyleSortedWithSummary() {
    let report = TextReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context())
    let expected = """
        home › title × ar × AX3: note: Truncated to 1 line. [text-truncated]
        My Folder/x.strings: error: Line one\\nline two [parse-error]
        pl.lproj/Localizable.strings:2:7: error: Uses %d where the base has %@, <b> & "quotes": fix it. [format-mismatch]
        pl.lproj/Localizable.strings:3:1: warning: 'Done' is not translated. [untranslated]
        2 errors, 1 warning and 1 note in 2 files.

        """
    #expect(report == expected)
}

@Test func textReportGroupsAndColoursOnlyWhenAskedTo() {
    let report = TextReporter().report(Array(ReporterFixtures.diagnostics.prefix(2)),
                                       context: ReporterFixtures.context(colour: true))
    let expected = """
        \u{1B}[1mpl.lproj/Localizable.strings\u{1B}[0m
        pl.lproj/Localizable.strings:2:7: \u{1B}[1;31merror\u{1B}[0m: Uses %d where the base has %@, <b> & "quotes": fix it. [format-mismatch]
        pl.lproj/Localizable.strings:3:1: \u{1B}[1;33mwarning\u{1B}[0m: 'Done' is not translated. [untranslated]

        \u{1B}[1m1 error and 1 warning in 2 files.\u{1B}[0m

        """
    #expect(report == expected)
    #expect(!TextReporter().report(ReporterFixtures.diagnostics, context: ReporterFixtures.context()).contains("\u{1B}"))
}

@Test func textReportWithNothingFoundSaysSo() {
    #expect(TextReporter().report([], context: ReporterFixtures.context()) == "No problems found in 2 files.\n")
}

@Test func fileFindingWithContextShowsItAfterTheMessage() {
    let finding = Diagnostic(rule: "r", severity: .error, message: "m", location: .init(file: "/repo/a.swift", line: 4),
                             context: "home")
    #expect(TextReporter().report([finding], context: ReporterFixtures.context())
        .hasPrefix("a.swift:4: error: m [r] (home)\n"))
}

@Test(arguments: [
    ("/repo", "/repo/a/b.strings", "a/b.strings"),
    ("/repo/sub", "/repo/a/b.strings", "../a/b.strings"),
    ("/repo", "/repo", "."),
    ("/repo/", "/repo/./a//b", "a/b"),
    ("/repo", "relative/x.strings", "relative/x.strings"),
    ("/", "/etc/x", "etc/x"),
])
func absolutePathsAreShownRelativeToTheWorkingDirectory(base: String, path: String, expected: String) {
    #expect(RelativePath.from(base, to: path) == expected)
}
