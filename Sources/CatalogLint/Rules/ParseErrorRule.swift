import Diagnostics
import L10n

/// `parse-error`: a catalog that cannot be read, with the line and column of the first fault.
struct ParseErrorRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 10

    let description = RuleDescription(
        id: "parse-error",
        summary: "The file cannot be read: its syntax is broken, or it is not a catalog at all.",
        defaultSeverity: .error,
        rationale: """
            Foundation silently ignores a table it cannot parse, so every key in it shows as a raw key \
            or in the development language. The finding points at the first fault and says what was \
            expected there; fix that spot (an unterminated string, a missing ';', a stray character) \
            and lint again. Binary property lists, DTDs that declare entities and files over the size \
            limit are refused too: convert them with `plutil -convert xml1`.
            """,
        triggering: [
            .strings(en: "\"a\" = \"A\";\n", pl: "\"a\" = \"A\"\n\"b\" = \"B\";\n"),
            RuleExample([("en.lproj/Localizable.strings", "\"unterminated = \"x\";\n")]),
            RuleExample([("Localizable.xcstrings", "[1, 2]")]),
        ],
        nonTriggering: [
            .strings(en: "/* c */\n\"a\" = \"A\";\nunquoted = \"B\";\n\"c\";\n", pl: "\"a\" = \"Á\"; // note\n"),
        ])

    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        // A file that could not be read at all is a failure of the run (exit 2), not a finding.
        guard let error = file.error, !error.isEncodingProblem, !error.isFileSystemProblem else { return [] }
        return [description.finding(
            "Cannot read this \(file.reference.format.fileKind): \(error.message).",
            file: file.path, at: error.position)]
    }
}

extension CatalogFormat {
    /// `.strings file`, `.stringsdict file`, `String Catalog`.
    var fileKind: String {
        switch self {
        case .strings: ".strings file"
        case .stringsdict: ".stringsdict file"
        case .xcstrings: "String Catalog"
        }
    }
}
