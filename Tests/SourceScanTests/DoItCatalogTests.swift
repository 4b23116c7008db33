import Catalogs
import Diagnostics
import Foundation
import Testing
@testable import SourceScan

/// The Do It screens against their English catalog: every key the code looks up exists in
/// `Localizations/en.lproj`, and every key there is looked up somewhere.
@Suite struct DoItCatalogTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let sources = packageRoot + "/Sources/DoIt"
    static let english = packageRoot + "/Localizations/en.lproj"

    /// The scan of the Do It sources, when they and the catalog exist and hold screens (lookups).
    static let scanned: ScanResult? = {
        guard FileManager.default.fileExists(atPath: sources), FileManager.default.fileExists(atPath: english),
              let result = try? SourceScanner().scan(paths: [sources]), !result.strings.isEmpty else { return nil }
        return result
    }()

    /// The base catalog's keys by table, from every `.strings` and `.stringsdict` in en.lproj.
    static func catalogKeys() throws -> [String: [String: Diagnostics.SourceLocation]] {
        var keys: [String: [String: Diagnostics.SourceLocation]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: english).sorted() {
            let path = english + "/" + name
            let table = (name as NSString).deletingPathExtension
            if name.hasSuffix(".strings") {
                for entry in try StringsFile.read(contentsOf: path).entries {
                    keys[table, default: [:]][entry.key] = .init(file: path, line: entry.keyPosition.line,
                                                                  column: entry.keyPosition.column)
                }
            } else if name.hasSuffix(".stringsdict") {
                for entry in try StringsdictFile.read(contentsOf: path).entries {
                    keys[table, default: [:]][entry.key] = .init(file: path, line: entry.keyPosition.line,
                                                                  column: entry.keyPosition.column)
                }
            }
        }
        return keys
    }

    @Test(.enabled(if: scanned != nil, "the Do It screens and Localizations/en.lproj are not in this checkout"))
    func everyKeyTheScreensUseIsInTheEnglishCatalogAndNoneIsUnused() throws {
        let result = try #require(Self.scanned)
        let diagnostics = SourceLint.diagnostics(for: result, catalogKeys: try Self.catalogKeys())
        let missing = diagnostics.filter { $0.rule == SourceLint.keyNotInCatalog }
        let unused = diagnostics.filter { $0.rule == SourceLint.unusedKey }
        #expect(missing.isEmpty, "\(missing.map { "\($0.location.file):\($0.location.line): \($0.key ?? "")" })")
        #expect(unused.isEmpty, "\(unused.compactMap(\.key))")
    }
}
