import Testing
@testable import SourceScan

/// The single walk passes over code with no quote and no lookup name; these check that nothing a
/// user relies on is passed over with it, and that the byte scan and the jobs change no result.
@Suite struct ScanPassTests {
    @Test func lookupsGivenNoLiteralAreFoundWhereNoQuoteIsNear() {
        let result = scan("""
            struct Row: View {
                let title: String
                let key: String
                var body: some View {
                    VStack {
                        ForEach(0..<3) { _ in
                            HStack { Text(title).bold() }
                        }
                        Group { Button(title) { } }
                    }
                    .navigationTitle(title)
                }
                func label() -> some View { Text(LocalizedStringKey(key)) }
            }
            """, "let lists = Row(title: \"Lists\", key: \"lists\")")
        // `.navigationTitle(title)` is reported at its argument, not where its chain starts (`VStack`).
        #expect(result.findings(.unlocalizedText).map(\.expression) == ["Text(title)", "Button(title) { }", ".navigationTitle(title)"])
        #expect(result.findings(.unlocalizedText).map(\.location.line) == [7, 9, 11])
        #expect(result.findings(.dynamicKey).map(\.expression) == ["LocalizedStringKey(key)"])
    }

    @Test func aLookupInsideAnInterpolationIsFoundToo() {
        let found = keys(#"let t = Text("Total: \(String(localized: "Inner"))")"#)
        #expect(found == ["Total: %@", "Inner"])
    }

    @Test func customViewsTakingKeysAreFoundInNestedClosures() {
        let found = keys("""
            struct Screen: View {
                var body: some View {
                    List { Section { ForEach(rows) { _ in Badge(title: "New") } } }
                }
            }
            """, """
            struct Badge: View {
                let title: LocalizedStringKey
                var body: some View { Text(title) }
            }
            """)
        #expect(found == ["New"])
    }

    @Test func memberwiseInitializersTakeOnlyStoredInstanceProperties() {
        let result = scan("""
            struct Card {
                let title: LocalizedStringKey
                static var shared: LocalizedStringKey = "S"
                let fixed: LocalizedStringKey = "F"
                var computed: LocalizedStringKey { "C" }
                #if DEBUG
                var debugTitle: LocalizedStringKey
                #endif
            }
            let a = Card(title: "T")
            let b = Card(shared: "no", fixed: "no", computed: "no", debugTitle: "no")
            """)
        #expect(result.strings.map(\.key) == ["S", "F", "C", "T"])
        #expect(result.strings.last?.call == "Card(title:)")
    }

    @Test func aMemberDeclaredWithTwoTypesHasNone() {
        let result = scan("""
            struct Row: View {
                let item: Item
                var body: some View { Text("\\(item.total) left") }
            }
            """, "struct Item { var total: Int }", "extension Item { var total: String { \"\" } }")
        #expect(result.strings.map(\.key) == ["%@ left"])
        #expect(result.findings(.unknownArgumentType).map(\.expression) == ["item.total"])
    }

    @Test func anIgnoreCommentSilencesAFindingThatWaitsForOtherFiles() {
        let result = scan("""
            struct Row: View {
                let item: Item
                var body: some View {
                    Text("\\(item.note) left") // l10n:ignore
                }
            }
            """, "struct Item { var count: Int }")
        #expect(result.strings.map(\.key) == ["%@ left"])
        #expect(result.strings.map(\.isKeyCertain) == [false])
        #expect(result.findings.isEmpty)
    }

    @Test func aCustomViewsInterpolatedKeyIsTypedFromAThirdFile() {
        let result = scan("""
            struct Screen: View {
                let item: Item
                var body: some View { Badge(title: "\\(item.total) new", count: 2) }
            }
            """, """
            struct Badge: View {
                let title: LocalizedStringKey
                let count: Int
                var body: some View { Text(title) }
            }
            """, "struct Item { var total: Int }")
        #expect(result.strings.map(\.key) == ["%lld new"])
        #expect(result.strings.map(\.call) == ["Badge(title:)"])
        #expect(result.findings.isEmpty)
    }

    @Test func declarationsInsideBodiesStayLocal() {
        // A type declared inside a function is not filed in the index: its members are unknown.
        let result = scan("""
            func make() -> some View {
                struct Local { var total: Int }
                let item = Local(total: 1)
                return Text("\\(item.total) left")
            }
            """)
        #expect(result.strings.map(\.key) == ["%@ left"])
        #expect(result.findings(.unknownArgumentType).map(\.expression) == ["item.total"])
    }

    @Test func byteScanFindsLinesQuotesLookupNamesAndIgnoreMarkers() {
        let text = "let a = Text(b)\n// l10n:ignore\nlet TextEditor = \"x\" // xl10n:ignore l10n:ignored\n"
        let scan = ByteScan(Array(text.utf8))
        #expect(scan.lineStarts == [0, 16, 31, 81])
        let marked = scan.marks.map { offset in String(text.utf8.dropFirst(offset).prefix(4)) ?? "" }
        #expect(marked == ["Text", "\"x\" ", "\" //"])
        #expect(scan.ignoreMarkers.map { offset in String(text.utf8.dropFirst(offset).prefix(11)) ?? "" }
                == ["l10n:ignore", "l10n:ignore", "l10n:ignore"])
    }

    @Test(arguments: [
        ("Text(name)", "Text(name)"), ("a + b", "a + b"), ("a  +\n\t b", "a + b"), (" a ", "a"),
        ("é + b", "é + b"), ("a\u{00A0}+\u{2028}b", "a + b"), ("a\r\nb", "a b"),
    ])
    func expressionsAreShownOnOneLine(text: String, shown: String) {
        #expect(text.collapsingWhitespace == shown)
    }

    @Test func marksAreFoundByRange() {
        let marks = InterestMarks(offsets: [3, 10])
        #expect(marks.cursor(at: 0) == 0)
        #expect(marks.cursor(at: 4) == 1)
        #expect(marks.cursor(at: 11) == 2)
        // Ranges in source order: [0, 4) holds 3, [4, 10) nothing, [10, 11) holds 10, [11, 100) nothing.
        var cursor = marks.cursor(at: 0)
        #expect(marks.advance(&cursor, to: 0, isBefore: 4))
        #expect(!marks.advance(&cursor, to: 4, isBefore: 10))
        #expect(marks.advance(&cursor, to: 10, isBefore: 11))
        #expect(!marks.advance(&cursor, to: 11, isBefore: 100))
    }

    @Test(arguments: [1, 2, 3, 16])
    func everyJobCountGivesTheSameResult(jobs: Int) throws {
        let files = (0..<12).map { index in
            SourceFile(path: "File\(index).swift", text: """
                struct Model\(index) { var count: Int; var label: String { "Model number \(index)" } }
                struct Screen\(index): View {
                    let model: Model\((index + 1) % 12)
                    var body: some View { Text("\\(model.count) items in \(index)"); Text(model.label) }
                }
                """)
        }
        let oneJob = SourceScanner(jobs: 1).scan(files: files)
        let result = SourceScanner(jobs: jobs).scan(files: files)
        #expect(try ScanReport.json(result) == ScanReport.json(oneJob))
        #expect(result.strings.count == 12)
        #expect(result.strings.allSatisfy { $0.key.hasPrefix("%lld items in ") })
        #expect(result.findings.count == 12)
    }

    @Test func parallelMapKeepsTheOrderForAnyJobCount() {
        let numbers = Array(0..<100)
        for jobs in [0, 1, 2, 7, 200] {
            #expect(numbers.parallelMap(jobs: jobs) { $0 * 2 } == numbers.map { $0 * 2 })
        }
    }

    @Test func aScannerHasAtLeastOneJob() {
        #expect(SourceScanner(jobs: 0).jobs == 1)
        #expect(SourceScanner().jobs >= 1)
    }
}
