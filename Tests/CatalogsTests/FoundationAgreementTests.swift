import Catalogs
import Foundation
import Testing

/// Escapes decode to what Foundation's own `.strings` parser (PropertyListSerialization) produces.
@Suite struct FoundationAgreementTests {
    private func foundationValue(_ source: String) throws -> String? {
        let list = try PropertyListSerialization.propertyList(from: Data(source.utf8), format: nil) as? [String: String]
        return list?["k"]
    }

    private func ourValue(_ source: String) throws -> String? {
        try StringsFile.parse(Array(source.utf8)).value(forKey: "k")
    }

    @Test func everyOctalEscape() throws {
        for value in 0...0o777 {
            let source = "\"k\" = \"<\\\(String(value, radix: 8))>\";"
            #expect(try ourValue(source) == foundationValue(source), "\(source)")
        }
    }

    /// Every printable ASCII character after a backslash, except `u`: Foundation on Linux reads only
    /// `\U` as a Unicode escape, and we accept the lower-case form too.
    @Test func everyBackslashFollowedByAnASCIICharacter() throws {
        for byte in UInt8(0x20)...UInt8(0x7E) where byte != UInt8(ascii: "u") {
            let source = "\"k\" = \"<\\\(Character(Unicode.Scalar(byte)))1F>\";"
            #expect(try ourValue(source) == foundationValue(source), "\(source)")
        }
    }
}
