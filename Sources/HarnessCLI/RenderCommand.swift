import ArgumentParser
import Foundation
import Harness
import L10n
import ScreenKit

/// `render SCREEN`: one screen laid out in a locale, text size, device and scheme, as text, a
/// tree, JSON or SVG; several values on an axis render each combination in turn.
public struct RenderCommand<App: HarnessMain>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        let name = App.commandName
        return CommandConfiguration(
            commandName: "render",
            abstract: "Render a screen in a locale, text size, device and color scheme.",
            discussion: """
                Texts are looked up in the catalogs (by default the package's), so the output is \
                the same on every machine. `\(name) screens` lists screens and states. Each axis \
                defaults to one value (en, L, iphone-16, light) and takes the values `check` takes.

                Sizes take SwiftUI's names or short ones: xSmall S M L xL xxL xxxL AX1 … AX5 \
                (accessibilityExtraExtraExtraLarge = AX5). Devices: \(Device.all.map(\.slug).joined(separator: ", ")).

                Examples:
                  \(name) render home --locale ar --size AX3
                  \(name) render home --locale en,ar --size L,AX5 --format tree
                  \(name) render list-editor --device iphone-se --scheme dark --format svg > editor.svg
                  \(name) render home --format svg --increase-contrast > home-increased.svg
                """ + App.moreOptionsHelp
        )
    }

    @Argument(help: "The screen (see `screens`).")
    public var screen: String

    @Option(help: "The screen's state (default: its first; see `screens`).")
    public var state: String?

    @OptionGroup public var axes: MatrixOptions

    @Option(help: "Output format.")
    public var format: RenderFormat = .text

    @Flag(help: "Draw the system colors with Apple's increased-contrast values, as with Increase Contrast on (svg).")
    public var increaseContrast = false

    @OptionGroup public var app: ScreenOptions<App>

    public init() {}

    /// The screens the command lays out, each in its configuration, named as their headers show.
    public struct Request {
        /// The source of the screens and catalogs.
        public var source: ScreenSource
        /// The cells to render, in the matrix's order.
        public var cells: [MatrixCell]
    }

    /// Checks every option; a bad one is a usage error naming what is accepted.
    public func request() throws(CommandFailure) -> Request {
        let source = try app.source()
        let preview: ScreenPreview
        do { preview = try source.registry.screen(screen) } catch { throw .usage(error.description) }
        let chosenState = state ?? preview.states.first ?? "default"
        var selection = axes.selection(screens: ["\(preview.id)/\(chosenState)"])
        if selection.locales.isEmpty { selection.locales = ["en"] }
        if selection.sizes.isEmpty { selection.sizes = ["L"] }
        if selection.devices.isEmpty { selection.devices = ["iphone-16"] }
        if selection.schemes.isEmpty { selection.schemes = ["light"] }
        do {
            return Request(source: source, cells: try selection.matrix(of: source.registry.screens, catalogs: nil).cells)
        } catch {
            throw .usage(error.description)
        }
    }

    /// A wrong screen, state or axis value is a usage error of the command line; other problems
    /// (no screens here, unreadable catalogs) are reported when the command runs.
    public func validate() throws {
        do { _ = try request() } catch where error.isUsage { throw ValidationError(error.message) } catch {}
    }

    /// The renderings the command prints, a blank line between two.
    public func render() throws(CommandFailure) -> String { try rendering().output }

    /// The renderings, and a warning for each catalog file left out of them (see
    /// `CatalogSet.leftOutWarnings`).
    package func rendering() throws(CommandFailure) -> (output: String, warnings: [String]) {
        let request = try request()
        let localizer: CatalogLocalizer
        do {
            localizer = try CatalogLocalizer(folder: request.source.catalogs)
        } catch {
            throw CommandFailure(message: error.description, code: 2)
        }
        try localizer.catalogs.requireEverythingRead(commandName: App.commandName)
        let suffix = request.source.namedVariant.map { " (\($0))" } ?? ""
        var outputs: [String] = []
        for cell in request.cells {
            guard let preview = try? request.source.registry.screen(cell.screen) else { continue }
            let screen = ScreenLayout(localizer: localizer)
                .layout(name: preview.name(state: cell.state) + suffix, in: cell.configuration) { preview.view(state: cell.state) }
            let output = format == .svg && increaseContrast ? SVGRenderer(contrast: .increased).render(screen) : screen.rendered(as: format)
            outputs.append(output.hasSuffix("\n") ? output : output + "\n")
        }
        return (outputs.joined(separator: "\n"), localizer.catalogs.leftOutWarnings)
    }

    public func run() throws {
        let (output, warnings) = try rendering()
        for warning in warnings { FileHandle.standardError.write(Data("\(App.commandName): \(warning)\n".utf8)) }
        ReportOutput.write(output)
    }
}

extension RenderFormat: ExpressibleByArgument {}
