import Catalogs
import Foundation
import Testing

/// Symbolic links are followed only inside the folder scanned; special files are not listed.
@Suite struct TreeEscapeTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "catalogs-escape-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/en.lproj", withIntermediateDirectories: true)
        try Data("\"a\" = \"A\";\n".utf8).write(to: URL(fileURLWithPath: path + "/en.lproj/Localizable.strings"))
        return path
    }

    @Test func aLinkToTheRootOfTheMachineIsNotWalked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/root.lproj", withDestinationPath: "/")
        let scan = try CatalogDirectoryScanner.scan(folder)
        #expect(scan.files.map(\.path) == [folder + "/en.lproj/Localizable.strings"])
        #expect(scan.skipped == [SkippedPath(path: folder + "/root.lproj",
                                             reason: "a symbolic link that leads out of the folder scanned (or nowhere)")])
    }

    @Test func aLinkToASystemFileIsNotListed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/pl.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/pl.lproj/Localizable.strings", withDestinationPath: "/etc/passwd")
        let scan = try CatalogDirectoryScanner.scan(folder)
        #expect(scan.files.map(\.path) == [folder + "/en.lproj/Localizable.strings"])
        #expect(scan.skipped.map(\.path) == [folder + "/pl.lproj/Localizable.strings"])
    }

    @Test func aLinkInsideTheTreeIsFollowed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/shared", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/shared/en.lproj", withDestinationPath: folder + "/en.lproj")
        try FileManager.default.createDirectory(atPath: folder + "/de.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder + "/de.lproj/Localizable.strings", withDestinationPath: "../en.lproj/Localizable.strings")
        let scan = try CatalogDirectoryScanner.scan(folder)
        #expect(scan.files.map(\.path) == [folder + "/de.lproj/Localizable.strings", folder + "/en.lproj/Localizable.strings"])
        // The linked folder is the same real folder: entered once.
        #expect(scan.skipped.map(\.reason) == ["symlink loop or repeated folder: already visited"])
    }

    @Test func aFolderNamedGivenDirectlyMayBeALink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "-link", withDestinationPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder + "-link") }
        #expect(try CatalogDirectoryScanner.scan(folder + "-link").files.map(\.path) == [folder + "-link/en.lproj/Localizable.strings"])
    }

    @Test func aFIFOInTheTreeIsSkippedUnread() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/en.lproj/Main.strings", 0o644) == 0)
        let scan = try CatalogDirectoryScanner.scan(folder)
        #expect(scan.files.map(\.table) == ["Localizable"])
        #expect(scan.skipped == [SkippedPath(path: folder + "/en.lproj/Main.strings", reason: "it is a FIFO, not a regular file")])
    }

    @Test func rootsThatAreNotCatalogsAreErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/X.strings", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/f.xcstrings", 0o644) == 0)
        try Data().write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        func problem(_ path: String) -> CatalogError.Problem? {
            Fixture.error { () throws(CatalogError) in try CatalogDirectoryScanner.scan(path) }?.problem
        }
        #expect(problem("/dev/null") == .unreadable(reason: "it is a character device, not a regular file"))
        #expect(problem(folder + "/X.strings") == .unreadable(reason: "it is a directory, not a catalog file"))
        #expect(problem(folder + "/f.xcstrings") == .unreadable(reason: "it is a FIFO, not a regular file"))
        #expect(problem(folder + "/notes.txt") == .unreadable(reason: "not a catalog: a catalog file's name ends in .strings, .stringsdict or .xcstrings"))
    }
}
