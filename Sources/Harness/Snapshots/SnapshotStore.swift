import ToolSupport
import Diagnostics
import Foundation
import L10n
import ScreenKit
import Synchronization

/// Compares each render's `tree` output with the snapshot recorded in a folder (or records it),
/// as renders are made: `<screen>.<state>.<locale>.<size>.<device>.<scheme>.tree.txt`, prefixed
/// with the app's variant (`as-written.`) when it is not the default one, so the variants of an
/// app can share a folder.
public final class SnapshotStore: RenderObserver {
    /// The folder of snapshots.
    public let directory: String
    /// Whether to write snapshots instead of comparing.
    public let record: Bool
    /// What the file names start with: the variant and a dot, or nothing.
    private let prefix: String
    /// The folder's boundary: a snapshot is read only through links that stay inside it (one
    /// planted as a link to `/etc/passwd` would print that file's lines in the diff).
    private let boundary: FolderBoundary

    private struct Progress {
        var compared = 0
        var changed: [SnapshotSummary.Change] = []
        var missing: [String] = []
        var failures: [CatalogError] = []
    }

    private let state = Mutex(Progress())

    /// A store over `directory` for the app's `variant` (nil for its default one); when
    /// `record`, the folder is created if needed.
    public init(directory: String, record: Bool, variant: String? = nil) throws(SnapshotError) {
        self.directory = directory
        self.record = record
        self.prefix = variant.map { $0 + "." } ?? ""
        self.boundary = FolderBoundary(directory)
        if record {
            do {
                try AtomicFileWriter.makeFolder(directory, followingLink: true)
            } catch {
                throw SnapshotError(path: error.file, problem: "cannot create the folder: \(error.message)")
            }
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw SnapshotError(path: directory, problem: "no such folder; record snapshots first with --record")
            }
        }
    }

    /// The file name of `cell`'s snapshot, for the default variant.
    public static func fileName(for cell: MatrixCell) -> String { cell.fileStem + ".tree.txt" }

    public func observe(_ screen: LaidOutScreen, cell: MatrixCell, findings: [Diagnostic]) {
        let name = prefix + Self.fileName(for: cell)
        let path = (directory as NSString).appendingPathComponent(name)
        let tree = screen.rendered(as: .tree)
        if record {
            do {
                try AtomicFileWriter.write(Array(tree.utf8), to: path)
                state.withLock { $0.compared += 1 }
            } catch {
                state.withLock { $0.failures.append(error) }
            }
            return
        }
        guard FileKind.of(linkAt: path) != nil else {
            state.withLock {
                $0.compared += 1
                $0.missing.append(name)
            }
            return
        }
        let data: [UInt8]
        do {
            data = try CatalogFileReader.read(path, within: boundary)
        } catch {
            state.withLock { $0.failures.append(error) }
            return
        }
        let recorded = String(decoding: data, as: UTF8.self)
        let diff = recorded == tree ? "" : UnifiedDiff.shortForm(from: recorded, to: tree)
        state.withLock {
            $0.compared += 1
            if !diff.isEmpty { $0.changed.append(SnapshotSummary.Change(file: name, diff: diff)) }
        }
    }

    /// What the run found, in file order; throws the first file that could not be written or read.
    public func summary() throws(SnapshotError) -> SnapshotSummary {
        let progress = state.withLock { $0 }
        if let failure = progress.failures.min(by: { $0.file < $1.file }) {
            throw SnapshotError(path: failure.file, problem: (record ? "cannot write the snapshot: " : "cannot read the snapshot: ") + failure.message)
        }
        return SnapshotSummary(directory: directory, recorded: record, compared: progress.compared,
                               changed: progress.changed.sorted { $0.file < $1.file }, missing: progress.missing.sorted())
    }
}

/// A snapshot folder or file that cannot be used, with what went wrong.
public struct SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The folder or file.
    public var path: String
    /// What went wrong.
    public var problem: String

    public var description: String { "\(path): \(problem)" }
}
