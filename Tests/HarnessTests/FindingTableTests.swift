import Testing
import Diagnostics
@testable import Harness

/// A matrix report opens with its findings per rule and locale: errors first, then warnings by
/// the renders they break, notes last.
@Suite struct FindingTableTests {
    static func place(_ locale: String, _ size: String) -> MatrixPlace {
        MatrixPlace(screen: "home", state: "default", locale: locale, size: size, device: "iPhone SE", scheme: "light")
    }

    static func finding(_ rule: String, _ severity: Severity, _ cells: [MatrixPlace], element: String = "vstack/text[0]") -> Diagnostic {
        let context = MatrixContext(screen: "home", element: element, name: "text", text: nil, cells: cells, smallest: cells[0],
                                    frame: Frame(x: 0, y: 0, width: 10, height: 10), occurrence: "", excerpt: "")
        return Diagnostic(rule: rule, severity: severity, message: "m", location: SourceLocation(file: ""), matrix: context)
    }

    static let run = MatrixRun(
        title: nil, matrix: MatrixSummary(screens: [.init(id: "home", states: ["default"])], locales: ["en", "de", "en-XA"],
                                          sizes: ["L", "AX5"], devices: ["iPhone SE"], schemes: ["light"]),
        renders: 6, rules: ["text-truncated", "word-broken", "offscreen", "a11y-hit-target"])

    static let findings = [
        finding("word-broken", .note, [place("de", "AX5")]),
        finding("text-truncated", .warning, [place("de", "L")]),
        finding("a11y-hit-target", .warning, [place("en", "L"), place("en", "AX5"), place("de", "L"), place("en-XA", "L")]),
        finding("text-truncated", .warning, [place("de", "AX5"), place("en-XA", "AX5")], element: "vstack/text[1]"),
        finding("offscreen", .error, [place("de", "AX5")]),
        finding("text-truncated", .note, [place("en-XA", "L")], element: "vstack/text[2]"),
    ]

    @Test func rowsRankErrorsThenWarningsByRendersThenNotes() {
        let table = FindingTable(Self.findings, run: Self.run)
        #expect(table.locales == ["en", "de", "en-XA"])
        #expect(table.rows.map { "\($0.severity) \($0.rule)" } == [
            "error offscreen", "warning a11y-hit-target", "warning text-truncated", "note text-truncated", "note word-broken",
        ])
        let truncated = table.rows[2]
        #expect(truncated.perLocale == [0, 2, 1])
        #expect(truncated.findings == 2)
        #expect(truncated.renders == 3)
    }

    @Test func theTextTableAlignsItsColumns() {
        #expect(FindingTable(Self.findings, run: Self.run).text == """
            severity  rule             en  de  en-XA  findings  renders
            error     offscreen         -   1      -         1        1
            warning   a11y-hit-target   1   1      1         1        4
            warning   text-truncated    -   2      1         2        3
            note      text-truncated    -   -      1         1        1
            note      word-broken       -   1      -         1        1
            """)
    }

    @Test func theMarkdownTableEscapesPipes() {
        let table = FindingTable([Self.finding("a|b", .warning, [Self.place("en", "L")])], run: Self.run)
        #expect(table.markdown == """
            | severity | rule | en | de | en-XA | findings | renders |
            |---|---|---:|---:|---:|---:|---:|
            | warning | `a\\|b` | 1 |  |  | 1 | 1 |

            """)
    }

    @Test func noFindingsNoTable() {
        let table = FindingTable([], run: Self.run)
        #expect(table.rows.isEmpty && table.text.isEmpty && table.markdown.isEmpty)
    }
}
