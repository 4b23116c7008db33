import Foundation
import Testing

/// The command examples of the README and the DocC articles print what they say they print: each
/// fenced block that starts with `$ swift run l10n …` is run with the built tool from the
/// repository root and its output compared with the rest of the block.
@Suite struct DocumentationExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let prefix = "$ swift run l10n "

    /// One example: where it is written, the command and what the document says it prints.
    struct Example: CustomTestStringConvertible, Sendable {
        var document: String
        var line: Int
        var command: String
        var printed: [String]
        var testDescription: String { "\(document):\(line)" }
    }

    /// The README and every article of the DocC catalogs under `Sources`.
    static func documents() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        var found = ["README.md"]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let catalog = sources.appendingPathComponent(module).appendingPathComponent(module + ".docc")
            guard let articles = try? FileManager.default.contentsOfDirectory(atPath: catalog.path) else { continue }
            found += articles.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(module)/\(module).docc/\($0)" }
        }
        return found
    }

    static func examples() throws -> [Example] {
        try documents().flatMap { document -> [Example] in
            let lines = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var found: [Example] = []
            var index = 0
            while index + 1 < lines.count {
                if lines[index].hasPrefix("```"), lines[index + 1].hasPrefix(prefix) {
                    var end = index + 2
                    while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                    found.append(Example(document: document, line: index + 2, command: String(lines[index + 1].dropFirst(2)),
                                         printed: Array(lines[(index + 2)..<end])))
                    index = end
                }
                index += 1
            }
            return found
        }
    }

    @Test func theDocumentsHaveExamples() throws {
        #expect(try Self.examples().count >= 8)
    }

    @Test(.enabled(if: BuiltTool.url != nil, "no built l10n next to the tests; build it with `swift build`"),
          arguments: (try? examples()) ?? [])
    func anExamplePrintsWhatItsDocumentSays(_ example: Example) throws {
        let tool = try #require(BuiltTool.url)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", tool.path + " " + example.command.dropFirst("swift run l10n ".count)]
        process.currentDirectoryURL = Self.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        #expect(lines == example.printed,
                "\(example.document):\(example.line): `\(example.command)` prints something else now; run Scripts/doc-examples --update and read the diff")
    }
}
