import ArgumentParser
import Foundation
import SourceScan
import Testing
@testable import l10n

@Suite struct ExtractCommandTests {
    /// A temporary folder with one Swift file; removed by the caller.
    private func folder(with source: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: root.appendingPathComponent("Home.swift"))
        return root
    }

    @Test func jsonListsStringsAndFindings() throws {
        let root = try folder(with: "let a = Text(\"Lists\")\nlet greeting = \"Welcome\"\nlet b = Text(greeting)\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let command = try ExtractCommand.parse([root.path, "--format", "json"])
        let (output, failed) = try command.render()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [[String: Any]]])
        #expect(object["strings"]?.map { $0["key"] as? String } == ["Lists"])
        #expect(object["findings"]?.map { $0["rule"] as? String } == ["unlocalized-text"])
        #expect(failed == false)
    }

    @Test func failOnWarningFailsOnUnlocalizedText() throws {
        let root = try folder(with: "let greeting = \"Welcome\"\nlet b = Text(greeting)\n")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try ExtractCommand.parse([root.path, "--fail-on", "warning"]).render().failed)
        #expect(try ExtractCommand.parse([root.path, "--fail-on", "error"]).render().failed == false)
    }

    @Test func aMissingPathIsAUsageError() throws {
        let command = try ExtractCommand.parse(["/no/such/path"])
        #expect(throws: ValidationError.self) { try command.render() }
    }

    @Test func oneJobFindsWhatEveryCoreFinds() throws {
        let root = try folder(with: "let a = Text(\"Hello\")\nlet greeting = \"Welcome\"\nlet b = Text(greeting)\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let everyCore = try ExtractCommand.parse([root.path, "--format", "json"]).render().output
        #expect(try ExtractCommand.parse([root.path, "--format", "json", "--jobs", "1"]).render().output == everyCore)
        #expect(everyCore.contains("\"Hello\""))
        #expect(throws: (any Error).self) { try ExtractCommand.parse([root.path, "--jobs", "0"]) }
    }

    @Test func anUnknownFormatIsRejected() {
        #expect(throws: (any Error).self) { try ExtractCommand.parse(["x", "--format", "yaml"]) }
    }

    @Test func explainAndListRulesComeFromTheRuleDescriptions() throws {
        let explained = try ExtractCommand.parse(["--explain", "unknown-argument-type"]).render().output
        #expect(explained.hasPrefix("unknown-argument-type (warning)\n\nan interpolated value whose type"))
        #expect(explained.contains("Reported, example 1:\n  View.swift:\n"))
        let list = try ExtractCommand.parse(["--list-rules"]).render().output.split(separator: "\n")
        #expect(list.map { String($0.prefix { $0 != " " }) } == ScanRule.allCases.map(\.rawValue))
        #expect(throws: (any Error).self) { try ExtractCommand.parse(["--explain", "unused-key"]) }
        #expect(throws: (any Error).self) { try ExtractCommand.parse([]) }
    }
}
