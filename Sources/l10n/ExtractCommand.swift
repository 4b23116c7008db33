import ArgumentParser
import Diagnostics
import SourceScan

/// `l10n extract PATH…`: lists every string the Swift code looks up in a catalog, and the text
/// it shows without a lookup.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "List every localized string in Swift sources, with its key, table, comment and position.",
        discussion: """
            Finds the strings SwiftUI and Foundation look up (Text, Button, Label, .navigationTitle, \
            NSLocalizedString, String(localized:), LocalizedStringResource, …), builds each key the way \
            the lookup does (interpolations become %@, %lld, %lf, or the given specifier), and reports \
            text shown without a lookup (unlocalized-text), values whose type the sources do not tell \
            (unknown-argument-type), keys computed at run time (dynamic-key) and files that do not parse.
            A `// l10n:ignore` comment on a line silences the findings there.

            Examples:
              l10n extract Sources/DoIt
              l10n extract Sources --format json > strings.json
              l10n extract App --fail-on warning
            """
    )

    @Argument(help: "Swift files or folders to scan (folders are searched recursively; .build is skipped).")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: ExtractFormat = .text

    @Option(help: "Exit with status 1 when a finding at or above this severity is found: error, warning, note or never.")
    var failOn: ExtractFailLevel = .error

    func run() throws {
        let (output, failed) = try render()
        print(output, terminator: "")
        if failed { throw ExitCode(1) }
    }

    /// The report to print, and whether the findings reach `--fail-on`.
    func render() throws -> (output: String, failed: Bool) {
        let result: ScanResult
        do {
            result = try SourceScanner().scan(paths: paths)
        } catch {
            throw ValidationError(error.description)
        }
        let output = switch format {
        case .text: ScanReport.text(result)
        case .json: try ScanReport.json(result)
        }
        return (output, failOn.isReached(by: result.findings.map(\.severity)))
    }
}

/// The renderings `l10n extract --format` offers.
enum ExtractFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// The `--fail-on` level of `l10n extract`.
enum ExtractFailLevel: String, ExpressibleByArgument, CaseIterable {
    case error, warning, note, never

    /// Whether any of `severities` is at or above this level.
    func isReached(by severities: [Severity]) -> Bool {
        guard let threshold = Severity(rawValue: rawValue) else { return false }
        return severities.contains { $0 >= threshold }
    }
}
