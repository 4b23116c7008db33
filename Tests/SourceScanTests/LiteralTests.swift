import Testing
@testable import SourceScan

@Suite struct LiteralTests {
    @Test func escapesAreResolved() {
        #expect(keys(#"let t = Text("Line\nbreak \"quoted\" tab\t back\\slash \u{1F600}")"#)
                == ["Line\nbreak \"quoted\" tab\t back\\slash 😀"])
    }

    @Test func rawStringsKeepBackslashes() {
        #expect(keys(##"let t = Text(#"C:\path "quoted" \#n"#)"##) == ["C:\\path \"quoted\" \n"])
    }

    @Test func multiLineStringsDropIndentationAndTheLastLineBreak() {
        let found = keys(#"""
            let t = Text("""
                First line
                  Indented "quote"
                Joined \
                here
                """)
            """#)
        #expect(found == ["First line\n  Indented \"quote\"\nJoined here"])
    }

    @Test func everyBranchOfAnIfConfigIsScanned() {
        let found = keys("""
            #if os(iOS)
            let a = Text("Phone")
            #elseif os(macOS)
            let b = Text("Mac")
            #else
            let c = Text("Other")
            #endif
            let d = Text("x")
            #if DEBUG
                .help("Debug only")
            #endif
            """)
        #expect(found == ["Phone", "Mac", "Other", "x", "Debug only"])
    }

    @Test func positionsCountUnicodeScalars() {
        let result = scan("let t = /* é → */ Text(\"Key\")")
        #expect(result.strings.first?.location == .init(file: "View.swift", line: 1, column: 24))
    }
}
