import Catalogs
import Foundation
import SourceScan
import Testing
@testable import l10n

/// `extract --package`: each target's catalogs are updated from that target's own sources.
@Suite struct ExtractPackageTests {
    private let describeJSON = """
        {
          "name" : "Probe",
          "path" : "/p",
          "targets" : [
            {
              "name" : "Kit",
              "path" : "Sources/Kit",
              "resources" : [
                { "path" : "/p/Sources/Kit/Resources/Localizable.xcstrings", "rule" : { "process" : { } } },
                { "path" : "/p/Sources/Kit/Resources/icon.png", "rule" : { "process" : { } } }
              ],
              "sources" : [ "K.swift", "Deep/A.swift" ],
              "type" : "library"
            },
            { "name" : "App", "path" : "Sources/App", "sources" : [ "main.swift" ], "type" : "executable" }
          ]
        }
        """

    @Test func theDescriptionPairsEachTargetsSourcesWithItsCatalogs() throws {
        let targets = try PackageTargets.parse(Data(describeJSON.utf8), packagePath: "/p")
        #expect(targets.targets.map(\.name) == ["Kit", "App"])
        #expect(targets.targets[0].sources == ["/p/Sources/Kit/Deep/A.swift", "/p/Sources/Kit/K.swift"])
        #expect(targets.targets[0].catalogs == ["/p/Sources/Kit/Resources/Localizable.xcstrings"])
        #expect(targets.targets[1].sources == ["/p/Sources/App/main.swift"])
        #expect(targets.targets[1].catalogs.isEmpty)
    }

    @Test func aDescriptionThatIsNotOneIsAnError() {
        let error = #expect(throws: PackageDescriptionError.self) { try PackageTargets.parse(Data("[]".utf8), packagePath: "/p") }
        #expect(error?.description.hasPrefix("/p: its description is not the JSON expected") == true)
    }

    /// The command plugin passes the package as a description file, since SwiftPM cannot be asked
    /// while it runs the plugin; the package's folder comes from the file's `path`.
    @Test func aDescriptionFileStandsForThePackage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-describe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("package.json")
        try Data(describeJSON.utf8).write(to: file)
        let targets = try PackageTargets.load(file.path)
        #expect(targets == (try PackageTargets.parse(Data(describeJSON.utf8), packagePath: "/p")))
        try Data("{\"name\": \"Probe\"}".utf8).write(to: file)
        let error = #expect(throws: PackageDescriptionError.self) { try PackageTargets.load(file.path) }
        #expect(error?.description.hasPrefix(file.path + ": it is neither a package folder nor the JSON of `swift package describe --type json`") == true)
    }

    private static var swiftIsInstalled: Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: $0 + "/swift") }
    }

    /// Two targets, each with a Localizable catalog: a key only the other target uses is stale in
    /// neither, and a key neither uses is stale in its own.
    @Test(.enabled(if: swiftIsInstalled)) func eachTargetsCatalogIsUpdatedFromItsOwnSources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("extract-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Probe", defaultLocalization: "en", targets: [
                .target(name: "Kit", resources: [.process("Resources")]),
                .target(name: "Settings", resources: [.process("Resources")]),
            ])
            """)
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Kit title" : { },
                "Old" : { },
                "Settings title" : { }
              },
              "version" : "1.0"
            }
            """
        try write("Sources/Kit/Resources/Localizable.xcstrings", catalog)
        try write("Sources/Settings/Resources/Localizable.xcstrings", catalog)
        try write("Sources/Kit/Kit.swift", "let a = Text(\"Kit title\")\n")
        try write("Sources/Settings/Settings.swift", "let b = Text(\"Settings title\")\n")
        let output = try ExtractCommand.parse(["--package", root.path, "--format", "xcstrings"]).render().output
        let kit = try XCStringsFile.read(contentsOf: root.path + "/Sources/Kit/Resources/Localizable.xcstrings")
        let settings = try XCStringsFile.read(contentsOf: root.path + "/Sources/Settings/Resources/Localizable.xcstrings")
        #expect(kit.strings.map { "\($0.key): \($0.extractionState ?? "-")" } == ["Kit title: -", "Old: stale", "Settings title: stale"])
        #expect(settings.strings.map { "\($0.key): \($0.extractionState ?? "-")" } == ["Kit title: stale", "Old: stale", "Settings title: -"])
        #expect(output.contains("Kit/Resources/Localizable.xcstrings: 3 keys, 0 new, 2 stale"))
    }
}
