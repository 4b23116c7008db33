#if os(Linux)
import Foundation
import SwiftUI

/// Where `PreviewProvider` types are declared. The compiler records a `#Preview`'s file and line
/// but not a conforming type's, so the sources of the previews' targets are read for the line
/// that declares the type as a `PreviewProvider`.
public struct ProviderLocations: Sendable {
    /// The Swift files read, by path.
    private let files: [(path: String, lines: [Substring])]

    /// Locations read from the `.swift` files under `folders` (none: every provider is placed at
    /// its module and type name, line 0).
    public init(folders: [String] = []) {
        var files: [(String, [Substring])] = []
        for folder in folders {
            let root = URL(fileURLWithPath: folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            var paths: [String] = []
            for case let url as URL in walk where url.pathExtension == "swift" { paths.append(url.path) }
            for path in paths.sorted() {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        self.files = files
    }

    /// The file and line of the declaration of `record`'s provider type (named by the record),
    /// preferring one that names `PreviewProvider` on its line; the record's own place when none
    /// is found.
    public func declaration(of record: PreviewRecord) -> (file: String, line: Int) {
        guard let type = record.name else { return (record.filePath, record.line) }
        var anyDeclaration: (file: String, line: Int)?
        for file in files {
            for (index, line) in file.lines.enumerated() where Self.declares(type, in: line) {
                if line.contains("PreviewProvider") { return (file.path, index + 1) }
                if anyDeclaration == nil { anyDeclaration = (file.path, index + 1) }
            }
        }
        return anyDeclaration ?? (record.fileID, 0)
    }

    /// Whether `line` declares (or extends) a type named `type`.
    static func declares(_ type: String, in line: Substring) -> Bool {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        for (index, word) in words.enumerated().dropLast() where ["struct", "class", "enum", "extension"].contains(word) {
            if words[index + 1] == type { return true }
        }
        return false
    }
}
#endif
