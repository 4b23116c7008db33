import Testing
@testable import Diagnostics

/// A report works out each file's shown path once, however many findings the file has.
@Test func eachFilesPathIsWorkedOutOnceAndGivenToEveryFindingAboutIt() {
    let files = ["/repo/pl.lproj/Localizable.strings", "/repo/de.lproj/Localizable.strings", "", "Relative/x.strings"]
    // Runs of one file, a file met again after another, and findings without a file.
    let order = [0, 0, 0, 1, 1, 0, 2, 2, 3, 1, 3]
    let findings = order.enumerated().map { line, file in
        Diagnostic(rule: "untranslated", severity: .warning, message: "m",
                   location: SourceLocation(file: files[file], line: line + 1, column: 1), context: "screen")
    }
    var asked: [String] = []
    let paths = ShownPaths(findings) { file in
        asked.append(file)
        return RelativePath.from("/repo", to: file)
    }
    #expect(asked.sorted() == ["/repo/de.lproj/Localizable.strings", "/repo/pl.lproj/Localizable.strings", "Relative/x.strings"])
    let context = ReporterFixtures.context()
    for index in findings.indices {
        let file = findings[index].location.file
        #expect(paths[index] == (file.isEmpty ? "" : context.displayPath(file)))
    }
}

@Test func reportsOfManyFindingsAboutOneFileShowItsPathOnEachFinding() throws {
    let findings = (1...5).map { line in
        Diagnostic(rule: "untranslated", severity: .warning, message: "Finding \(line)",
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: line, column: 1))
    }
    let context = ReporterFixtures.context()
    let json = JSONReporter().report(findings, context: context)
    #expect(json.components(separatedBy: "\"file\": \"pl.lproj/Localizable.strings\"").count - 1 == 5)
    let junit = JUnitReporter().report(findings, context: context)
    #expect(junit.components(separatedBy: "pl.lproj/Localizable.strings:").count - 1 == 5)
    #expect(junit.contains("<testsuite name=\"pl.lproj/Localizable.strings\" tests=\"5\""))
    let coloured = TextReporter().report(findings, context: ReporterFixtures.context(colour: true))
    #expect(coloured.components(separatedBy: "pl.lproj/Localizable.strings").count - 1 == 6)
}
