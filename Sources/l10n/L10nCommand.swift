import ArgumentParser
import Foundation

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
        """,
        version: "0.1.0",
        subcommands: [
            InfoCommand.self,
            PluralCommand.self,
            LookupCommand.self,
            ExtractCommand.self,
            LintCommand.self,
            RenderCommand.self,
            ScreensCommand.self,
            CheckCommand.self,
        ]
    )

    /// Runs the tool; usage errors exit with status 2 (not ArgumentParser's 64), as CI tools expect.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            failure.exit()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
