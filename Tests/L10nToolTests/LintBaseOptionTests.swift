import Foundation
import Testing
@testable import l10n

/// `--base` names the language the others are compared with; one that no folder has stops the
/// run instead of being ignored.
@Suite struct LintBaseOptionTests {
    @Test func aBaseLanguageNoFolderHasStopsTheRun() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-base-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (locale, value) in [("en", "A"), ("pl", "B")] {
            try FileManager.default.createDirectory(atPath: root + "/\(locale).lproj", withIntermediateDirectories: true)
            try Data("\"a\" = \"\(value)\";\n".utf8).write(to: URL(fileURLWithPath: root + "/\(locale).lproj/Localizable.strings"))
        }
        let unknown = try LintCommand.parse([root, "--base", "xx"]).execute()
        #expect(unknown.status == 2)
        #expect(unknown.message == "the base language 'xx' (--base, or base: in the configuration) has no .lproj folder among the "
            + "catalogs checked (they have: en, pl); name one of those, or leave it out to use en or Base")
        #expect(try LintCommand.parse([root, "--base", "pl"]).execute().status != 2)
    }
}
