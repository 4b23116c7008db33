import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// Broken and hostile files: each gets a finding, never a crash or a hang, and the other files are
/// still linted.
@Suite struct BadInputTests {
    static let cases: [(name: String, path: String, bytes: [UInt8], rule: String)] = [
        ("truncated string", "pl.lproj/Localizable.strings", Array("\"a\" = \"Á".utf8), "parse-error"),
        ("missing semicolon", "pl.lproj/Localizable.strings", Array("\"a\" = \"Á\"\n\"b\" = \"B\";".utf8), "parse-error"),
        ("invalid UTF-8", "pl.lproj/Localizable.strings", [0x22, 0x61, 0x22, 0x3D, 0x22, 0xC3, 0x28, 0x22, 0x3B], "encoding"),
        ("BOM in the middle", "pl.lproj/Localizable.strings", Array("\"a\" = \"\u{FEFF}Á\";".utf8), "encoding"),
        ("odd UTF-16", "pl.lproj/Localizable.strings", [0xFF, 0xFE, 0x22, 0x00, 0x61], "encoding"),
        ("binary plist", "pl.lproj/Localizable.stringsdict", Array("bplist00\u{0}\u{1}".utf8), "parse-error"),
        ("entity DTD", "pl.lproj/Localizable.stringsdict",
         Array("<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY x \"xx\">]><plist><dict><key>&x;</key><dict/></dict></plist>".utf8), "parse-error"),
        ("JSON array", "Localizable.xcstrings", Array("[1,2,3]".utf8), "parse-error"),
        ("truncated JSON", "Localizable.xcstrings", Array("{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {".utf8), "parse-error"),
        ("NUL bytes", "pl.lproj/Localizable.strings", [UInt8](repeating: 0, count: 64), "parse-error"),
    ]

    @Test(arguments: cases.indices)
    func badFileIsAFindingAndLintGoesOn(index: Int) throws {
        let bad = Self.cases[index]
        let catalog = try TemporaryCatalog([
            ("en.lproj/Localizable.strings", Array("\"a\" = \"Trash\";\n".utf8)),
            (bad.path, bad.bytes),
            ("de.lproj/Localizable.strings", Array("\"a\" = \"Trash\";\n".utf8)),
        ])
        let found = try catalog.lint()
        let onBadFile = found.filter { $0.location.file.hasSuffix(bad.path) }
        let fault = try #require(onBadFile.first { $0.rule == "parse-error" || $0.rule == "encoding" }, "\(bad.name): \(found.map(\.message))")
        #expect(fault.rule == bad.rule, "\(bad.name): \(fault.message)")
        #expect(fault.severity == .error)
        #expect(found.contains { $0.rule == "untranslated" && $0.locale == "de" }, "\(bad.name): the other files must still be linted")
    }

    @Test func parseErrorsNameLineColumnAndWhatWasExpected() throws {
        let catalog = try TemporaryCatalog(text: [("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n")])
        let found = try catalog.lint(only: "parse-error")
        #expect(found.count == 1)
        #expect(found.first?.location.line == 3)
        #expect(found.first?.location.column == 1)
        #expect(found.first?.message.contains("expected") == true)
    }

    @Test func symlinkLoopIsSkippedWithANote() throws {
        let catalog = try TemporaryCatalog(text: [("App/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")])
        try FileManager.default.createSymbolicLink(atPath: catalog.path("App/loop"), withDestinationPath: catalog.path("App"))
        let found = try catalog.lint()
        #expect(found.contains { $0.severity == .note && $0.message.contains("already visited") })
    }

    @Test func missingPathIsAnErrorOfTheRun() throws {
        #expect(throws: LintError.self) { try CatalogLinter().lint(paths: ["/nonexistent/l10n-lint-test"]) }
    }

    @Test func thousandsOfFilesAreLinted() throws {
        var files: [(String, String)] = [("en.lproj/Localizable.strings", "\"a\" = \"A\";\n")]
        for index in 0..<2000 { files.append(("en.lproj/Table\(index).strings", "\"k\(index)\" = \"V\";\n")) }
        let catalog = try TemporaryCatalog(text: files)
        let result = try CatalogLinter().lint(paths: [catalog.root])
        #expect(result.filesChecked == 2001)
    }

    @Test func oversizedFileIsRefusedNotRead() throws {
        let catalog = try TemporaryCatalog(text: [("en.lproj/Localizable.strings", String(repeating: "\"a\" = \"A\";\n", count: 1000))])
        var options = LintOptions()
        options.limits = .init(maxFileSize: 1024)
        let found = try CatalogLinter(options: options).lint(paths: [catalog.root]).diagnostics
        #expect(found.first?.rule == "parse-error")
        #expect(found.first?.message.contains("limit") == true)
    }
}
