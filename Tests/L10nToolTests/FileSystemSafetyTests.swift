import Foundation
import Testing
@testable import l10n
import HarnessCLI

/// `l10n lint` and `l10n check` against special files, links and unreadable folders: no hang, no
/// walk out of the tree, no clobbered file, and exit status 2 for what could not be read.
@Suite struct FileSystemSafetyTests {
    private typealias Folder = TemporaryFolder

    private static let catalog = ["en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "pl.lproj/Localizable.strings": "\"a\" = \"B\";\n"]

    private func lint(_ arguments: [String]) throws -> CommandOutcome {
        try LintCommand.parse(arguments).execute()
    }

    /// Runs `body` on a thread of its own; after `seconds` the FIFO is opened for writing (which
    /// frees a reader stuck in `open`) and the result is nil, so a hang fails instead of hanging.
    private func withDeadline<T: Sendable>(_ seconds: Int, fifo: String, _ body: @escaping @Sendable () throws -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let result = LockedBox<T>()
        Thread.detachNewThread {
            if let value = try? body() { result.set(value) }
            done.signal()
        }
        if done.wait(timeout: .now() + .seconds(seconds)) == .success { return result.value }
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        return nil
    }

    @Test func aFIFONamedOnTheCommandLineIsRefusedAtOnce() throws {
        let folder = try Folder()
        for name in ["f.xcstrings", "f.stringsdict"] {
            let fifo = folder.root + "/" + name
            #expect(mkfifo(fifo, 0o644) == 0)
            let outcome = withDeadline(20, fifo: fifo) { try LintCommand.parse([fifo]).execute() }
            #expect(outcome?.status == 2)
            #expect(outcome?.message == fifo + ": cannot read file: it is a FIFO, not a regular file")
        }
    }

    @Test func nullDeviceAndAFolderNamedLikeACatalogAreErrors() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(atPath: folder.root + "/X.strings", withIntermediateDirectories: true)
        let device = try lint(["/dev/null"])
        #expect(device.status == 2)
        #expect(device.message == "/dev/null: cannot read file: it is a character device, not a regular file")
        let directory = try lint([folder.root + "/X.strings"])
        #expect(directory.status == 2)
        #expect(directory.message == folder.root + "/X.strings: cannot read file: it is a directory, not a catalog file")
    }

    /// Makes a chain of folders inside `root` (with `openat`/`mkdirat`) whose path grows past
    /// PATH_MAX; returns the first path past it. Opening that folder fails with ENAMETOOLONG, an I/O
    /// failure a test can cause whatever its user's privileges (root reads a folder of mode 000).
    private static func folderPastPathMax(in root: String) throws -> String {
        var descriptor = open(root, O_RDONLY | O_DIRECTORY)
        var path = root
        var tooLong: String?
        let name = String(repeating: "d", count: 250)
        for _ in 0..<20 {
            #expect(mkdirat(descriptor, name, 0o755) == 0)
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = child
            path += "/" + name
            if tooLong == nil, path.utf8.count >= Int(PATH_MAX) { tooLong = path }
        }
        close(descriptor)
        return try #require(tooLong)
    }

    @Test func anUnreadableFolderFailsTheRunWhateverFailOnSays() throws {
        let folder = try Folder(Self.catalog)
        let unreadable = try Self.folderPastPathMax(in: folder.root)
        for failOn in ["error", "never"] {
            let outcome = try lint([folder.root, "--fail-on", failOn])
            #expect(outcome.status == 2)
            #expect(outcome.message == unreadable + ": cannot read file: File name too long")
            #expect(outcome.output.contains("1 file") || outcome.output.contains("2 files"))
        }
    }

    @Test func checkAndRenderFailWhenTheirCatalogFolderCannotBeRead() throws {
        let folder = try Folder(Self.catalog)
        let unreadable = try Self.folderPastPathMax(in: folder.root)
        let narrow = ["--screens", "detail/fixed-header", "--locales", "en", "--sizes", "L", "--devices", "iphone-se", "--schemes", "light"]
        for failOn in ["error", "never"] {
            let inside = try CheckCommand.parse(narrow + ["--catalogs", folder.root, "--fail-on", failOn]).execute()
            #expect(inside.status == 2)
            #expect(inside.message == unreadable + ": cannot read file: File name too long")
            #expect(inside.output.isEmpty)
        }
        let itself = try CheckCommand.parse(narrow + ["--catalogs", unreadable]).execute()
        #expect(itself.status == 2)
        #expect(itself.message == unreadable + ": cannot read file: File name too long")
        let render = try RenderCommand.parse(["home", "--catalogs", folder.root])
        #expect(throws: CommandFailure(message: unreadable + ": cannot read file: File name too long", code: 2)) { try render.render() }
    }

    @Test func checkAndRenderWarnOfCatalogsTheyLeaveOut() throws {
        let folder = try Folder(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
                                 "pl.lproj/Localizable.strings": "\"a\" = \"B\"\n\"b\" = \"C\";\n",
                                 "x00001.lproj/Localizable.strings": "\"a\" = \"D\";\n"])
        let broken = folder.root + "/pl.lproj/Localizable.strings"
        let misplaced = folder.root + "/x00001.lproj/Localizable.strings"
        let expected = [
            "warning: \(broken):2:1: expected ';' after value, found '\"'; its translations are left out of this run (`lint` reports every problem in it)",
            "warning: \(misplaced): its folder is not named for a locale, so no device ever shows it; it is left out of this run",
        ]
        let narrow = ["--screens", "detail/fixed-header", "--locales", "en", "--sizes", "L", "--devices", "iphone-se", "--schemes", "light"]
        let check = try CheckCommand.parse(narrow + ["--catalogs", folder.root, "--fail-on", "never"]).execute()
        #expect(check.status == 0)
        #expect(check.message == expected.joined(separator: "\nl10n: "))
        #expect(!check.output.isEmpty)
        let (output, warnings) = try RenderCommand.parse(["home", "--catalogs", folder.root]).rendering()
        #expect(warnings == expected)
        #expect(!output.isEmpty)
    }

    @Test func aLinkToTheMachinesRootIsNotFollowed() throws {
        let folder = try Folder(Self.catalog)
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/root.lproj", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/pl.lproj/InfoPlist.strings", withDestinationPath: "/etc/passwd")
        let outcome = try lint([folder.root, "--format", "json"])
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("root.lproj"))
        #expect(outcome.output.contains("leads out of the folder scanned"))
        #expect(!outcome.output.contains("root:"))  // nothing of /etc/passwd is echoed
        #expect(outcome.output.contains("\"files\": 2"))
    }

    @Test func theBaselineIsNotWrittenOverAFIFOOrALink() throws {
        let folder = try Folder(Self.catalog)
        let fifo = folder.root + "/baseline.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        let outcome = try lint([folder.root, "--write-baseline", fifo])
        #expect(outcome.status == 2)
        #expect(outcome.message == fifo + ": cannot write file: it is a FIFO, not a regular file; only a regular file is replaced")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)

        try Data("kept".utf8).write(to: URL(fileURLWithPath: folder.root + "/target"))
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/link.json", withDestinationPath: folder.root + "/target")
        #expect(try lint([folder.root, "--write-baseline", folder.root + "/link.json"]).status == 2)
        #expect(FileManager.default.contents(atPath: folder.root + "/target") == Data("kept".utf8))
    }

    @Test func extractFailsOnAFileItCannotReadWithoutAMadeUpPosition() throws {
        let folder = try Folder(["App.swift": "import SwiftUI\nlet t = Text(\"Hello\")\n"])
        let fifo = folder.root + "/Pipe.swift"
        #expect(mkfifo(fifo, 0o644) == 0)
        let root = folder.root
        let failure = withDeadline(20, fifo: fifo) { () -> CommandFailure? in
            do {
                _ = try ExtractCommand.parse([root, "--fail-on", "never"]).render()
                return nil
            } catch let failure as CommandFailure {
                return failure
            }
        }
        #expect(failure??.code == 2)
        #expect(failure??.message == fifo + ": cannot read file: it is a FIFO, not a regular file")
    }

    @Test func aReportsRendersFolderThatIsALinkIsNotWrittenInto() throws {
        let folder = try Folder()
        let elsewhere = try Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/renders", withDestinationPath: elsewhere.root)
        let outcome = try CheckCommand.parse(["--screens", "detail/fixed-header", "--locales", "en", "--sizes", "L", "--devices", "iphone-se",
                                              "--schemes", "light", "--report", folder.root]).execute()
        #expect(outcome.status == 2)
        #expect(outcome.message == folder.root + "/renders: cannot create the report folder: cannot write file: it is a symbolic link, not a folder")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.root).isEmpty)
    }

    @Test func theReportPageIsNotWrittenOverAFIFO() throws {
        let folder = try Folder()
        #expect(mkfifo(folder.root + "/index.html", 0o644) == 0)
        let outcome = try CheckCommand.parse(["--screens", "detail/fixed-header", "--locales", "en", "--sizes", "L", "--devices", "iphone-se",
                                              "--schemes", "light", "--report", folder.root]).execute()
        #expect(outcome.status == 2)
        #expect(outcome.message.hasSuffix("index.html: cannot write the report: cannot write file: it is a FIFO, not a regular file; only a regular file is replaced"))
    }
}

/// A value handed from one thread to another.
final class LockedBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    func set(_ value: T) { lock.withLock { stored = value } }
    var value: T? { lock.withLock { stored } }
}
