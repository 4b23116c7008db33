import Foundation
import Synchronization
import Testing
@testable import SourceScan

@Suite struct SourceFolderTests {
    @Test func foldersAreSearchedForSwiftFilesSkippingBuildOutput() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcescan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [("App/Home.swift", "let a = Text(\"Home\")"), ("App/Notes.txt", "Text(\"No\")"),
                             (".build/Gen.swift", "let g = Text(\"Generated\")"), ("Detail.swift", "let d = Text(\"Detail\")")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try SourceScanner().scan(paths: [root.path])
        #expect(result.strings.map(\.key) == ["Home", "Detail"])
        #expect(result.fileCount == 2)
        #expect(result.strings.first?.location.file == root.path + "/App/Home.swift")
    }

    /// A link to a Swift file is read when it leads inside the folder given, never when it leads out.
    @Test func aLinkOutOfTheFolderIsNotRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcescan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [("App/Home.swift", "let a = Text(\"Home\")"), ("Outside/Secret.swift", "let s = Text(\"Outside\")")] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Out.swift").path,
                                                   withDestinationPath: root.appendingPathComponent("Outside/Secret.swift").path)
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Again.swift").path, withDestinationPath: "Home.swift")
        let result = try SourceScanner().scan(paths: [app.path])
        #expect(result.strings.map(\.location.file) == [app.path + "/Again.swift", app.path + "/Home.swift"])
        #expect(result.fileCount == 2)
    }

    @Test func progressHearsOfEveryFileOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcescan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for number in 0..<5 { try Data("let t\(number) = Text(\"T\(number)\")".utf8).write(to: root.appendingPathComponent("F\(number).swift")) }
        let heard = Mutex<[(done: Int, total: Int)]>([])
        let result = try SourceScanner(jobs: 2).scan(paths: [root.path]) { done, total in heard.withLock { $0.append((done, total)) } }
        let calls = heard.withLock { $0 }
        #expect(result.fileCount == 5)
        #expect(calls.map(\.done).sorted() == [1, 2, 3, 4, 5])
        #expect(calls.allSatisfy { $0.total == 5 })
    }

    @Test func typesFromAPackageMakeItsViewsTakeKeys() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sourcescan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in [
            ("App/Shortcuts.swift", "let r = KeyboardShortcuts.Recorder(\"Toggle window\", name: .toggle)"),
            ("checkouts/Shortcuts/Recorder.swift", """
                public struct Recorder: View {
                    public init(_ title: LocalizedStringKey, name: Name) {}
                    var body: some View { Text("Package text") }
                }
                """),
        ] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let app = root.appendingPathComponent("App").path
        #expect(try SourceScanner().scan(paths: [app]).strings.isEmpty)
        let result = try SourceScanner().scan(paths: [app], typesFrom: [root.appendingPathComponent("checkouts").path])
        #expect(result.strings.map(\.key) == ["Toggle window"])
        #expect(result.fileCount == 1)
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: SourcePathError(path: "/no/such/folder")) {
            try SourceScanner().scan(paths: ["/no/such/folder"])
        }
    }
}
