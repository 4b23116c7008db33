import Testing
@testable import SourceScan

@Suite struct UnlocalizedTextTests {
    @Test func verbatimLiteralsStringValuesAndConcatenationsAreReported() {
        let result = scan("""
            struct Row: View {
                let name: String
                var body: some View {
                    VStack {
                        Text(verbatim: "Version 2")
                        Text(name)
                        Text("Hello " + name)
                        Button(name) { }
                        Text(verbatim: name)
                    }
                }
            }
            """)
        let findings = result.findings(.unlocalizedText)
        #expect(findings.map(\.expression) == ["Text(verbatim: \"Version 2\")", "Text(name)", "Text(\"Hello \" + name)",
                                               "Button(name) { }", "Text(verbatim: name)"])
        #expect(findings.map(\.severity) == [.warning, .warning, .warning, .warning, .note])
        #expect(findings.map(\.location.line) == [5, 6, 7, 8, 9])
        #expect(findings[2].message.contains("concatenation"))
    }

    @Test func anIgnoreCommentSilencesTheLine() {
        let result = scan("""
            let name = "x"
            let a = Text(name) // l10n:ignore
            let b = Text(name)
            let c = Text("// l10n:ignore inside a literal"); let d = Text(name)
            """)
        #expect(result.findings.map(\.location.line) == [3, 4])
    }

    @Test func localizedValuesAndUnknownTypesAreNotReported() {
        let result = scan("""
            struct Row {
                let title: LocalizedStringKey
                var body: some View { VStack { Text(title); Text(someValue) } }
            }
            """)
        #expect(result.findings.isEmpty)
    }
}
