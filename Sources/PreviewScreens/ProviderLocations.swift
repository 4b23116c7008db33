#if os(Linux)
import Foundation
import L10n
import SwiftUI
import ToolSupport

/// Where `PreviewProvider` types are declared. The compiler records a `#Preview`'s file and line
/// but not a conforming type's, so the sources of the previews' targets are read for the line
/// that declares the type as a `PreviewProvider`.
public struct ProviderLocations: Sendable {
    /// The Swift files read, by path.
    private let files: [(path: String, lines: [Substring])]
    /// Every line that declares or extends a type, by the type's name, in file and line order,
    /// and whether the line names `PreviewProvider`: read once, looked up per record.
    private let declarations: [String: [(file: Int, line: Int, provider: Bool)]]

    /// Locations read from the `.swift` files under `folders` (none: every provider is placed at
    /// its module and type name, line 0).
    public init(folders: [String] = []) {
        var files: [(String, [Substring])] = []
        for folder in folders {
            let root = URL(fileURLWithPath: folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            var paths: [String] = []
            for case let url as URL in walk where url.pathExtension == "swift" { paths.append(url.path) }
            let boundary = FolderBoundary(folder)
            for path in paths.sorted() {
                // Under the tool's file-access policy: a link out of the folder or a FIFO is not read.
                guard let bytes = try? CatalogFileReader.read(path, within: boundary),
                      let text = String(validating: bytes, as: UTF8.self) else { continue }
                files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        self.files = files
        var declarations: [String: [(file: Int, line: Int, provider: Bool)]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (index, line) in file.1.enumerated() {
                for type in SwiftIdentifiers.typesDeclared(in: line) {
                    declarations[type, default: []].append((fileIndex, index, line.contains("PreviewProvider")))
                }
            }
        }
        self.declarations = declarations
    }

    /// The file and line of the declaration of `record`'s provider type (named by the record),
    /// preferring one that names `PreviewProvider` on its line; the record's own place when none
    /// is found.
    public func declaration(of record: PreviewRecord) -> (file: String, line: Int) {
        guard let found = declarationIndex(of: record) else {
            return record.name == nil ? (record.filePath, record.line) : (record.fileID, 0)
        }
        return (files[found.file].path, found.line + 1)
    }

    /// The string literals written in the declaration of `record`'s provider type: its sample
    /// data (none when the declaration is not found).
    public func sampleLiterals(of record: PreviewRecord) -> [String] {
        guard let found = declarationIndex(of: record) else { return [] }
        return DeclarationLiterals.literals(in: files[found.file].lines[found.line...].joined(separator: "\n"))
    }

    /// Where the provider type of `record` is declared: the file's index and the line's (from 0).
    private func declarationIndex(of record: PreviewRecord) -> (file: Int, line: Int)? {
        guard let type = record.name, let found = declarations[type], let first = found.first else { return nil }
        let chosen = found.first(where: \.provider) ?? first
        return (chosen.file, chosen.line)
    }

    /// The `PreviewProvider`s the sources declare that none of `records` is: a type declared as
    /// a provider on one line (`struct Card_Previews: PreviewProvider {`) whose conformance the
    /// program does not hold. An optimized build leaves out an internal type nothing refers to,
    /// and with it the record a provider is found by, unless its module is compiled with
    /// `-enable-testing` (as SwiftPM's debug builds are); an `#if` may leave it out too.
    public func unlinked(_ records: [PreviewRecord]) -> [(type: String, file: String, line: Int)] {
        let linked = Set(records.filter(\.isPreviewProvider).compactMap(\.name))
        var missing: [(type: String, file: String, line: Int)] = []
        for file in files {
            for (index, line) in file.lines.enumerated() {
                guard let type = Self.providerDeclared(in: line), !linked.contains(type) else { continue }
                missing.append((type, file.path, index + 1))
            }
        }
        return missing
    }

    /// The type `line` declares as a `PreviewProvider` (`struct Card_Previews: PreviewProvider`,
    /// `extension Card: PreviewProvider`), if it does.
    static func providerDeclared(in line: Substring) -> String? {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard let colon = code.firstIndex(of: ":"), code[colon...].contains("PreviewProvider") else { return nil }
        let words = code[..<colon].split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard words.count >= 2, ["struct", "class", "enum", "extension"].contains(words[words.count - 2]) else { return nil }
        return String(words[words.count - 1])
    }

    /// Whether `line` declares (or extends) a type named `type`.
    static func declares(_ type: String, in line: Substring) -> Bool {
        SwiftIdentifiers.typesDeclared(in: line).contains(type)
    }
}
#endif
