import Catalogs
import Testing

/// The `.strings` reader: syntax, escapes, comments, positions.
@Suite struct StringsReaderTests {
    private func parse(_ text: String) throws -> StringsFile {
        try StringsFile.parse(Fixture.utf8(text), file: "Localizable.strings")
    }

    @Test(arguments: [
        (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\'"#, "'"),
        (#"\a"#, "\u{07}"), (#"\b"#, "\u{08}"), (#"\f"#, "\u{0C}"), (#"\v"#, "\u{0B}"),
        (#"\U00e9"#, "é"), (#"\u00E9"#, "é"), (#"\U2026"#, "…"), (#"\UD83D\UDE00"#, "😀"), (#"\U41"#, "A"),
        (#"\101"#, "A"), (#"\0"#, "\u{00}"), (#"\12"#, "\n"), (#"\1010"#, "A0"),
        (#"\("#, "("), (#"\ "#, " "), (#"\$"#, "$"), (#"\q"#, "q"), ("\\ߠ", "ߠ"), ("\\\n", "\n"),
    ])
    func escapeDecodesLikeCoreFoundation(escape: String, expected: String) throws {
        let file = try parse("\"k\" = \"<\(escape)>\";")
        #expect(file.entries.map(\.value) == ["<\(expected)>"])
    }

    @Test func keysAndValuesMayBeUnquotedSingleQuotedOrShorthand() throws {
        let file = try parse("""
            NSCameraUsageDescription = "Camera";
            'single' = 'it\\'s';
            key.with-$:/_chars = value_1;
            "solo";
            """)
        #expect(file.entries.map(\.key) == ["NSCameraUsageDescription", "single", "key.with-$:/_chars", "solo"])
        #expect(file.entries.map(\.value) == ["Camera", "it's", "value_1", "solo"])
    }

    @Test func valuesKeepLiteralNewlines() throws {
        let file = try parse("\"k\" = \"line one\nline two\";\n\"next\" = \"x\";")
        #expect(file.entries[0].value == "line one\nline two")
        #expect(file.entries[1].keyPosition == TextPosition(line: 3, column: 1))
    }

    @Test func commentRightAboveAnEntryBecomesItsComment() throws {
        let file = try parse("""
            // Messages for German (Deutsch)
            // Exported from translatewiki.net

            /* Title of the button */
            "a" = "A";
            // first line
            // second line
            "b" = "B"; // trailing remark about b
            "c" = "C";
            /* first */ /* second */ "d" = "D";
            "e" /* between */ = "E";
            """)
        #expect(file.entries.map(\.comment) == ["Title of the button", "first line\nsecond line", nil, "second", nil])
    }

    @Test func headerCommentSeparatedByABlankLineIsNotAnEntryComment() throws {
        let file = try parse("// Author: Someone\n\n\"a\" = \"A\";")
        #expect(file.entries.map(\.comment) == [nil])
    }

    @Test func positionsCountUnicodeScalarsFromOne() throws {
        let file = try parse("\n  \"é😀\" = \"v\";\n\"k\"\n  =\n    'w';")
        #expect(file.entries[0].keyPosition == TextPosition(line: 2, column: 3))
        #expect(file.entries[0].valuePosition == TextPosition(line: 2, column: 10))
        #expect(file.entries[1].keyPosition == TextPosition(line: 3, column: 1))
        #expect(file.entries[1].valuePosition == TextPosition(line: 5, column: 5))
    }

    @Test func duplicatesAreKeptInFileOrder() throws {
        let file = try parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
        #expect(file.entries.map(\.key) == ["a", "b", "a"])
        #expect(file.entries.map(\.keyPosition.line) == [1, 2, 3])
        #expect(file.value(forKey: "a") == "3")
    }

    @Test func aBracedDictionaryIsAccepted() throws {
        let file = try parse("{\n  \"a\" = \"1\";\n  b = 2;\n}\n")
        #expect(file.entries.map(\.value) == ["1", "2"])
    }

    @Test(arguments: ["", "   \n\n", "/* only a comment */\n", "// just this"])
    func emptyFilesHaveNoEntries(text: String) throws {
        #expect(try parse(text).entries.isEmpty)
    }
}

/// The `.strings` reader's encodings.
@Suite struct StringsEncodingTests {
    private let text = "/* c */\n\"Grüße\" = \"😀 \\U00e9\";\n"

    @Test func utf8WithoutBOM() throws {
        let file = try StringsFile.parse(Fixture.utf8(text))
        #expect(file.encoding == DetectedEncoding(.utf8, byteOrderMark: false))
        #expect(file.entries.map(\.value) == ["😀 é"])
    }

    @Test func utf8WithBOM() throws {
        let file = try StringsFile.parse([0xEF, 0xBB, 0xBF] + Fixture.utf8(text))
        #expect(file.encoding == DetectedEncoding(.utf8, byteOrderMark: true))
        #expect(file.entries.map(\.key) == ["Grüße"])
        #expect(file.entries[0].keyPosition == TextPosition(line: 2, column: 1))
    }

    @Test(arguments: [true, false])
    func utf16WithBOM(littleEndian: Bool) throws {
        let file = try StringsFile.parse(Fixture.utf16(text, littleEndian: littleEndian))
        #expect(file.encoding == DetectedEncoding(littleEndian ? .utf16LittleEndian : .utf16BigEndian, byteOrderMark: true))
        #expect(file.entries.map(\.key) == ["Grüße"])
        #expect(file.entries.map(\.value) == ["😀 é"])
        #expect(file.entries[0].valuePosition == TextPosition(line: 2, column: 11))
    }

    @Test(arguments: [true, false])
    func utf16WithoutBOMIsDetected(littleEndian: Bool) throws {
        let file = try StringsFile.parse(Fixture.utf16(text, littleEndian: littleEndian, bom: false))
        #expect(file.encoding == DetectedEncoding(littleEndian ? .utf16LittleEndian : .utf16BigEndian, byteOrderMark: false))
        #expect(file.entries.map(\.value) == ["😀 é"])
    }
}
