import Catalogs
import Foundation

/// A Swift source to scan: a path for reports and its text, read from disk or given in memory.
public struct SourceFile: Sendable, Hashable {
    /// The path reports show.
    public var path: String
    /// The file's bytes (UTF-8).
    public var contents: [UInt8]

    /// A source given in memory (tests, editors).
    public init(path: String, text: String) {
        self.path = path
        self.contents = Array(text.utf8)
    }

    /// A source read from bytes already loaded.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }
}

/// A path given to the scanner that is neither a Swift file nor a folder.
public struct SourcePathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String

    public var description: String { "\(path): no such file or folder" }
}

/// Finds the `.swift` files under the given paths, sorted, skipping build output and hidden folders.
enum SwiftFileFinder {
    /// Folders never scanned: build products and dependency checkouts.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    static func find(_ paths: [String]) throws(SourcePathError) -> [String] {
        try findWithBoundaries(paths).map(\.path)
    }

    /// The files as `find` lists them, each with the folder given that it is read within (nil for
    /// a file named on its own: the folder holding it).
    static func findWithBoundaries(_ paths: [String]) throws(SourcePathError) -> [(path: String, boundary: FolderBoundary?)] {
        var found: [String: FolderBoundary?] = [:]
        let fileManager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else { throw SourcePathError(path: path) }
            if !isFolder.boolValue {
                if found[path] == nil { found[path] = .some(nil) }
                continue
            }
            let root = path.hasSuffix("/") ? String(path.dropLast()) : path
            guard let walker = fileManager.enumerator(atPath: root) else { throw SourcePathError(path: path) }
            let boundary = FolderBoundary(root)
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || skippedFolders.contains(name) {
                    walker.skipDescendants()
                    continue
                }
                let file = root + "/" + relative
                if name.hasSuffix(".swift"), boundary.admits(file), found[file] == nil { found[file] = boundary }
            }
        }
        return found.keys.sorted().map { (path: $0, boundary: found[$0] ?? nil) }
    }
}
