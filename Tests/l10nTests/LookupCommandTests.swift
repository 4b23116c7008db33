import Foundation
import L10n
import Testing
@testable import l10n

struct LookupCommandTests {
    @Test func commandLineValuesBecomeTypedArguments() {
        #expect(LookupCommand.argument("3") == .int(3))
        #expect(LookupCommand.argument("-3") == .int(-3))
        #expect(LookupCommand.argument("2.5") == .double(2.5))
        #expect(LookupCommand.argument("Ada") == .string("Ada"))
        #expect(LookupCommand.argument("1e3") == .string("1e3"))
    }

    @Test func explanationNamesTheMissingState() throws {
        let resolution = Resolution(text: "k", status: .missing, source: nil, mismatches: [])
        let folder = FileManager.default.temporaryDirectory.path + "/l10n-empty-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let set = try CatalogSet.load(from: folder, developmentLanguage: "en")
        #expect(LookupCommand.explanation(resolution, requested: "pl", set: set).hasPrefix("status: missing (shown as the key)\n"))
    }
}
