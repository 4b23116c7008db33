import ToolSupport
import Diagnostics
import L10n

/// Checks the strings the code uses against the base (development-language) catalog: what
/// `l10n lint CATALOGS --sources PATH…` adds to the catalog rules.
public enum SourceLint {
    /// Rule id: a key the code looks up that the base catalog lacks (users see the raw key).
    public static let keyNotInCatalog = SourceRules.keyNotInCatalog.id
    /// Rule id: a key in the base catalog that no scanned code looks up.
    public static let unusedKey = SourceRules.unusedKey.id

    /// Every rule id this module reports, for validating `--disable`/`--enable` and configs.
    public static let ruleIDs: [String] = ruleDescriptors.map(\.id)

    /// Every rule this module reports, described for reports: SARIF's `tool.driver.rules` lists
    /// them so a code-scanning service knows each rule before its first alert.
    public static let ruleDescriptors: [RuleDescriptor] = SourceRules.all.map(\.descriptor)

    /// The diagnostics for one scan against the base catalog.
    /// - Parameters:
    ///   - scan: what `SourceScanner` found.
    ///   - catalogKeys: the base catalog's keys by table (`Localizable`), each with where it is
    ///     defined, so `unused-key` points into the catalog.
    ///   - leftAlone: keys by table that `unused-key` does not report: those a String Catalog marks
    ///     `stale` (Xcode has found no code using them already) or `manual` (kept by hand for
    ///     lookups no extraction sees).
    /// - Returns: `key-not-in-catalog` (error) at every use of a key missing from its table, and
    ///   (warning) once per table that none of the catalogs defines, at its first use; `unused-key`
    ///   (warning) at every unused definition; and the scan's own findings (`unlocalized-text`, …),
    ///   sorted.
    public static func diagnostics(for scan: ScanResult,
                                   catalogKeys: [String: [String: SourceLocation]],
                                   leftAlone: [String: Set<String>] = [:]) -> [Diagnostic] {
        // A value whose type the sources do not tell is checked against the catalog: the key
        // assumed (`%@`) or one the catalog spells with another placeholder in its place is found,
        // and any other is a `key-not-in-catalog` that says what it assumed. Either way the
        // catalog has answered, and `unknown-argument-type` would only say it again.
        let checkedKeys = Set(scan.strings.filter { !$0.isKeyCertain && catalogKeys[$0.table] != nil }.map(\.key))
        var diagnostics = scan.findings.filter { finding in
            !(finding.rule == ScanRule.unknownArgumentType.rawValue && finding.key.map(checkedKeys.contains) == true)
        }
        let comparison = CatalogComparison(scan: scan, catalogKeys: catalogKeys, leftAlone: leftAlone)
        diagnostics += SourceRules.rules.flatMap { $0.findings(in: comparison) }
        return diagnostics.sorted()
    }
}
