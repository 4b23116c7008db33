import Catalogs
import Testing

/// Malformed `.strings` files: the exact error and position.
@Suite struct StringsErrorTests {
    private func error(_ bytes: [UInt8]) -> CatalogError? {
        Fixture.error { () throws(CatalogError) in try StringsFile.parse(bytes, file: "Localizable.strings") }
    }

    private func error(_ text: String) -> CatalogError? { error(Fixture.utf8(text)) }

    @Test func missingSemicolonAfterValue() {
        let text = "\"a\" = \"1\";\n\n\n\n\n\n\n\n\n\n\n    \"b\" = \"2\"\n\"c\" = \"3\";"
        #expect(error(text)?.description == #"Localizable.strings:13:1: expected ';' after value, found '"'"#)
    }

    @Test func missingEqualsAfterKey() {
        #expect(error("\"a\" \"1\";")?.description == #"Localizable.strings:1:5: expected '=' after key, found '"'"#)
    }

    @Test func unterminatedString() {
        let failure = error("\"a\" = \"1\";\n\"b\" = \"never closed;\n")
        #expect(failure?.problem == .unterminated(what: "quoted string", openedAt: TextPosition(line: 2, column: 7)))
        #expect(failure?.description == "Localizable.strings:3:1: unterminated quoted string opened at 2:7")
    }

    @Test func truncatedAfterEquals() {
        #expect(error("\"a\" = ")?.description == "Localizable.strings:1:7: expected a value (a quoted string or an unquoted word), found end of file")
    }

    @Test func truncatedAfterValue() {
        #expect(error("\"a\" = \"b\"")?.description == "Localizable.strings:1:10: expected ';' after value, found end of file")
    }

    @Test func truncatedInsideAnEscape() {
        #expect(error("\"a\" = \"b\\")?.problem == .unterminated(what: "quoted string", openedAt: TextPosition(line: 1, column: 7)))
    }

    @Test func unterminatedComment() {
        #expect(error("\"a\" = \"b\";\n/* open")?.description == "Localizable.strings:2:8: unterminated comment opened at 2:1")
    }

    @Test func strayCharacterWhereAKeyBelongs() {
        #expect(error("\"a\" = \"b\";\n  = \"c\";")?.description == "Localizable.strings:2:3: expected a key (a quoted string or an unquoted word), found '='")
    }

    @Test func invalidUTF8IsReportedWithItsByteOffset() {
        var bytes = Fixture.utf8("\"a\" = \"ok\";\n\"b\" = \"bad ")
        bytes += [0xC3, 0x28]
        bytes += Fixture.utf8("\";")
        let failure = error(bytes)
        #expect(failure?.problem == .invalidUTF8(byte: 0xC3, byteOffset: 23))
        #expect(failure?.position == TextPosition(line: 2, column: 12))
        #expect(failure?.description == "Localizable.strings:2:12: invalid UTF-8: byte 0xC3 at byte offset 23")
        #expect(failure?.isEncodingProblem == true)
    }

    @Test(arguments: [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]] as [[UInt8]])
    func overlongSurrogateAndOutOfRangeUTF8AreRejected(sequence: [UInt8]) {
        let failure = error(Fixture.utf8("\"a\" = \"") + sequence + Fixture.utf8("\";"))
        #expect(failure?.problem == .invalidUTF8(byte: sequence[0], byteOffset: 7))
    }

    @Test func oddLengthUTF16() {
        let failure = error(Fixture.utf16("\"a\" = \"b\";") + [0x0A])
        #expect(failure?.problem == .oddUTF16Length(byteCount: 23))
        #expect(failure?.position == TextPosition(line: 1, column: 11))
    }

    @Test func byteOrderMarkInTheMiddleOfUTF16() {
        let bytes = Fixture.utf16("\"a\" = \"b\";\n") + Fixture.utf16("\"c\" = \"d\";", bom: true)
        let failure = error(bytes)
        #expect(failure?.problem == .byteOrderMarkInText(byteOffset: 24))
        #expect(failure?.position == TextPosition(line: 2, column: 1))
    }

    @Test func byteOrderMarkInTheMiddleOfUTF8() {
        let bytes = [0xEF, 0xBB, 0xBF] + Fixture.utf8("\"a\" = \"b\";\n") + [0xEF, 0xBB, 0xBF] + Fixture.utf8("\"c\" = \"d\";")
        let failure = error(bytes)
        #expect(failure?.problem == .byteOrderMarkInText(byteOffset: 14))
        #expect(failure?.description == "Localizable.strings:2:1: byte order mark (U+FEFF) inside the text at byte offset 14; only the first character may be one")
    }

    @Test func unpairedSurrogateInUTF16Bytes() {
        var bytes = Fixture.utf16("\"a\" = \"")
        bytes += [0x3D, 0xD8]  // U+D83D with no low half
        bytes += Fixture.utf16("\";", bom: false)
        let failure = error(bytes)
        #expect(failure?.problem == .unpairedSurrogate(codeUnit: 0xD83D, byteOffset: 16))
        #expect(failure?.position == TextPosition(line: 1, column: 8))
    }

    @Test(arguments: [#"\UD83D"#, #"\UD83Dx"#, #"\UDE00"#, #"\UD83D\U0041"#])
    func unpairedSurrogateEscape(escape: String) {
        let failure = error("\"a\" = \"x\(escape)\";")
        #expect(failure?.position == TextPosition(line: 1, column: 9))
        if case .unpairedSurrogate(_, nil)? = failure?.problem {} else {
            Issue.record("expected an unpaired-surrogate error, got \(String(describing: failure))")
        }
    }

    @Test func fileOverTheSizeLimit() {
        let limits = CatalogLimits(maxFileSize: 16)
        let failure = Fixture.error { () throws(CatalogError) in
            try StringsFile.parse(Fixture.utf8("\"key\" = \"a long value\";"), file: "big.strings", limits: limits)
        }
        #expect(failure?.problem == .fileTooLarge(byteCount: 23, limit: 16))
        #expect(failure?.description == "big.strings:1:1: file is 23 bytes, over the 16-byte limit for catalogs")
    }

    @Test func missingFile() {
        let failure = Fixture.error { () throws(CatalogError) in try StringsFile.read(contentsOf: "/nonexistent/x.strings") }
        #expect(failure?.description == "/nonexistent/x.strings: cannot read file: No such file or directory")
    }
}
