@testable import AppFolder
import Foundation
import Testing

@Suite("Reading an app's folder")
struct AppFolderScanTests {
    /// A new folder under the temporary folder, removed by the caller.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "appfolder-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return AppFolderScan.realPath(path)
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test("Swift files, catalogs and asset catalogs are found; tests, hidden folders and Package.swift are not")
    func findsFiles() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("struct A {}", root + "/App/A.swift")
        try Self.write("struct B {}", root + "/App/Views/B.swift")
        try Self.write("import XCTest", root + "/AppTests/ATests.swift")
        try Self.write("x", root + "/.build/C.swift")
        try Self.write("// manifest", root + "/Package.swift")
        try Self.write("{}", root + "/App/Localizable.xcstrings")
        try Self.write("\"a\" = \"b\";", root + "/App/de.lproj/Localizable.strings")
        try Self.write("{}", root + "/App/Assets.xcassets/Contents.json")
        try Self.write("x", root + "/App.xcodeproj/project.pbxproj")
        let scan = try AppFolderScan.scan(root)
        #expect(scan.swiftFiles == ["App/A.swift", "App/Views/B.swift"])
        #expect(scan.catalogs == ["App/Localizable.xcstrings", "App/de.lproj"])
        #expect(scan.assetCatalogs == ["App/Assets.xcassets"])
    }

    @Test("A sources folder without a project takes the project beside it that names it, and only that one")
    func projectBeside() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("struct A {}", root + "/My App/A.swift")
        try Self.write("struct B {}", root + "/Other/B.swift")
        try Self.write("\t\tB1 = {\n\t\t\tisa = PBXGroup;\n\t\t\tpath = \"Other\";\n\t\t};", root + "/Another.xcodeproj/project.pbxproj")
        try Self.write("\t\tB1 = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\tpath = \"My App\";\n\t\t};",
                       root + "/My App.xcodeproj/project.pbxproj")
        #expect(try AppFolderScan.scan(root + "/My App").projects == ["../My App.xcodeproj/project.pbxproj"])
        #expect(try AppFolderScan.scan(root + "/Other").projects == ["../Another.xcodeproj/project.pbxproj"])
        try Self.write("struct C {}", root + "/Loose/C.swift")
        #expect(try AppFolderScan.scan(root + "/Loose").projects.isEmpty)
        #expect(try AppFolderScan.scan(root).projects == ["Another.xcodeproj/project.pbxproj", "My App.xcodeproj/project.pbxproj"])
    }

    @Test("A link out of the folder is refused")
    func refusesLinkOut() throws {
        let root = try Self.temporaryFolder()
        let outside = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try Self.write("struct Secret {}", outside + "/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Secret.swift", withDestinationPath: outside + "/Secret.swift")
        #expect(throws: AppFolderError.linkOutside(link: root + "/Secret.swift", target: outside + "/Secret.swift")) {
            try AppFolderScan.scan(root)
        }
    }

    @Test("A missing folder says so")
    func missingFolder() {
        #expect(throws: AppFolderError.notAFolder("/nonexistent/app")) { try AppFolderScan.scan("/nonexistent/app") }
    }

    @Test("A scratch folder inside the app's folder is refused before anything is written")
    func refusesScratchInside() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Self.write("struct A {}", root + "/A.swift")
        let scan = try AppFolderScan.scan(root)
        let plan = AppBuildPlan(scan: scan, appModule: "A", packageRoot: "/l10n", scratch: root + "/scratch")
        #expect(throws: AppFolderError.scratchOverlaps(folder: root, scratch: root + "/scratch")) { try ScratchPackage(plan: plan).write() }
        #expect(!FileManager.default.fileExists(atPath: root + "/scratch"))
    }

    @Test("Writing twice writes nothing the second time; the app's files are unchanged")
    func writesOnlyChanges() throws {
        let root = try Self.temporaryFolder()
        let scratch = try Self.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        let original = "#if os(macOS)\nlet a = 1\n#endif\n#Preview { Text(\"x\") }\n"
        try Self.write(original, root + "/Views/A.swift")
        let plan = AppBuildPlan(scan: try AppFolderScan.scan(root), appModule: "Demo", packageRoot: "/l10n", scratch: scratch)
        let first = try ScratchPackage(plan: plan).write()
        #expect(first.changedFiles == 1 && first.previews == 1)
        #expect(try ScratchPackage(plan: plan).write().changedFiles == 0)
        #expect(try String(contentsOfFile: root + "/Views/A.swift", encoding: .utf8) == original)
        let copy = try String(contentsOfFile: scratch + "/Sources/Demo/Views/A.swift", encoding: .utf8)
        #expect(copy.hasPrefix("#sourceLocation(file: \"\(root)/Views/A.swift\", line: 1)\n"))
        #expect(!copy.contains("let a = 1"))
    }

    @Test("The module's name comes from the folder, never clashing with a framework")
    func moduleNames() {
        #expect(AppBuildPlan.moduleName(forFolder: "/x/Cube Time") == "CubeTime")
        #expect(AppBuildPlan.moduleName(forFolder: "/x/UIKit") == "UIKitApp")
        #expect(AppBuildPlan.moduleName(forFolder: "/x/2048") == "App2048")
    }
}
