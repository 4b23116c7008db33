import Foundation
import PackagePlugin

/// The part of `swift package describe --type json` that `l10n extract --package` reads (each
/// target's folder, Swift sources and resources), written from what SwiftPM tells the plugin.
struct PackageDescriptionFile: Encodable {
    struct Target: Encodable {
        var name: String
        var path: String
        var sources: [String]
        var resources: [Resource]
    }

    struct Resource: Encodable {
        var path: String
    }

    var name: String
    var path: String
    var targets: [Target]

    init(_ package: Package) {
        // The tool runs in the package's folder, so paths relative to it read as a user writes them.
        let root = package.directoryURL.path
        name = package.displayName
        path = "."
        targets = package.targets.compactMap { $0 as? SourceModuleTarget }.compactMap { target in
            guard let folder = target.folder else { return nil }
            let files = Array(target.sourceFiles)
            return Target(
                name: target.name,
                path: relativePath(folder, to: root),
                sources: files.filter { $0.type == .source }.map { relativePath($0.url.path, to: folder) }.sorted(),
                resources: files.filter { $0.type == .resource }.map { Resource(path: relativePath($0.url.path, to: root)) }
                    .sorted { $0.path < $1.path })
        }
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(self)
    }
}

extension SourceModuleTarget {
    /// The target's folder (Swift or C), or nil for a kind of target without one.
    var folder: String? {
        (self as? SwiftSourceModuleTarget)?.directoryURL.path ?? (self as? ClangSourceModuleTarget)?.directoryURL.path
    }
}

/// `path` relative to `root` when it lies inside it, else as it is.
func relativePath(_ path: String, to root: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
}
