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

    @Test("A stand-in of an iOS framework is found by #if canImport; the Mac's are not, as on an iPhone")
    func standInsAreIOSModules() {
        let iOSStandIns = AppBuildPlan.appleStandIns.subtracting(AppBuildPlan.macModules)
        #expect(iOSStandIns.subtracting(IOSBuildConfiguration.iOSModules).isEmpty,
                "\(iOSStandIns.subtracting(IOSBuildConfiguration.iOSModules).sorted())")
        #expect(AppBuildPlan.macModules.isDisjoint(with: IOSBuildConfiguration.iOSModules))
    }

    @Test("Apple's frameworks without a stand-in are told from third-party SDKs, which need one")
    func appleFrameworksAreKnownByName() {
        for apple in ["CoreHaptics", "MessageUI", "HealthKit", "CoreMotion", "Network", "BackgroundTasks", "simd", "CoreTransferable", "ObjectiveC"] {
            #expect(AppleFrameworkNames.contains(apple), "\(apple)")
        }
        for thirdParty in ["Alamofire", "Kingfisher", "GreeterAnalytics", "Firebase", "securitykit"] {
            #expect(!AppleFrameworkNames.contains(thirdParty), "\(thirdParty)")
        }
    }
}
