import Catalogs
import Foundation
import Testing

/// Finding catalogs in a folder tree.
@Suite struct DirectoryScannerTests {
    private func makeTree() throws -> String {
        let root = NSTemporaryDirectory() + "catalogs-scan-" + UUID().uuidString
        let manager = FileManager.default
        for folder in ["App/en.lproj", "App/pl.lproj", "App/Resources", ".build/x.lproj", "Other/notes"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in [
            "App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.stringsdict", "App/en.lproj/Main.storyboard",
            "App/pl.lproj/InfoPlist.strings", "App/Resources/Localizable.xcstrings", "App/Resources/loose.strings",
            ".build/x.lproj/Localizable.strings", "Other/notes/readme.txt",
        ] {
            try Data().write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try manager.createSymbolicLink(atPath: root + "/App/Resources/loop", withDestinationPath: root + "/App")
        return root
    }

    @Test func findsLprojTablesAndStringCatalogsSortedAndSurvivesASymlinkLoop() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try CatalogDirectoryScanner.scan(root + "/")
        #expect(scan.files == [
            CatalogFileReference(localeFolder: "en", table: "Localizable", format: .strings, path: root + "/App/en.lproj/Localizable.strings"),
            CatalogFileReference(localeFolder: "en", table: "Localizable", format: .stringsdict, path: root + "/App/en.lproj/Localizable.stringsdict"),
            CatalogFileReference(localeFolder: "pl", table: "InfoPlist", format: .strings, path: root + "/App/pl.lproj/InfoPlist.strings"),
            CatalogFileReference(localeFolder: nil, table: "Localizable", format: .xcstrings, path: root + "/App/Resources/Localizable.xcstrings"),
        ].sorted())
        #expect(scan.skipped.map(\.path) == [root + "/App/Resources/loop"])
    }

    @Test func tablesOutsideLprojFoldersOnRequest() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try CatalogDirectoryScanner.scan(root, includeTablesOutsideLproj: true)
        #expect(scan.files.filter { $0.localeFolder == nil }.map(\.path) == [root + "/App/Resources/Localizable.xcstrings", root + "/App/Resources/loose.strings"])
    }

    @Test func aSingleFileCanBeNamedDirectly() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scan = try CatalogDirectoryScanner.scan(root + "/App/Resources/loose.strings")
        #expect(scan.files.map(\.table) == ["loose"])
    }

    @Test func aMissingFolderIsAnError() {
        let failure = Fixture.error { () throws(CatalogError) in try CatalogDirectoryScanner.scan("/nonexistent/catalogs") }
        #expect(failure?.problem == .unreadable(reason: "No such file or directory"))
    }
}
