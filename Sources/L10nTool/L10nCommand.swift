import ArgumentParser
import Foundation
import HarnessCLI

/// The `l10n` tool: localization and accessibility checks for Apple-platform apps, on Linux.
@main
struct L10nCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "l10n",
        abstract: "Localization and accessibility checks for Apple-platform apps, on Linux.",
        discussion: """
        Examples:
          l10n info pl
          l10n plural ar 0 1 2 3 11 100
          l10n lookup "%lld items" 3 --locale pl --catalogs Localizations
          l10n render home --locale ar --size AX3
          l10n check --app PATH/TO/APP [--stand-ins DIR] [--stub-missing-modules] [--language-mode 5|6] [--scratch DIR]
            (check, render and screens over an app folder's #Previews, built as iOS builds them)
        """,
        version: ToolVersion.current,
        subcommands: [
            InfoCommand.self,
            PluralCommand.self,
            LookupCommand.self,
            ExtractCommand.self,
            LintCommand.self,
            StatusCommand.self,
            RenderCommand.self,
            ScreensCommand.self,
            CheckCommand.self,
            FmtCommand.self,
            XLIFFCommand.self,
            MigrateCommand.self,
            GenerateDocsCommand.self,
        ]
    )

    /// Runs the tool; usage errors exit with status 2 (not ArgumentParser's 64), as CI tools
    /// expect, and print the usage of the subcommand that was wrong.
    static func main() async {
        AppFolderRun.runIfAsked()
        await CommandRunner.run(L10nCommand.self, name: "l10n")
    }
}
