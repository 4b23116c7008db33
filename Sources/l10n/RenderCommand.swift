import ArgumentParser
import DoIt
import Foundation
import ScreenKit

/// `l10n render SCREEN`: one Do It screen laid out in a locale, text size, device and scheme, as
/// text, a tree, JSON or SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a Do It screen in a locale, text size, device and color scheme.",
        discussion: """
        Texts are looked up in the catalogs (by default the package's Localizations folder), dates \
        are read against Do It's fixed clock (7 March 2020, 09:00, Los Angeles), so the output is \
        the same on every machine. `l10n screens` lists screens and states.

        Sizes take SwiftUI's names or short ones: xSmall S M L xL xxL xxxL AX1 … AX5 \
        (accessibilityExtraExtraExtraLarge = AX5). Devices: \(Device.all.map(\.slug).joined(separator: ", ")).

        Examples:
          l10n render home --locale ar --size AX3
          l10n render detail --size AX5 --variant as-written --state fixed-header
          l10n render list --state sort-sheet --locale pl --format tree
          l10n render list-editor --device iphone-se --scheme dark --format svg > editor.svg
        """
    )

    @Argument(help: "The screen: \(DoItScreens.all.map(\.id).joined(separator: ", ")).")
    var screen: String

    @Option(help: "The screen's state (default: its first; see `l10n screens`).")
    var state: String?

    @Option(help: "The locale texts are looked up and formatted in (en, pl, ar, de-DE, …).")
    var locale = "en"

    @Option(help: "The Dynamic Type size, by SwiftUI name or short name (L, xxxL, AX5).")
    var size = "L"

    @Option(help: "The device, by name or slug (iphone-11, iphone-se, iphone-16, iphone-16-pro-max, ipad).")
    var device = "iphone-11"

    @Option(help: "light or dark.")
    var scheme = "light"

    @Option(help: "text, tree, json or svg.")
    var format = "text"

    @Option(help: "fixed (the app done right) or as-written (the book's bugs kept).")
    var variant = "fixed"

    @Option(help: "The folder of catalogs (default: Localizations of the package).")
    var catalogs: String?

    /// The options, checked and turned into what the layout needs.
    struct Request {
        var screen: DoItScreen
        var state: String?
        var variant: AppVariant
        var configuration: ScreenConfiguration
        var format: RenderFormat
        var catalogFolder: String
    }

    /// Checks every option; a bad one is a usage error naming what is accepted.
    func request() throws -> Request {
        let screen: DoItScreen
        do { screen = try DoItScreens.screen(self.screen) } catch { throw ValidationError(error.description) }
        if let state, !screen.states.contains(where: { $0.id == state }) {
            throw ValidationError(DoItScreenError.unknownState(screen: screen.id, state: state, known: screen.states.map(\.id)).description)
        }
        guard let locale = try? LocaleIdentifier.parse(locale) else {
            throw ValidationError("'\(self.locale)' is not a locale identifier (try en, pl, ar, pt-BR).")
        }
        guard let size = ContentSizeCategory(name: size) else {
            throw ValidationError("unknown size '\(self.size)'; sizes: " + ContentSizeCategory.allCases.map(\.shortName).joined(separator: " "))
        }
        guard let device = Device.named(device) else {
            throw ValidationError("unknown device '\(self.device)'; devices: " + Device.all.map(\.slug).joined(separator: ", "))
        }
        guard let scheme = ColorScheme(rawValue: scheme) else {
            throw ValidationError("unknown scheme '\(self.scheme)'; use light or dark.")
        }
        guard let format = RenderFormat(rawValue: format) else {
            throw ValidationError("unknown format '\(self.format)'; formats: " + RenderFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let variant = AppVariant(rawValue: variant) else {
            throw ValidationError("unknown variant '\(self.variant)'; variants: " + AppVariant.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let folder = catalogs ?? CatalogFolder.locate() else {
            throw ValidationError("no Localizations folder found here or above; name one with --catalogs DIR.")
        }
        return Request(screen: screen, state: state, variant: variant,
                       configuration: ScreenConfiguration(device: device, locale: locale, sizeCategory: size, colorScheme: scheme),
                       format: format, catalogFolder: folder)
    }

    /// The rendering the command prints.
    func render() throws -> String {
        let request = try request()
        let localizer: CatalogLocalizer
        do {
            localizer = try CatalogLocalizer(folder: request.catalogFolder)
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        let view = try request.screen.view(state: request.state, variant: request.variant)
        let screen = ScreenLayout(localizer: localizer)
            .layout(view, name: request.screen.renderingName(state: request.state, variant: request.variant), in: request.configuration)
        let output = screen.rendered(as: request.format)
        return output.hasSuffix("\n") ? output : output + "\n"
    }

    func run() throws {
        do {
            print(try render(), terminator: "")
        } catch let failure as CommandFailure {
            failure.exit()
        }
    }
}
