import Configuration
import Diagnostics
import L10n

/// How a lint run is set up: from the command line and `.l10nlint.yml` together.
public struct LintOptions: Sendable, Hashable {
    /// The development language (`--base`); nil to take it from the catalogs (a String Catalog's
    /// `sourceLanguage`, else `en`, else `Base`).
    public var baseLanguage: String?
    /// Rules not to run.
    public var disabledRules: Set<String>
    /// Severities that replace rules' defaults, by rule id.
    public var severities: [String: Severity]
    /// Values or keys that may equal the base's in other languages (`untranslated`).
    public var untranslatedAllowList: Set<String>
    /// How `zero` forms in languages without a CLDR `zero` are judged.
    public var zeroOverride: ZeroOverridePolicy
    /// Glob patterns (`*`, `?`, `[…]`; `*` also crosses `/`) of paths to leave out, matched against
    /// the path as given and against its end, so `qqq.lproj/*` and `Pods/*` work anywhere.
    public var excludedPaths: [String]
    /// Size and nesting limits for reading files.
    public var limits: CatalogLimits
    /// How many files or locales are read and checked at once (at least 1; nil: one per core).
    public var jobs: Int?
    /// The keys the scanned code looks up (`--sources`, `--package`); nil when no code was
    /// scanned. Only with it does `extra-key` offer to remove a key: one no code uses.
    public var codeKeys: CodeKeys?

    /// Options with every part given; the defaults run every rule at its default severity.
    public init(baseLanguage: String? = nil, disabledRules: Set<String> = [], severities: [String: Severity] = [:],
                untranslatedAllowList: Set<String> = [], zeroOverride: ZeroOverridePolicy = .allow,
                excludedPaths: [String] = [], limits: CatalogLimits = .default, jobs: Int? = nil) {
        self.baseLanguage = baseLanguage
        self.disabledRules = disabledRules
        self.severities = severities
        self.untranslatedAllowList = untranslatedAllowList
        self.zeroOverride = zeroOverride
        self.excludedPaths = excludedPaths
        self.limits = limits
        self.jobs = jobs
    }

    var ruleContext: RuleContext {
        RuleContext(untranslatedAllowList: untranslatedAllowList, zeroOverride: zeroOverride, limits: limits, codeKeys: codeKeys)
    }
}

/// What a lint run found.
public struct LintResult: Sendable {
    /// The findings, sorted.
    public var diagnostics: [Diagnostic]
    /// How many catalog files were read.
    public var filesChecked: Int
    /// Files and folders that could not be read at all, sorted by path: the run is incomplete, so
    /// it fails (exit status 2) whatever was found.
    public var unreadable: [CatalogError] = []
}

/// A problem with the run itself rather than with a catalog: exit status 2.
public struct LintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, naming the path.
    public var message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
