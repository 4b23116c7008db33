import ArgumentParser
import Foundation

/// `l10n generate-docs`: writes the rule reference (`Docs/Rules`) from the rules' own descriptions,
/// as swift-format's and SwiftLint's generators do; `--check` only says which files are stale.
struct GenerateDocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-docs",
        abstract: "Write the rule reference (Docs/Rules) from the rules' descriptions.",
        discussion: """
        Run from the repository root after adding or changing a rule; the test suite fails while a page is stale.
        Examples:
          l10n generate-docs
          l10n generate-docs --check
        """,
        shouldDisplay: false
    )

    @Option(help: "The folder to write (default: Docs/Rules).")
    var output: String = RuleReference.folder

    @Flag(help: "Write nothing; list the stale files and exit 1 when there are any.")
    var check = false

    func run() throws {
        let stale = try RuleReferenceWriter.staleFiles(in: output)
        if check {
            for name in stale { print("\(output)/\(name) is stale") }
            if !stale.isEmpty {
                print("run `\(RuleReference.command)` from the repository root")
                throw ExitCode(1)
            }
            return
        }
        try RuleReferenceWriter.write(to: output)
        print("\(RuleReference.files.count) files in \(output), \(stale.count) changed")
    }
}

/// Compares the rule reference with a folder and writes it there.
enum RuleReferenceWriter {
    /// The names of the files in `folder` that differ from the reference, are missing, or are left
    /// over from a rule that no longer exists.
    static func staleFiles(in folder: String) throws -> [String] {
        let expected = Dictionary(RuleReference.files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        let leftOver = markdownFiles(in: folder).filter { expected[$0] == nil }
        let differing = expected.filter { name, text in
            FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) } != text
        }.map(\.key)
        return (leftOver + differing).sorted()
    }

    /// Writes every page and removes pages of rules that no longer exist.
    static func write(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = Set(RuleReference.files.map(\.name))
        for name in markdownFiles(in: folder) where !names.contains(name) {
            try FileManager.default.removeItem(atPath: folder + "/" + name)
        }
        for file in RuleReference.files {
            let url = URL(fileURLWithPath: folder + "/" + file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .atomic)
        }
    }

    /// The Markdown files in `folder` and its family folders one level down, by relative path.
    private static func markdownFiles(in folder: String) -> [String] {
        let top = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return top.flatMap { name -> [String] in
            if name.hasSuffix(".md") { return [name] }
            let inside = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + name)) ?? []
            return inside.filter { $0.hasSuffix(".md") }.map { name + "/" + $0 }
        }
    }
}
