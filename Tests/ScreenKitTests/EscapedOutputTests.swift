import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ScreenKit

/// A text holding ESC sequences, other control characters and bidirectional overrides (a hostile
/// catalog's value) is shown, never obeyed, in the human formats, and the SVG stays well-formed XML.
@Suite struct EscapedOutputTests {
    private let hostile = "Hi\u{1B}]0;owned\u{07}\u{1B}[2J\u{202E}evil\u{202C}\u{0}\u{8}\u{7F}\u{9B}end"

    @Test func theTextFormatShowsControlsAsEscapes() {
        let output = laidOut(Text(verbatim: hostile), width: 600, height: 100).rendered(as: .text)
        for control in ["\u{1B}", "\u{07}", "\u{202E}", "\u{202C}", "\u{0}", "\u{8}", "\u{7F}", "\u{9B}"] {
            #expect(!output.contains(control), "\(control.unicodeScalars.first?.value ?? 0) printed raw")
        }
        #expect(output.contains("Hi\\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{202E}evil"))
    }

    @Test func theTreeFormatShowsControlsAsEscapes() {
        let output = laidOut(Text(verbatim: hostile), width: 600, height: 100).rendered(as: .tree)
        for control in ["\u{1B}", "\u{202E}", "\u{7F}", "\u{9B}"] {
            #expect(!output.contains(control))
        }
        #expect(output.contains("\\u202e"))
    }

    @Test func theSVGIsWellFormedXML() throws {
        let output = laidOut(Text(verbatim: hostile), width: 600, height: 100).rendered(as: .svg)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        let parser = XMLParser(data: Data(output.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
