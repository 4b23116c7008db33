@testable import Catalogs
import Foundation
import Testing

/// The one file-access policy (`FolderBoundary`, `CatalogFileReader`): regular files only, links
/// only when they stay inside the folder given; and `FileSetWriter` refusing to replace a file
/// that changed since it was read, or a read-only one.
@Suite struct FileAccessPolicyTests {
    private static let escape = "a symbolic link that leads out of the folder scanned (or nowhere)"

    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "catalogs-access-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
        try Data("kept".utf8).write(to: URL(fileURLWithPath: path + "/inside/a.txt"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: path + "/outside.txt"))
        return path
    }

    private func unreadable(_ path: String, _ reason: String) -> CatalogError {
        CatalogError(file: path, position: .start, problem: .unreadable(reason: reason))
    }

    @Test func aLinkInsideTheFolderIsReadAndOneOutIsNot() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let boundary = FolderBoundary(folder + "/inside")
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/in.txt", withDestinationPath: "a.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/out.txt", withDestinationPath: "../outside.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/nowhere.txt", withDestinationPath: "missing.txt")
        #expect(try CatalogFileReader.read(folder + "/inside/in.txt", within: boundary) == Array("kept".utf8))
        #expect(throws: unreadable(folder + "/inside/out.txt", Self.escape)) {
            try CatalogFileReader.read(folder + "/inside/out.txt", within: boundary)
        }
        #expect(throws: unreadable(folder + "/inside/nowhere.txt", Self.escape)) {
            try CatalogFileReader.read(folder + "/inside/nowhere.txt", within: boundary)
        }
        #expect(boundary.refusal(for: folder + "/inside/out.txt") == Self.escape)
        #expect(boundary.refusal(for: folder + "/inside/in.txt") == nil)
    }

    @Test func aFileNamedOnItsOwnMayLinkOnlyBesideIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/beside.txt", withDestinationPath: "a.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/passwd", withDestinationPath: "/etc/passwd")
        #expect(try CatalogFileReader.read(folder + "/inside/beside.txt") == Array("kept".utf8))
        #expect(throws: unreadable(folder + "/inside/passwd", Self.escape)) { try CatalogFileReader.read(folder + "/inside/passwd") }
    }

    @Test func aFolderOnTheWayThatLinksOutIsRefusedToo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: folder + "/elsewhere/Main.storyboard"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/inside/Base.lproj", withDestinationPath: "../elsewhere")
        let boundary = FolderBoundary(folder + "/inside")
        #expect(boundary.refusal(for: folder + "/inside/Base.lproj", expecting: .directory) == Self.escape)
        #expect(boundary.refusal(for: folder + "/inside/Base.lproj/Main.storyboard") == Self.escape)
        #expect(throws: unreadable(folder + "/inside/Base.lproj/Main.storyboard", Self.escape)) {
            try CatalogFileReader.read(folder + "/inside/Base.lproj/Main.storyboard", within: boundary)
        }
    }

    @Test func aFIFOAndAFolderAreRefusedWithWhatTheyAre() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/inside/pipe", 0o644) == 0)
        let boundary = FolderBoundary(folder + "/inside")
        #expect(boundary.refusal(for: folder + "/inside/pipe") == "it is a FIFO, not a regular file")
        #expect(boundary.refusal(for: folder + "/inside") == "it is a directory, not a regular file")
        #expect(throws: unreadable(folder + "/inside/pipe", "it is a FIFO, not a regular file")) {
            try CatalogFileReader.read(folder + "/inside/pipe", within: boundary)
        }
    }

    @Test func aFileChangedSinceItWasReadIsNotReplaced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/inside/a.txt"
        let expected = CatalogError(file: path, position: .start, problem: .changedSinceRead(
            change: "another program wrote it after it was read: 3 bytes then, 4 now"))
        #expect(throws: expected) {
            try FileSetWriter.write([(path, Array("new".utf8))], expecting: [(path, Array("old".utf8))])
        }
        #expect(FileManager.default.contents(atPath: path) == Data("kept".utf8))
        let created = folder + "/inside/b.txt"
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: created))
        #expect(throws: CatalogError(file: created, position: .start, problem: .changedSinceRead(
            change: "it did not exist when it was read and has been created since"))) {
            try FileSetWriter.write([(created, Array("mine".utf8))], expecting: [(created, nil)])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/inside").sorted() == ["a.txt", "b.txt"])
        try FileSetWriter.write([(path, Array("new".utf8))], expecting: [(path, Array("kept".utf8))])
        #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
    }

    @Test func aReadOnlyFileIsNotReplaced() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/inside/a.txt"
        #expect(chmod(path, 0o444) == 0)
        let refusal = CatalogError(file: path, position: .start, problem: .unwritable(
            reason: "the file is read-only; make it writable (chmod u+w) if it should be updated"))
        #expect(throws: refusal) { try FileSetWriter.write([(path, Array("new".utf8))]) }
        #expect(throws: refusal) { try AtomicFileWriter.write(Array("new".utf8), to: path) }
        #expect(FileManager.default.contents(atPath: path) == Data("kept".utf8))
    }

    @Test func leftoversOfAKilledRunAreRemovedAndThoseOfALiveOneKept() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var gone: pid_t = 4_000_000
        while kill(gone, 0) == 0 || errno != ESRCH { gone -= 1 }
        let dead = folder + "/inside/.a.txt.tmp-\(gone)-0"
        let deadBackup = folder + "/inside/.a.txt.tmp-\(gone)-1.old"
        let live = folder + "/inside/.a.txt.tmp-\(getppid())-0"
        for path in [dead, deadBackup, live] { try Data("partial".utf8).write(to: URL(fileURLWithPath: path)) }
        try AtomicFileWriter.write(Array("new".utf8), to: folder + "/inside/a.txt")
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(!FileManager.default.fileExists(atPath: deadBackup))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func theFolderLockMakesASecondRunWait() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var first = try FolderLock(forFilesAt: [folder + "/inside/a.txt"])
        #expect(throws: CatalogError.self) { _ = try FolderLock(forFilesAt: [folder + "/inside/b.txt"], timeout: 0.1) }
        first.release()
        var second = try FolderLock(forFilesAt: [folder + "/inside/b.txt"], timeout: 0.1)
        second.release()
    }
}

/// What the SIGINT/SIGTERM handler removes (`TemporaryFiles.remembered()`): the temporary files
/// of writes under way, until they are renamed into place or removed.
@Suite struct InterruptedWriteTests {
    @Test func aWriteUnderWayIsKnownToTheInterruptHandlerUntilItEnds() throws {
        let folder = NSTemporaryDirectory() + "catalogs-interrupt-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("kept".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
        let temporary = try AtomicFileWriter.writeTemporary(Array("new".utf8), beside: folder + "/a.txt")
        #expect(FileManager.default.fileExists(atPath: temporary.path))
        #expect(TemporaryFiles.remembered().contains(temporary.path))
        unlink(temporary.path)
        TemporaryFiles.forget(temporary.slot)
        #expect(!TemporaryFiles.remembered().contains(temporary.path))
        try AtomicFileWriter.write(Array("new".utf8), to: folder + "/a.txt")
        #expect(!TemporaryFiles.remembered().contains { $0.hasPrefix(folder) })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.txt"])
    }
}
