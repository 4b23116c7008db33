import ArgumentParser
import Foundation
import Testing
@testable import l10n
import DoIt
import Harness
import HarnessCLI

@Suite struct RenderCommandTests {
    /// The package's catalogs, named explicitly so the tests do not depend on the working directory.
    static let catalogs: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Localizations").path
    }()

    private func render(_ arguments: [String]) throws -> String {
        try RenderCommand.parse(arguments + ["--catalogs", Self.catalogs]).render()
    }

    @Test func rendersTheDetailInPolishWithItsTranslation() throws {
        let text = try render(["detail", "--locale", "pl"])
        #expect(text.hasPrefix("detail · iPhone 16 · pl · L · light\n"))
        #expect(text.contains("Priorytet: Wysoki"))
    }

    @Test func theAsWrittenVariantKeepsTheUntranslatedPriority() throws {
        let text = try render(["detail", "--locale", "pl", "--variant", "as-written", "--format", "tree"])
        #expect(text.hasPrefix("detail (as-written) · iPhone 16 · pl · L · light\n"))
        #expect(text.contains("\"Priorytet: High\""))
    }

    @Test func sizesTakeSwiftUINamesAndShortNames() throws {
        let short = try render(["detail", "--size", "AX5", "--format", "tree"])
        let long = try render(["detail", "--size", "accessibilityExtraExtraExtraLarge", "--format", "tree"])
        #expect(short == long)
        #expect(short.hasPrefix("detail · iPhone 16 · en · AX5 · light\n"))
        #expect(try render(["detail", "--size", "xxxL"]).hasPrefix("detail · iPhone 16 · en · xxxL · light\n"))
    }

    @Test func stateDeviceSchemeAndFormatAreHonoured() throws {
        let json = try render(["list", "--state", "sort-sheet", "--device", "iphone-se", "--scheme", "dark", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(!object.isEmpty)
        #expect(json.contains("Sort Order"))
        let svg = try render(["home", "--format", "svg"])
        #expect(svg.contains("<svg"))
    }

    @Test func increaseContrastDrawsTheSystemColorsWithTheirIncreasedContrastValues() throws {
        let standard = try render(["home", "--format", "svg"])
        let increased = try render(["home", "--format", "svg", "--increase-contrast"])
        #expect(standard.contains("#007AFF"))
        #expect(!increased.contains("#007AFF"))
        #expect(increased.contains("#0040DD"))
        // Only the colors change: the same shapes and texts in the same places.
        let shapes = { (svg: String) in svg.replacingOccurrences(of: #"(fill|stop-color)="[^"]*""#, with: "", options: .regularExpression) }
        #expect(shapes(standard) == shapes(increased))
        #expect(try render(["home", "--increase-contrast"]) == render(["home"]))
    }

    @Test func outputIsTheSameEveryTime() throws {
        #expect(try render(["home", "--locale", "ar", "--size", "AX3"]) == render(["home", "--locale", "ar", "--size", "AX3"]))
    }

    @Test(arguments: [
        (["nowhere"], "unknown screen 'nowhere'; screens: home, list, detail, item-editor, notes-editor, list-editor"),
        (["detail", "--state", "open"], "screen 'detail' has no state 'open'; states: default, fixed-header, scroll-notes, no-due-date, long-title"),
        (["detail", "--size", "huge"], "unknown size 'huge'; sizes: xSmall, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5"),
        (["detail", "--device", "pixel"], "unknown device 'pixel'"),
        (["detail", "--scheme", "sepia"], "unknown color scheme 'sepia'"),
        (["detail", "--format", "png"], "The value 'png' is invalid for '--format <format>'"),
        (["detail", "--variant", "buggy"], "unknown variant 'buggy'; variants: fixed, as-written"),
        (["detail", "--locale", "not a locale!"], "'not a locale!' is not a locale identifier"),
    ])
    func badOptionsAreUsageErrorsThatSayWhatIsAccepted(arguments: [String], message: String) throws {
        do {
            _ = try RenderCommand.parse(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(RenderCommand.message(for: error).hasPrefix(message), "\(RenderCommand.message(for: error))")
            #expect(RenderCommand.exitCode(for: error) == .validationFailure)
        }
    }

    @Test func severalValuesOnAnAxisRenderEachCombination() throws {
        let text = try render(["detail", "--locale", "en,pl", "--size", "L"])
        #expect(text.hasPrefix("detail · iPhone 16 · en · L · light\n"))
        #expect(text.contains("\n\ndetail · iPhone 16 · pl · L · light\n"))
    }

    @Test func aMissingCatalogFolderIsReported() throws {
        let command = try RenderCommand.parse(["home", "--catalogs", "/no/such/folder"])
        #expect(throws: CommandFailure.self) { try command.render() }
        #expect(command.app.choice.catalogs == "/no/such/folder")
    }

    @Test func screensListsEveryScreenAndState() {
        let text = ScreensCommand.render(ScreenPreview.doIt(), variants: DoItApp.variants)
        for screen in DoIt.DoItScreens.all {
            #expect(text.contains("\n" + screen.id + " ") || text.hasPrefix(screen.id + " "))
            for state in screen.states { #expect(text.contains("\n  " + state.id + " ")) }
        }
        #expect(text.hasSuffix("variants: fixed (default), as-written\n"))
    }
}
