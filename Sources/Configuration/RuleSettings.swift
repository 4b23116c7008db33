import Diagnostics

/// Which rules of a tool run and how serious their findings are, as `.l10nlint.yml` sets them
/// with `disabled`, `enabled` and `severity`: at the top level for lint's catalog rules, under
/// `check:` for the screen rules of `l10n check`. Both are read by one reader; the ids are checked
/// against the tool's rules when they are known (an app's own screen rules are known only to
/// the executable that runs them).
public struct RuleSettings: Sendable, Hashable {
    /// `disabled`: rules not to run.
    public var disabled: Set<String> = []
    /// `enabled`: rules run again although disabled here or on the command line.
    public var enabled: Set<String> = []
    /// `severity`: severities that replace the rules' defaults, by rule id.
    public var severities: [String: Severity] = [:]
    /// Every rule id the settings name, in the order written, with where.
    public var named: [NamedRule] = []

    /// No settings: every rule on, default severities.
    public init() {}

    /// Throws for the first id that is none of `known`, naming the setting and where it is
    /// written, followed by `hint` (what to do, or the known ids).
    public func check(known: Set<String>, hint: String) throws(ConfigurationError) {
        guard let unknown = named.first(where: { !known.contains($0.id) }) else { return }
        throw ConfigurationError("\(unknown.location): '\(unknown.setting)' names an unknown rule '\(unknown.id)'; \(hint)")
    }

    /// The rules not to run when the command line disables `commandLine`: those and the file's
    /// disabled ones, less the file's enabled ones.
    public func disabled(adding commandLine: Set<String>) -> Set<String> {
        commandLine.union(disabled).subtracting(enabled)
    }
}

/// A rule id as a configuration file writes it.
public struct NamedRule: Sendable, Hashable {
    /// The id.
    public var id: String
    /// The setting that names it (`disabled`, `check.severity`).
    public var setting: String
    /// Where it is written: `file:line:col`.
    public var location: String
}
