import Foundation
import Testing

/// A fresh temporary folder of files for a test, removed with everything in it (read-only files
/// and folders too) when the test lets it go.
final class TemporaryFolder {
    /// The folder's path.
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-test-\(UUID().uuidString)").path

    /// The folder holding `files`, by path inside it.
    init(_ files: [String: String] = [:]) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    /// Writes `text` at `path` inside the folder, making the folders on the way.
    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// A symbolic link at `path` inside the folder, to `target`.
    func link(_ path: String, to target: String) throws {
        try FileManager.default.createDirectory(atPath: (root + "/" + path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target)
    }

    /// A FIFO at `path` inside the folder.
    func fifo(_ path: String) {
        try? FileManager.default.createDirectory(atPath: (root + "/" + path as NSString).deletingLastPathComponent,
                                                 withIntermediateDirectories: true)
        #expect(mkfifo(root + "/" + path, 0o644) == 0)
    }

    deinit {
        // Tests make files and folders read-only: give the owner every right back, then remove.
        let remover = Process()
        remover.executableURL = URL(fileURLWithPath: "/bin/sh")
        remover.arguments = ["-c", "chmod -R u+rwX \"$1\" 2>/dev/null; rm -rf \"$1\"", "remove", root]
        try? remover.run()
        remover.waitUntilExit()
    }
}
