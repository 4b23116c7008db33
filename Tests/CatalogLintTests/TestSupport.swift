import Diagnostics
import Foundation
@testable import CatalogLint

/// A catalog folder written to a fresh temporary folder for one test, removed when the test ends.
final class TemporaryCatalog {
    let root: String

    init(_ files: [(path: String, bytes: [UInt8])]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10nlint-\(UUID().uuidString)").path
        var folders: Set<String> = []
        for file in files {
            let url = URL(fileURLWithPath: root + "/" + file.path)
            let folder = url.deletingLastPathComponent().path
            if folders.insert(folder).inserted {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            guard let handle = fopen(url.path, "wb") else { throw CocoaError(.fileWriteUnknown) }
            _ = file.bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
            fclose(handle)
        }
    }

    convenience init(_ example: RuleExample) throws {
        try self.init(example.files)
    }

    convenience init(text files: [(String, String)]) throws {
        try self.init(files.map { ($0.0, Array($0.1.utf8)) })
    }

    deinit { Self.remove(root) }

    /// Removes a folder tree with plain POSIX calls (Foundation's `removeItem` is slow on big trees).
    private static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The absolute path of `relative` inside the folder.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Lints the folder with only `rule` enabled (all rules when nil).
    func lint(only rule: String? = nil, options: LintOptions = LintOptions(), paths: [String]? = nil) throws -> [Diagnostic] {
        var options = options
        if let rule {
            options.disabledRules = Set(CatalogLinter.rules.map(\.id)).subtracting([rule])
        }
        return try CatalogLinter(options: options).lint(paths: paths ?? [root]).diagnostics
    }
}

/// The path of `../shared/corpora` seen from the package root, or nil when it is not there.
func corporaFolder() -> String? {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let corpora = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora").path
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: corpora, isDirectory: &isFolder) && isFolder.boolValue ? corpora : nil
}
