import Foundation
import L10n
import Testing
@testable import l10n
import HarnessCLI

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

/// `l10n lookup` refuses values that do not fit the key's placeholders, and a placeholder left empty.
struct LookupArgumentTests {
    private static let catalogs: String = {
        let packageRoot = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        return "/" + packageRoot + "/Localizations"
    }()

    private func failure(_ arguments: [String]) throws -> CommandFailure? {
        do {
            try LookupCommand.parse(arguments + ["--locale", "pl", "--catalogs", Self.catalogs]).run()
            return nil
        } catch let failure as CommandFailure {
            return failure
        }
    }

    @Test func aWordForACountIsAnError() throws {
        let failure = try #require(try failure(["%lld items", "abc"]))
        #expect(failure.code == 2)
        #expect(failure.message == "value 1, 'abc', is not a whole number, which %lld in '%lld items' reads")
    }

    @Test func aMissingCountIsAnErrorNotARawVariable() throws {
        let failure = try #require(try failure(["%lld items"]))
        #expect(failure.code == 2)
        #expect(failure.message == "'%lld items' reads %lld as argument 1, but no value 1 was given")
    }
}
