@testable import Diagnostics

/// A small set of findings that exercises every reporter path: absolute and relative files, a
/// whole-file finding, a screen finding with no file, and text that needs escaping everywhere.
enum ReporterFixtures {
    static let workingDirectory = "/repo"

    static let rules = [
        RuleDescriptor(id: "format-mismatch", summary: "Placeholders differ from the base.", defaultSeverity: .error),
        RuleDescriptor(id: "untranslated", summary: "Value equals the base.", defaultSeverity: .warning,
                       helpURI: "https://example.org/rules/untranslated"),
    ]

    static let diagnostics = [
        Diagnostic(rule: "untranslated", severity: .warning, message: "'Done' is not translated.",
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: 3, column: 1),
                   locale: "pl", key: "Done"),
        Diagnostic(rule: "format-mismatch", severity: .error,
                   message: "Uses %d where the base has %@, <b> & \"quotes\": fix it.",
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: 2, column: 7),
                   locale: "pl", key: "a,b"),
        Diagnostic(rule: "parse-error", severity: .error, message: "Line one\nline two",
                   location: SourceLocation(file: "My Folder/x.strings")),
        Diagnostic(rule: "text-truncated", severity: .note, message: "Truncated to 1 line.",
                   location: SourceLocation(file: ""), locale: "ar", context: "home › title × ar × AX3"),
    ]

    static func context(colour: Bool = false) -> ReportContext {
        ReportContext(toolName: "l10n", toolVersion: "0.1.0", informationURI: "https://example.org/l10n",
                      commandName: "lint", rules: rules, workingDirectory: workingDirectory,
                      colour: colour, filesChecked: 2)
    }
}
