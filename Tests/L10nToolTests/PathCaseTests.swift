import Foundation
import Testing

/// The repository clones onto a case-insensitive file system (macOS's default, Windows): no two of
/// its paths may differ only in case, or one of each pair is silently lost there.
@Suite struct PathCaseTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every file and folder under `root`, relative, leaving out build products and git's own.
    private static func paths() throws -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm"]
        var found: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                if skipped.contains(name) || name.hasPrefix(".build") { continue }
                let path = folder.isEmpty ? name : folder + "/" + name
                found.append(path)
                var isFolder: ObjCBool = false
                let full = root.appendingPathComponent(path).path
                let attributes = try FileManager.default.attributesOfItem(atPath: full)
                if attributes[.type] as? FileAttributeType != .typeSymbolicLink,
                   FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue {
                    pending.append(path)
                }
            }
        }
        return found
    }

    @Test func noTwoPathsDifferOnlyInCase() throws {
        let grouped = Dictionary(grouping: try Self.paths(), by: { $0.lowercased() })
        let clashes = grouped.values.filter { $0.count > 1 }.map { $0.sorted().joined(separator: " and ") }.sorted()
        #expect(clashes.isEmpty, "paths that a case-insensitive file system keeps one of: \(clashes.joined(separator: "; "))")
    }
}
