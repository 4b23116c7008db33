import Foundation
import Testing
@testable import l10n

/// The rule reference in `Docs/Rules` is generated from the rules' descriptions; a rule added or
/// changed without running the generator fails here, naming the files and the command.
@Suite struct GeneratedDocsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(RuleReference.folder).path

    @Test func theRuleReferenceIsCurrent() throws {
        let stale = try RuleReferenceWriter.staleFiles(in: Self.folder)
        #expect(stale.isEmpty, "stale in \(RuleReference.folder): \(stale.joined(separator: ", ")); run `\(RuleReference.command)` from the repository root")
    }

    @Test func aStaleOrLeftOverPageIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try RuleReferenceWriter.write(to: folder)
        #expect(try RuleReferenceWriter.staleFiles(in: folder).isEmpty)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: folder + "/lint/format-mismatch.md"))
        try Data("gone\n".utf8).write(to: URL(fileURLWithPath: folder + "/lint/retired-rule.md"))
        #expect(try RuleReferenceWriter.staleFiles(in: folder) == ["lint/format-mismatch.md", "lint/retired-rule.md"])
    }

    @Test func everyRuleHasAPageLinkedFromTheIndex() {
        let files = RuleReference.files
        let index = files.first { $0.name == "README.md" }?.text ?? ""
        for family in RuleReference.families {
            for rule in family.rules {
                #expect(index.contains("[`\(rule.descriptor.id)`](\(family.folder)/\(rule.descriptor.id).md)"))
                #expect(files.contains { $0.name == family.folder + "/" + rule.descriptor.id + ".md" })
            }
        }
    }
}
