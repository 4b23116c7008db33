import CatalogLint
import Diagnostics
import SourceScan

extension LintCommand {
    /// Every rule this run can report, for SARIF's `tool.driver.rules`: the catalog rules, and with
    /// `--sources` or `--package` the source rules too, so a code-scanning service knows each rule before its
    /// first alert (and keeps showing a rule's description after its last one is fixed).
    var reportableRules: [RuleDescriptor] {
        let catalog = CatalogLinter.rules.map(\.descriptor)
        return sources.isEmpty && package == nil ? catalog : catalog + SourceLint.ruleDescriptors
    }
}
