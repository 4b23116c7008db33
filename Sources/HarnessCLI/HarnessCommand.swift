import ArgumentParser

/// The command line of a `HarnessMain` executable: `check`, `render` and `screens` over its screens.
public struct HarnessCommand<App: HarnessMain>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.commandName,
            abstract: "Render and check \(App.title)'s screens in every locale, text size, device and color scheme.",
            version: ToolVersion.current,
            subcommands: subcommands(for: App.self),
            defaultSubcommand: CheckCommand<App>.self
        )
    }

    public init() {}

    /// The harness's subcommands over `App`'s screens, for a tool that adds its own beside them.
    public static func subcommands(for app: App.Type) -> [any ParsableCommand.Type] {
        [RenderCommand<App>.self, ScreensCommand<App>.self, CheckCommand<App>.self]
    }
}
