import Testing
@testable import SourceScan

@Suite struct ParseErrorTests {
    @Test func aBrokenFileIsAFindingWithPositionAndTheRestIsScanned() {
        let result = scan("""
            let a = Text("Before")
            func broken( {
            let b = Text("After")
            """, "let c = Text(\"Other file\")")
        #expect(Set(result.strings.map(\.key)) == ["Before", "After", "Other file"])
        let parse = result.findings(.unparsableSource)
        #expect(parse.count == 1)
        #expect(parse.first?.location.file == "View.swift")
        #expect(parse.first?.location.line == 2)
        #expect(parse.first?.severity == .error)
    }

    @Test func aWellFormedFileHasNoParseFinding() {
        #expect(scan("let a = Text(\"Fine\")").findings.isEmpty)
    }

    @Test func anUnterminatedStringIsReportedAtItsLine() {
        let result = scan("""
            let ok = Text("Fine")

            let bad = Text("Unterminated)
            """)
        #expect(result.findings(.unparsableSource).map(\.location.line) == [3])
        #expect(result.strings.map(\.key) == ["Fine"])
    }
}
