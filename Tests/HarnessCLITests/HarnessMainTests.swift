import Foundation
import Harness
import HarnessCLI
import ScreenKit
import Testing

/// A screens executable's type, as a package writes it in three lines.
enum ShopScreens: HarnessMain {
    static let screens = [
        ScreenPreview("cart", summary: "The cart") { Text("Cart").lineLimit(1).frame(width: 60) },
        ScreenPreview("checkout", states: ["default", "paid"]) { state in Text(state == "paid" ? "Thank you" : "Pay") },
    ]
}

/// An app whose two screens claim one id.
enum ClashingScreens: HarnessMain {
    static let screens = [ScreenPreview("a", file: "/shop/A.swift", line: 1) { Text("A") },
                          ScreenPreview("a", file: "/shop/B.swift", line: 2) { Text("B") }]
}

/// The harness's command line over a package's own screens.
@Suite struct HarnessMainTests {
    /// A folder of catalogs in en and de, removed afterwards.
    static func withCatalogs(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (language, cart) in [("en", "Cart"), ("de", "Einkaufswagen")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try Data("\"Cart\" = \"\(cart)\";\n\"Pay\" = \"Pay\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        try body(folder.path)
    }

    @Test func checkRunsThePackagesScreens() throws {
        try Self.withCatalogs { catalogs in
            let command = try CheckCommand<ShopScreens>.parse(["--catalogs", catalogs, "--screens", "cart", "--locales", "en,de",
                                                               "--sizes", "L", "--devices", "iphone-se", "--schemes", "light"])
            let outcome = command.execute()
            #expect(outcome.status == 1, "\(outcome.output)")
            #expect(outcome.output.contains("error text-clipped"))
            #expect(outcome.output.contains("Einkaufswagen"))
            #expect(!outcome.output.contains("Do It"))
        }
    }

    @Test func renderAndScreensUseTheRegistry() throws {
        try Self.withCatalogs { catalogs in
            let text = try RenderCommand<ShopScreens>.parse(["checkout", "--state", "paid", "--catalogs", catalogs]).render()
            #expect(text.hasPrefix("checkout/paid · iPhone 16 · en · L · light\n"))
            #expect(ScreensCommand<ShopScreens>.render(ShopScreens.screens, variants: []) == "cart       The cart\n  default\ncheckout\n  default\n  paid\n")
        }
    }

    @Test func aClashIsAnErrorNamingBothDeclarations() throws {
        try Self.withCatalogs { catalogs in
            let outcome = try CheckCommand<ClashingScreens>.parse(["--catalogs", catalogs]).execute()
            #expect(outcome.status == 2)
            #expect(outcome.message == "two screens have the id 'a': /shop/A.swift:1 and /shop/B.swift:2; give each screen its own id")
            #expect(outcome.output.isEmpty)
        }
    }

    @Test func withoutCatalogsItSaysWhereItLooked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shop-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Shop"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CommandFailure(message: "no catalogs found (looked in Localizations, Sources/Shop/Resources, Sources/Shop); "
                                           + "name a folder with --catalogs DIR", code: 2)) {
            try ShopScreens.source(for: ScreenChoice(directory: folder.path))
        }
    }

    @Test func variantsAndExamplesAreTheAppsOwn() {
        #expect(throws: CommandFailure.usage("--variant: \(ShopScreens.title) has no variants")) {
            try ShopScreens.source(for: ScreenChoice(variant: "beta", catalogs: "/x"))
        }
        #expect(throws: CommandFailure.self) { try ShopScreens.source(for: ScreenChoice(example: "doit", catalogs: "/x")) }
    }

    /// The `v*` tag of the commit under test, if it has one.
    static let releaseTag: String? = {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "describe", "--tags", "--exact-match", "--match", "v*"]
        git.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let output = Pipe()
        git.standardOutput = output
        git.standardError = Pipe()
        guard (try? git.run()) != nil else { return nil }
        let tag = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        git.waitUntilExit()
        return git.terminationStatus == 0 && !tag.isEmpty ? tag : nil
    }()

    @Test(.enabled(if: releaseTag != nil, "the commit under test has no v* tag, so there is no release to compare --version with"))
    func theVersionIsTheTagOfTheBuiltCommitWhenItHasOne() throws {
        #expect(Self.releaseTag == "v" + ToolVersion.current)
    }
}
