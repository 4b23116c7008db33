import ArgumentParser

/// The `l10n` tool: localization and accessibility checks for Apple-platform apps, on Linux.
@main
struct L10nCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Localization and accessibility checks for Apple-platform apps, on Linux.",
        version: "0.1.0",
        subcommands: []
    )
}
