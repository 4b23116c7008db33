import Foundation
import HarnessCLI
import Testing
@testable import l10n

/// `l10n check` in a package that is not Do It's: it renders nothing, exits with status 2 and
/// says how to point it at the package's screens.
@Suite struct UnrelatedPackageTests {
    /// A temporary package with a target and catalogs of its own, removed afterwards.
    static func withPackage(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unrelated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lproj = folder.appendingPathComponent("Sources/Shop/Resources/de.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\")\n".utf8)
            .write(to: folder.appendingPathComponent("Package.swift"))
        try Data("\"Cart\" = \"Warenkorb\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        try body(folder)
    }

    @Test func doItIsNotTheDefaultThere() throws {
        try Self.withPackage { folder in
            #expect(throws: CommandFailure(message: DoItApp.notHere, code: 2)) {
                try DoItApp.source(for: ScreenChoice(directory: folder.path))
            }
        }
    }

    @Test func theExampleNeedsDoItsCatalogsThere() throws {
        try Self.withPackage { folder in
            #expect(throws: CommandFailure.self) { try DoItApp.source(for: ScreenChoice(example: "doit", directory: folder.path)) }
            let source = try DoItApp.source(for: ScreenChoice(example: "doit", catalogs: "/l10n/Localizations", directory: folder.path))
            #expect(source.registry.ids.first == "home")
        }
    }

    /// The built tool, run in the package: the exit status, standard output and standard error.
    @Test(.enabled(if: BuiltTool.url != nil, "no built l10n next to the tests; build it with `swift build`"))
    func theToolExitsWithTwoAndRendersNothing() throws {
        let tool = try #require(BuiltTool.url)
        try Self.withPackage { folder in
            for command in [["check"], ["render", "home"], ["screens"]] {
                let process = Process()
                process.executableURL = tool
                process.arguments = command
                process.currentDirectoryURL = folder
                let output = Pipe()
                let errors = Pipe()
                process.standardOutput = output
                process.standardError = errors
                try process.run()
                let printed = output.fileHandleForReading.readDataToEndOfFile()
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 2, "\(command)")
                #expect(printed.isEmpty, "\(command)")
                #expect(message == "l10n: " + DoItApp.notHere + "\n")
                #expect(message.contains("swift package l10n check --target AppScreens"))
            }
        }
    }
}
