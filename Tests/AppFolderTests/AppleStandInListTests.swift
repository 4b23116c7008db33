import AppFolder
import Foundation
import Testing

/// The stand-ins' folders, the package's targets and the tool's list name the same frameworks.
@Suite struct AppleStandInListTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("Every folder of Sources/AppleSDKs is a target and an importable stand-in")
    func foldersMatchLists() throws {
        let folders = Set(try FileManager.default.contentsOfDirectory(atPath: Self.repository + "/Sources/AppleSDKs").filter { !$0.hasPrefix(".") })
        #expect(folders == AppBuildPlan.appleStandIns.union([AppBuildPlan.appleFoundationStandIn]))
        let manifest = try String(contentsOfFile: Self.repository + "/Package.swift", encoding: .utf8)
        for folder in folders.sorted() {
            #expect(manifest.contains("\"\(folder)\": ["), "\(folder) is not in Package.swift's appleSDKDependencies")
        }
    }

    @Test("A stand-in is an iOS framework, so #if canImport finds it")
    func standInsAreIOSModules() {
        #expect(AppBuildPlan.appleStandIns.subtracting(IOSBuildConfiguration.iOSModules).isEmpty,
                "\(AppBuildPlan.appleStandIns.subtracting(IOSBuildConfiguration.iOSModules).sorted())")
    }
}
