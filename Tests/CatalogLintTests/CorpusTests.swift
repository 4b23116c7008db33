import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// Every real-world corpus in `../shared/corpora`: files Apple's tools accept must not be reported
/// as unreadable, and lint must finish. Skipped when the corpora are not there.
@Suite struct CorpusTests {
    static let corpora: [String] = {
        guard let folder = corporaFolder(),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
    }()

    @Test(.enabled(if: !corpora.isEmpty, "../shared/corpora is not there"), arguments: corpora)
    func corpusLintsWithoutReadErrors(corpus: String) throws {
        let result = try CatalogLinter().lint(paths: [corpus])
        #expect(result.filesChecked > 0)
        let unreadable = result.diagnostics.filter { ($0.rule == "parse-error" || $0.rule == "encoding") && $0.severity == .error }
        #expect(unreadable.isEmpty, "\(unreadable.prefix(5).map { "\($0.location.file):\($0.location.line): \($0.message)" })")
    }

    @Test(.enabled(if: !corpora.isEmpty, "../shared/corpora is not there"))
    func outputIsIdenticalAcrossRuns() throws {
        let smallest = try #require(Self.corpora.first { $0.hasSuffix("/loop") } ?? Self.corpora.first)
        let first = try CatalogLinter().lint(paths: [smallest]).diagnostics
        let second = try CatalogLinter().lint(paths: [smallest]).diagnostics
        #expect(first == second)
    }
}
