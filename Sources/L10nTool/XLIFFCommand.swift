import ArgumentParser

/// `l10n xliff export|import`: Xcode's Export and Import Localizations, on Linux.
struct XLIFFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xliff",
        abstract: "Export catalogs to XLIFF 1.2 for translators, and import their translations back.",
        discussion: """
            Examples:
              l10n xliff export Localizations --output xliff
              l10n xliff import xliff/pl.xliff --into Localizations
            """,
        subcommands: [XLIFFExportCommand.self, XLIFFImportCommand.self]
    )
}
