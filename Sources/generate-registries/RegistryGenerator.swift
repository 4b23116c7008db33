import Foundation

/// Writes every family's registry, or lists the stale ones.
enum RegistryGenerator {
    /// Each family's output file and the text it should hold.
    static func files(root: String, families: [RegistryFamily] = RegistryFamily.all) throws -> [(path: String, text: String)] {
        try families.map { family in
            (family.output, RegistryFile.text(of: family, rules: try RuleScan.rules(in: family.folder, conformingTo: family.conformance, root: root)))
        }
    }

    /// The output files (relative to `root`) whose contents differ from what would be generated.
    static func staleFiles(root: String, families: [RegistryFamily] = RegistryFamily.all) throws -> [String] {
        try files(root: root, families: families).filter { file in
            FileManager.default.contents(atPath: root + "/" + file.path).map { String(decoding: $0, as: UTF8.self) } != file.text
        }.map(\.path)
    }

    /// Writes the files that are stale; returns their paths.
    static func write(root: String, families: [RegistryFamily] = RegistryFamily.all) throws -> [String] {
        let stale = try staleFiles(root: root, families: families)
        for file in try files(root: root, families: families) where stale.contains(file.path) {
            try Data(file.text.utf8).write(to: URL(fileURLWithPath: root + "/" + file.path), options: .atomic)
        }
        return stale
    }
}
