import Foundation
import Testing

/// The seams between modules that the package's graph must keep: the screen harness and the
/// linter never depend on each other, and no library depends on the sample app.
@Suite struct PackageGraphTests {
    static let manifest = (try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""

    /// The dependency list of the target declared as `.target(name: "NAME"`, as written.
    static func dependencies(of name: String) -> String? {
        guard let start = manifest.range(of: "(name: \"\(name)\"") else { return nil }
        let rest = manifest[start.upperBound...]
        guard let open = rest.range(of: "dependencies: [") else { return nil }
        var depth = 1
        var index = open.upperBound
        while index < rest.endIndex, depth > 0 {
            if rest[index] == "[" { depth += 1 } else if rest[index] == "]" { depth -= 1 }
            index = rest.index(after: index)
        }
        return String(rest[open.upperBound..<index])
    }

    @Test(arguments: [("HarnessCLI", "\"CatalogLint\""), ("Harness", "\"CatalogLint\""), ("CatalogLint", "\"Harness"),
                      ("CatalogLint", "\"HarnessCLI\""), ("Harness", "\"DoIt\""), ("SwiftUI", "\"DoIt\""), ("ScreenKit", "\"Harness\"")])
    func aSeamHolds(target: String, forbidden: String) throws {
        let list = try #require(Self.dependencies(of: target), "Package.swift declares no target \(target)")
        #expect(!list.contains(forbidden), "\(target) must not depend on \(forbidden)")
    }

    @Test func theSharedFindingsModuleHoldsNoToolsModel() throws {
        // The matrix model and its reports are the screen harness's: Diagnostics only carries
        // findings, rule descriptions and the plain reporters.
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Diagnostics")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for kind in ["struct", "enum", "class", "protocol"] {
                for prefix in ["Matrix", "Snapshot", "Screen"] {
                    #expect(!text.contains("\(kind) \(prefix)"), "\(file.lastPathComponent) declares a \(kind) \(prefix)…")
                }
            }
        }
    }
}
