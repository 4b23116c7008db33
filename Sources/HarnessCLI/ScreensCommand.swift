import ArgumentParser
import Harness

/// `screens`: the screens `render` and `check` know, with their states.
public struct ScreensCommand<App: HarnessMain>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "screens",
            abstract: "List the screens and the states each can be rendered in.",
            discussion: """
                The first state of each screen is its default.

                Examples:
                  \(App.commandName) screens
                  \(App.commandName) render SCREEN --state STATE --size AX5
                """ + App.moreOptionsHelp
        )
    }

    @OptionGroup public var app: ScreenOptions<App>

    public init() {}

    public func run() throws {
        let source = try app.source()
        ReportOutput.write(Self.render(source.registry.screens, variants: App.variants))
    }

    /// The listing: each screen's id and summary, then its states indented, then the variants.
    public static func render(_ screens: [ScreenPreview], variants: [String]) -> String {
        let width = screens.flatMap { [$0.id.count] + $0.states.map { $0.count + 2 } }.max() ?? 0
        var text = ""
        for screen in screens {
            text += line(screen.id, width, screen.summary)
            for state in screen.stateDeclarations {
                text += "  " + line(state.name, width - 2, state.summary)
            }
        }
        if !variants.isEmpty {
            text += "\nvariants: " + variants.enumerated().map { $0.offset == 0 ? "\($0.element) (default)" : $0.element }
                .joined(separator: ", ") + "\n"
        }
        return text
    }

    private static func line(_ name: String, _ width: Int, _ summary: String) -> String {
        guard !summary.isEmpty else { return name + "\n" }
        return name + String(repeating: " ", count: max(0, width - name.count)) + "  " + summary + "\n"
    }
}
