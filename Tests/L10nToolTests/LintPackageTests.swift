import ArgumentParser
import Foundation
import Testing
@testable import l10n

/// `lint --package`: each target's sources are checked against its own catalogs.
@Suite struct LintPackageTests {
    /// A package of three targets, described in the file the command plugin writes: `Kit` and
    /// `Settings` each with a String Catalog, `App` with none.
    private func makePackage() throws -> (root: URL, description: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-package-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func catalog(_ keys: [String]) -> String {
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
                + keys.map { "    \"\($0)\" : { }" }.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
        }
        try write("Sources/Kit/Resources/Localizable.xcstrings", catalog(["Kit title", "Old"]))
        try write("Sources/Settings/Resources/Localizable.xcstrings", catalog(["Settings title"]))
        try write("Sources/Kit/Kit.swift", "let a = Text(\"Kit title\")\n")
        try write("Sources/Settings/Settings.swift", "let b = Text(\"Settings title\")\nlet c = Text(\"Kit title\")\n")
        try write("Sources/App/App.swift", "struct Row: View { let title: String; var body: some View { Text(title) } }\n"
            + "let row = Row(title: \"Shown as it is\")\n")
        let base = root.path
        try write("package.json", """
            {
              "name" : "Probe", "path" : "\(base)",
              "targets" : [
                { "name" : "Kit", "path" : "Sources/Kit", "sources" : [ "Kit.swift" ],
                  "resources" : [ { "path" : "\(base)/Sources/Kit/Resources/Localizable.xcstrings" } ] },
                { "name" : "Settings", "path" : "Sources/Settings", "sources" : [ "Settings.swift" ],
                  "resources" : [ { "path" : "\(base)/Sources/Settings/Resources/Localizable.xcstrings" } ] },
                { "name" : "App", "path" : "Sources/App", "sources" : [ "App.swift" ] }
              ]
            }
            """)
        return (root, root.appendingPathComponent("package.json"))
    }

    @Test func eachTargetsSourcesAreCheckedAgainstItsOwnCatalogs() throws {
        let (root, description) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse(["--package", description.path, "--format", "json"]).execute()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let found = try #require(object["diagnostics"] as? [[String: Any]])
            .filter { ["key-not-in-catalog", "unused-key", "unlocalized-text"].contains($0["rule"] as? String) }
            .map { "\($0["rule"] as? String ?? ""): \(($0["file"] as? String ?? "").split(separator: "/").suffix(3).joined(separator: "/")) \($0["key"] as? String ?? "")" }
        // Settings' code looks up a key only Kit's catalog has; Kit's "Old" is used by no code of
        // Kit; App has no catalog, so its `Text(title)` is not checked.
        #expect(found == [
            "unused-key: Kit/Resources/Localizable.xcstrings Old",
            "key-not-in-catalog: Sources/Settings/Settings.swift Kit title",
        ])
        #expect(outcome.status == 1)
    }

    @Test func thePackageStandsForPathsAndSources() throws {
        let cases = [
            (["--package", ".", "Localizations"], "--package lints the package's targets: give no paths with it"),
            (["--package", ".", "--sources", "Sources"], "--package checks each target's own sources: give no --sources with it"),
        ]
        for (arguments, message) in cases {
            let error = #expect(throws: (any Error).self) { try LintCommand.parse(arguments) }
            #expect(error.map(LintCommand.message(for:)) == message)
        }
    }

    @Test func aPackageWithNoCatalogIsAnError() throws {
        let (root, description) = try makePackage()
        defer { try? FileManager.default.removeItem(at: root) }
        let json = try String(contentsOf: description, encoding: .utf8)
            .replacingOccurrences(of: "Localizable.xcstrings", with: "icon.png")
        try Data(json.utf8).write(to: description)
        let outcome = try LintCommand.parse(["--package", description.path]).execute()
        #expect(outcome.status == 2)
        #expect(outcome.message == "\(description.path): no target of the package has a catalog (.xcstrings, .strings or .stringsdict) among its resources")
    }
}
