import CatalogLint
import Diagnostics
import SourceScan

extension LintCommand {
    /// Every rule this run can report, for SARIF's `tool.driver.rules`: the catalog rules, and with
    /// `--sources` the source rules too, so a code-scanning service knows each rule before its
    /// first alert (and keeps showing a rule's description after its last one is fixed).
    var reportableRules: [RuleDescriptor] {
        let catalog = CatalogLinter.rules.map(\.descriptor)
        return sources.isEmpty ? catalog : catalog + Self.sourceRules
    }

    /// The rules of `--sources`, described for reports.
    static let sourceRules: [RuleDescriptor] = [
        RuleDescriptor(
            id: SourceLint.keyNotInCatalog,
            summary: "a key the code looks up that the base catalog lacks, so users see the key itself",
            defaultSeverity: .error,
            explanation: "The code asks for a key that the base table does not have, so every user sees the raw key "
                + "(or the code's default value) instead of text. Add the key to the base catalog, or fix the key in the code."),
        RuleDescriptor(
            id: SourceLint.unusedKey,
            summary: "a key of the base catalog that none of the scanned code looks up",
            defaultSeverity: .warning,
            explanation: "A key no scanned code looks up is dead text that translators still translate. Remove it, "
                + "or scan the code that uses it (all targets, extensions and widgets)."),
    ] + ScanRule.allCases.map { RuleDescriptor(id: $0.rawValue, summary: $0.summary, defaultSeverity: $0.defaultSeverity) }
}
