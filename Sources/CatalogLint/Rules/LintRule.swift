import Configuration
import Diagnostics
import L10n

/// A lint rule: a value that describes itself (id, severity, summary, examples) and checks one
/// kind of fault. Each rule is one type in its own file, with a `static let order` that places
/// it in `LintRules.all`, which `swift run generate-registries` writes. Rules look at one of four scopes, whichever fits the fault.
protocol LintRule: Sendable {
    /// The rule's id, summary, severity, explanation and examples.
    var description: RuleDescription { get }
    /// Checks one file on its own (parse errors, encoding, repeated keys).
    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic]
    /// Checks one locale's table, against the base's table of the same name when there is one.
    func check(table: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic]
    /// Checks all tables of one locale together (for faults that span tables).
    func check(locale tables: [LocaleTable], in set: LintSet, context: RuleContext) -> [Diagnostic]
    /// Checks a set from its list of files alone, before any is read.
    func check(set: LintSet, context: RuleContext) -> [Diagnostic]
}

extension LintRule {
    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic] { [] }
    func check(table: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] { [] }
    func check(locale tables: [LocaleTable], in set: LintSet, context: RuleContext) -> [Diagnostic] { [] }
    func check(set: LintSet, context: RuleContext) -> [Diagnostic] { [] }
}

/// What rules may be told by the configuration.
struct RuleContext: Sendable {
    /// Values (or keys) that may stay equal to the base's in other languages.
    var untranslatedAllowList: Set<String>
    /// How `zero` forms in languages whose CLDR rules have no `zero` are reported.
    var zeroOverride: ZeroOverridePolicy
    /// The run's limits, for the files a fix reads again.
    var limits: CatalogLimits = .default
    /// The keys the scanned code looks up; nil when no code was scanned.
    var codeKeys: CodeKeys? = nil
    /// Whether findings about a file were asked for: `l10n lint pl.lproj` reads `en.lproj` beside it
    /// but reports only about `pl`. The engine applies it to where findings point; a rule whose
    /// findings point at another file than the one they are about asks it itself.
    var isReported: @Sendable (String) -> Bool = { _ in true }
    /// The ids of the rules that run; nil when all do. A rule leaves a fault to a more specific
    /// rule only when that rule runs, so each fault gets one finding.
    var enabledRules: Set<String>? = nil

    /// Whether the rule with `id` runs.
    func runs(_ id: String) -> Bool { enabledRules?.contains(id) ?? true }
}
