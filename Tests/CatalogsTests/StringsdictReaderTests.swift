import Catalogs
import Testing

/// The `.stringsdict` reader and the XML property-list parser under it.
@Suite struct StringsdictReaderTests {
    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>%d files in %d folders</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@files@</string>
        \t\t<key>files</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>%ld</string>
        \t\t\t<key>one</key>
        \t\t\t<string>%d file in %#@folders@</string>
        \t\t\t<key>few</key>
        \t\t\t<string>%d pliki &amp; &lt;&#x1F4C1;&gt; w %#@folders@</string>
        \t\t\t<key>other</key>
        \t\t\t<string><![CDATA[%d files <in> ]]>%#@folders@</string>
        \t\t\t<key>note</key>
        \t\t\t<integer> 7 </integer>
        \t\t</dict>
        \t\t<key>folders</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>other</key>
        \t\t\t<string>%d folders</string>
        \t\t</dict>
        \t</dict>
        \t<key>no format</key>
        \t<dict>
        \t\t<key>n</key>
        \t\t<dict/>
        \t</dict>
        </dict>
        </plist>
        """

    @Test func entriesVariablesAndFormsWithPositions() throws {
        let file = try StringsdictFile.parse(Fixture.utf8(Self.sample), file: "Localizable.stringsdict")
        #expect(file.entries.map(\.key) == ["%d files in %d folders", "no format"])
        let entry = file.entries[0]
        #expect(entry.keyPosition == TextPosition(line: 5, column: 2))
        #expect(entry.formatKey == LocatedString("%#@files@", at: TextPosition(line: 8, column: 3)))
        #expect(entry.variables.map(\.name) == ["files", "folders"])
        let files = try #require(entry.variable(named: "files"))
        #expect(files.position == TextPosition(line: 9, column: 3))
        #expect(files.specType?.value == StringsdictKeys.pluralRuleType)
        #expect(files.valueType?.value == "%ld")
        #expect(files.sortedForms.map(\.category) == [.one, .few, .other])
        #expect(files.forms[.few]?.value == "%d pliki & <📁> w %#@folders@")
        #expect(files.forms[.other]?.value == "%d files <in> %#@folders@")
        #expect(files.forms[.one]?.position == TextPosition(line: 16, column: 4))
        #expect(files.otherKeys.map(\.key) == ["note"])
        #expect(files.otherKeys.first?.value.value == .integer("7"))
        #expect(files.nestedReferences == ["folders", "folders", "folders"])
        #expect(file.entries[1].formatKey == nil)
        #expect(file.entries[1].variables.map(\.name) == ["n"])
        #expect(file.duplicateKeys.isEmpty)
    }

    @Test(arguments: [
        ("%#@files@", ["files"]), ("%1$#@a@ and %2$#@b@", ["a", "b"]), ("100%% %#@x@", ["x"]),
        ("%d %@", []), ("%#@unclosed", []), ("%%#@not@", []),
        ("żółw %#@pliki_żółwi@ ✓ %2$#@📁@", ["pliki_żółwi", "📁"]), ("%3$#@yes@ %", ["yes"]),
    ])
    func variableReferences(format: String, names: [String]) {
        #expect(StringsdictEntry.variableReferences(in: format) == names)
    }

    @Test func duplicateKeysAreFoundAtEveryLevel() throws {
        let text = """
            <plist><dict>
              <key>a</key><dict><key>x</key><string>1</string><key>x</key><string>2</string></dict>
              <key>a</key><dict/>
            </dict></plist>
            """
        let file = try StringsdictFile.parse(Fixture.utf8(text))
        #expect(file.duplicateKeys == [
            DuplicateKey(key: "x", first: TextPosition(line: 2, column: 21), duplicate: TextPosition(line: 2, column: 51)),
            DuplicateKey(key: "a", first: TextPosition(line: 2, column: 3), duplicate: TextPosition(line: 3, column: 3)),
        ])
        #expect(file.entries.count == 2)
    }

    @Test func genericTreeKeepsEveryValueKind() throws {
        let text = """
            <plist version="1.0"><array>
            <string/><integer>-3</integer><real>2.5</real><true/><false></false><date>2024-01-01T00:00:00Z</date>
            <data>AAEC</data><array/><!-- note --><dict/>
            </array></plist>
            """
        let document = try PropertyListDocument.parse(Fixture.utf8(text))
        #expect(document.root.array?.map(\.value) == [
            .string(""), .integer("-3"), .real("2.5"), .boolean(true), .boolean(false),
            .date("2024-01-01T00:00:00Z"), .data("AAEC"), .array([]), .dictionary([]),
        ])
    }
}

/// Malformed or hostile property lists.
@Suite struct PropertyListErrorTests {
    private func error(_ text: String) -> CatalogError? {
        error(Fixture.utf8(text))
    }

    private func error(_ bytes: [UInt8], limits: CatalogLimits = .default) -> CatalogError? {
        Fixture.error { () throws(CatalogError) in try StringsdictFile.parse(bytes, file: "Localizable.stringsdict", limits: limits) }
    }

    @Test func binaryPropertyListIsATypedError() {
        let failure = error(Fixture.utf8("bplist00") + [0xD1, 0x01, 0x02, 0x51])
        #expect(failure?.problem == .binaryPropertyList)
        #expect(failure?.description == "Localizable.stringsdict:1:1: binary property list (bplist00) is not supported; convert it with `plutil -convert xml1`")
    }

    @Test func entityDeclarationsAreRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [
              <!ENTITY boom "boom boom boom">
            ]>
            <plist><dict><key>a</key><string>&boom;</string></dict></plist>
            """
        let failure = error(text)
        #expect(failure?.problem == .entityDeclaration)
        #expect(failure?.position == TextPosition(line: 3, column: 3))
    }

    @Test func unknownEntityReferencesAreNeverExpanded() {
        let failure = error("<plist><dict><key>a</key><string>x &xxe; y</string></dict></plist>")
        #expect(failure?.description == "Localizable.stringsdict:1:36: unknown entity '&xxe;' (only &lt; &gt; &amp; &quot; &apos; and character references are allowed)")
    }

    @Test func doctypeWithAnInternalSubsetButNoEntitiesIsSkipped() throws {
        let text = "<!DOCTYPE plist [ <!-- <!ENTITY in a comment> --> <!ELEMENT plist ANY> ]><plist><dict/></plist>"
        #expect(try StringsdictFile.parse(Fixture.utf8(text)).entries.isEmpty)
    }

    @Test func rootMustBeADictionary() {
        #expect(error("<plist>\n  <array/>\n</plist>")?.description == "Localizable.stringsdict:2:3: expected a <dict> of localized keys at the top level, found <array>")
    }

    @Test func entryMustBeADictionary() {
        #expect(error("<plist><dict><key>k</key><string>v</string></dict></plist>")?.description
            == #"Localizable.stringsdict:1:26: expected a <dict> for the localized key "k", found <string>"#)
    }

    @Test func mismatchedEndTag() {
        #expect(error("<plist><dict><key>a</key><string>x</key></dict></plist>")?.description
            == "Localizable.stringsdict:1:35: expected </string>, found </key>")
    }

    @Test func valueWithoutKeyInADictionary() {
        #expect(error("<plist><dict><string>x</string></dict></plist>")?.description
            == "Localizable.stringsdict:1:14: expected <key> or </dict>, found <string>")
    }

    @Test func truncatedFile() {
        let failure = error("<plist><dict><key>a</key><dict><key>b</key><string>cut off")
        #expect(failure?.problem == .unterminated(what: "<string> element", openedAt: TextPosition(line: 1, column: 52)))
    }

    @Test func truncatedBetweenElements() {
        #expect(error("<plist>\n<dict>\n")?.description == "Localizable.stringsdict:3:1: expected an element start tag '<…>', found end of file")
    }

    @Test func deepNestingHitsTheLimit() {
        let depth = 200
        let text = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        let failure = Fixture.error { () throws(CatalogError) in try PropertyListDocument.parse(Fixture.utf8(text)) }
        #expect(failure?.problem == .nestingTooDeep(limit: 128))
        #expect(failure?.position == TextPosition(line: 1, column: 8 + 128 * 7))
    }

    @Test func nestingWithinTheLimitIsFine() throws {
        let text = "<plist>" + String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100) + "</plist>"
        #expect(try PropertyListDocument.parse(Fixture.utf8(text)).root.array?.count == 1)
    }

    @Test func contentAfterThePropertyList() {
        #expect(error("<plist><dict/></plist>\n<plist/>")?.description == "Localizable.stringsdict:2:1: expected end of file after the property list, found '<'")
    }
}
