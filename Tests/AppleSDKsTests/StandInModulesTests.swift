import Foundation
import Testing

/// The stand-ins' folders, the package's list and the tool's list name the same frameworks.
@Suite struct StandInModulesTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("Every folder of Sources/AppleSDKs is a target of Package.swift")
    func foldersAreTargets() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.repository + "/Sources/AppleSDKs").filter { !$0.hasPrefix(".") }
        let manifest = try String(contentsOfFile: Self.repository + "/Package.swift", encoding: .utf8)
        for folder in folders {
            #expect(manifest.contains("\"\(folder)\": ["), "\(folder) is not in Package.swift's appleSDKDependencies")
        }
    }
}
