import Catalogs
import Foundation
import Testing

/// Special files — FIFOs, folders, symbolic links — are never read as catalogs nor replaced by a write.
@Suite struct SpecialFileTests {
    private func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "catalogs-special-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/f.xcstrings"
        #expect(mkfifo(path, 0o644) == 0)
        let outcome = Deadline.run(seconds: 10, unblocking: path) { () -> CatalogError? in
            Fixture.error { () throws(CatalogError) in try CatalogFileReader.read(path) }
        }
        #expect(outcome == .some(CatalogError(file: path, position: .start, problem: .unreadable(reason: "it is a FIFO, not a regular file"))))
        #expect(outcome??.description == path + ": cannot read file: it is a FIFO, not a regular file")
    }

    @Test func aFolderIsNotReadAsAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let failure = Fixture.error { () throws(CatalogError) in try CatalogFileReader.read(folder) }
        #expect(failure?.problem == .unreadable(reason: "it is a directory, not a regular file"))
    }

    @Test func aWriteDoesNotReplaceAFIFO() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/baseline.json"
        #expect(mkfifo(path, 0o644) == 0)
        let failure = Fixture.error { () throws(CatalogError) in try AtomicFileWriter.write([1], to: path) }
        #expect(failure?.problem == .unwritable(reason: "it is a FIFO, not a regular file; only a regular file is replaced"))
        #expect(FileKind.of(linkAt: path) == .fifo)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["baseline.json"])
    }

    @Test func aWriteDoesNotReplaceASymbolicLinkNorItsTarget() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("kept".utf8).write(to: URL(fileURLWithPath: folder + "/target"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/target")
        let failure = Fixture.error { () throws(CatalogError) in try AtomicFileWriter.write([1], to: folder + "/link") }
        #expect(failure?.description == folder + "/link: cannot write file: it is a symbolic link, not a regular file; only a regular file is replaced")
        #expect(FileKind.of(linkAt: folder + "/link") == .symbolicLink)
        #expect(FileManager.default.contents(atPath: folder + "/target") == Data("kept".utf8))
    }

    @Test func aWriteDoesNotReplaceAFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/x.strings", withIntermediateDirectories: false)
        let failure = Fixture.error { () throws(CatalogError) in try AtomicFileWriter.write([1], to: folder + "/x.strings") }
        #expect(failure?.problem == .unwritable(reason: "it is a directory, not a regular file; only a regular file is replaced"))
    }

    @Test func makeFolderRefusesALinkItWasNotToldToFollow() throws {
        let folder = try temporaryFolder()
        let elsewhere = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/renders", withDestinationPath: elsewhere)
        let failure = Fixture.error { () throws(CatalogError) in try AtomicFileWriter.makeFolder(folder + "/renders", followingLink: false) }
        #expect(failure?.problem == .unwritable(reason: "it is a symbolic link, not a folder"))
        // The folder a user names may be a link.
        #expect(Fixture.error { () throws(CatalogError) in try AtomicFileWriter.makeFolder(folder + "/renders", followingLink: true) } == nil)
        // Missing folders are made, with the folders above them.
        #expect(Fixture.error { () throws(CatalogError) in try AtomicFileWriter.makeFolder(folder + "/a/b/c", followingLink: false) } == nil)
        #expect(FileKind.of(linkAt: folder + "/a/b/c") == .directory)
    }
}

/// Runs a body that might block on a FIFO with a deadline, so that a regression fails the test
/// instead of hanging the suite: after the deadline the FIFO is opened for writing, which releases
/// a reader stuck in `open`, and the result is nil.
enum Deadline {
    static func run<T: Sendable>(seconds: Int, unblocking fifo: String, _ body: @escaping @Sendable () -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        Thread.detachNewThread {
            box.set(body())
            done.signal()
        }
        if done.wait(timeout: .now() + .seconds(seconds)) == .success { return box.value }
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        return nil
    }
}

/// A value handed from one thread to another.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T?
    func set(_ value: T) { lock.withLock { stored = value } }
    var value: T? { lock.withLock { stored } }
}
