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
        var shapes = PlaceholderShapes(catalogKeys)
        var usedByShape: [String: Set<String>] = [:]
        // A table none of the catalogs defines is one whose catalog was not given (linting one
        // table of a multi-table app): one diagnostic for the table, not one per key.
        var missingTables: [String: (first: ExtractedString, keys: Set<String>)] = [:]
        for string in scan.strings where catalogKeys[string.table]?[string.key] == nil {
            guard catalogKeys[string.table] != nil else {
                missingTables[string.table, default: (string, [])].keys.insert(string.key)
                continue
            }
            if !string.isKeyCertain, let matches = shapes.keys(like: string.key, in: string.table) {
                usedByShape[string.table, default: []].formUnion(matches)
                continue
            }
            let assumption = string.isKeyCertain
                ? "" : " (The key assumes %@ for a value whose type the sources do not tell.)"
            diagnostics.append(Diagnostic(
                rule: keyNotInCatalog, severity: SourceRules.keyNotInCatalog.defaultSeverity,
                message: "\(string.call) looks up \(QuotedText.literal(string.key)), which the \(string.table) table of the base catalog lacks, so users see the key itself; add it to the catalog or fix the key.\(assumption)",
                location: string.location, key: string.key))
        }
        for (table, missing) in missingTables {
            let others = missing.keys.count > 1 ? " and \(missing.keys.count - 1) other keys" : ""
            diagnostics.append(Diagnostic(
                rule: keyNotInCatalog, severity: .warning,
                message: "\(missing.first.call) looks up \(QuotedText.literal(missing.first.key))\(others) in the \(table) table, which none of the catalogs given defines; lint the \(table) catalog too (or create it), so its keys are checked.",
                location: missing.first.location, key: missing.first.key))
        }
        let used = scan.keysByTable
        for (table, keys) in catalogKeys {
            for (key, location) in keys where used[table]?.contains(key) != true && usedByShape[table]?.contains(key) != true
                && leftAlone[table]?.contains(key) != true && !scan.possibleKeys.contains(key) {
                diagnostics.append(Diagnostic(
                    rule: unusedKey, severity: SourceRules.unusedKey.defaultSeverity,
                    message: "\(QuotedText.literal(key)) in the \(table) table is used by none of the scanned sources; remove it, or scan the code that uses it.",
                    location: location, key: key))
            }
        }
        return diagnostics.sorted()
    }
}

/// The keys of each table by their shape: the text with every placeholder written `%@`, so a key
/// built with `%@` for a value of unknown type finds the one the catalog spells `%lld`. Built for a
/// table the first time it is asked about.
private struct PlaceholderShapes {
    private let catalogKeys: [String: [String: SourceLocation]]
    private var byTable: [String: [String: Set<String>]] = [:]

    init(_ catalogKeys: [String: [String: SourceLocation]]) {
        self.catalogKeys = catalogKeys
    }

    /// The keys of `table` shaped like `key`; nil when there are none.
    mutating func keys(like key: String, in table: String) -> Set<String>? {
        if byTable[table] == nil {
            var shapes: [String: Set<String>] = [:]
            for catalogKey in catalogKeys[table]?.keys ?? [:].keys where catalogKey.contains("%") {
                shapes[Self.shape(of: catalogKey), default: []].insert(catalogKey)
            }
            byTable[table] = shapes
        }
        return byTable[table]?[Self.shape(of: key)]
    }

    static func shape(of key: String) -> String {
        FormatString(key).segments.map { segment in
            switch segment {
            case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
            case .placeholder: "%@"
            }
        }.joined()
    }
}
