import Foundation
import Testing
import ToolSupport
@testable import Diagnostics

/// A catalog key holding NUL, ESC or other control characters reaches no output as it is.
@Suite struct ControlCharacterTests {
    private static let hostile = [
        Diagnostic(rule: "untranslated", severity: .warning, message: "'a\u{0}b\u{1B}[2J\u{1B}]0;x\u{7}\u{9B}c' is not translated.",
                   location: SourceLocation(file: "/repo/p\u{1B}[31ml.lproj/Localizable.strings", line: 3, column: 1),
                   locale: "pl", key: "a\u{0}b\u{1B}[2J"),
    ]

    @Test func visibleTextEscapesEveryControlCharacter() {
        #expect(VisibleText.escaped("a\u{0}b\u{1B}c\u{7F}d\u{85}e\tf\ng\rh") == "a\\u{0}b\\u{1B}c\\u{7F}d\\u{85}e\\tf\\ng\\rh")
        #expect(VisibleText.escaped("Zażółć ✓ مرحبا") == "Zażółć ✓ مرحبا")
        #expect(VisibleText.escaped("a\nb\u{1B}", keepingLineBreaks: true) == "a\nb\\u{1B}")
    }

    /// Printable characters written with a C2 lead byte (NBSP, «, °, ©) are no C1 controls; a C1
    /// control right after one is still escaped; line breaks alone are kept when asked to.
    @Test func visibleTextTellsC1ControlsFromOtherC2Characters() {
        #expect(VisibleText.escaped("«\u{A0}50\u{B0}» ©") == "«\u{A0}50\u{B0}» ©")
        #expect(VisibleText.escaped("«\u{85}»\u{9F}") == "«\\u{85}»\\u{9F}")
        #expect(VisibleText.escaped("a\r\nb\n", keepingLineBreaks: true) == "a\r\nb\n")
        #expect(VisibleText.escaped("a\r\nb\n") == "a\\r\\nb\\n")
    }

    /// The scan that reads eight bytes at a time finds a control wherever it sits in a longer text,
    /// a C1 control whose lead byte ends one eight-byte word included, and passes printable text.
    @Test func visibleTextFindsAControlAtEveryPosition() {
        let padding = String(repeating: "abcdefgh", count: 3)
        for offset in 0...padding.utf8.count {
            let head = String(padding.prefix(offset)), tail = String(padding.dropFirst(offset))
            #expect(VisibleText.escaped(head + "\u{1B}" + tail) == head + "\\u{1B}" + tail)
            #expect(VisibleText.escaped(head + "\u{1F}" + tail) == head + "\\u{1F}" + tail)
            #expect(VisibleText.escaped(head + "\u{7F}" + tail) == head + "\\u{7F}" + tail)
            #expect(VisibleText.escaped(head + "\u{85}" + tail) == head + "\\u{85}" + tail)
            #expect(VisibleText.escaped(head + "\u{9F}" + tail) == head + "\\u{9F}" + tail)
            #expect(VisibleText.escaped(head + "\n" + tail) == head + "\\n" + tail)
            #expect(VisibleText.escaped(head + "\n" + tail, keepingLineBreaks: true) == head + "\n" + tail)
            #expect(VisibleText.escaped(head + "\u{A0}\u{100}~ " + tail) == head + "\u{A0}\u{100}~ " + tail)
        }
    }

    @Test(arguments: [false, true])
    func theTextReportShowsThemEscaped(colour: Bool) {
        let report = TextReporter().report(Self.hostile, context: ReporterFixtures.context(colour: colour))
        #expect(!report.contains("\u{0}"))
        #expect(!report.contains("\u{9B}"))
        // On a terminal the report's own colours are the only escapes.
        #expect(report.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
            .replacingOccurrences(of: "\u{1B}[1;33m", with: "").contains("\u{1B}") == false)
        #expect(report.contains("'a\\u{0}b\\u{1B}[2J\\u{1B}]0;x\\u{7}\\u{9B}c' is not translated."))
        #expect(report.contains("p\\u{1B}[31ml.lproj/Localizable.strings:3:1"))
    }

    @Test func gitHubAnnotationsShowThemEscaped() {
        let report = GitHubReporter().report(Self.hostile, context: ReporterFixtures.context())
        #expect(report.hasPrefix("::warning file=p\\u{1B}[31ml.lproj/Localizable.strings,line=3,col=1,title=untranslated::'a\\u{0}b\\u{1B}[2J\\u{1B}]0;x\\u{7}\\u{9B}c' is not translated.\n"))
        #expect(!report.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    @Test func machineFormatsStayValid() throws {
        let json = JSONReporter().report(Self.hostile, context: ReporterFixtures.context())
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(json.utf8)) }
        #expect(!json.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let sarif = SARIFReporter().report(Self.hostile, context: ReporterFixtures.context())
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(sarif.utf8)) }
        let junit = JUnitReporter().report(Self.hostile, context: ReporterFixtures.context())
        #expect(!junit.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }
}
