import Configuration

extension ProjectConfiguration {
    /// Throws for a rule id in the top-level `disabled`, `enabled` or `severity` that no catalog
    /// rule has, naming where it is written, so a typo never silently turns a check off.
    public func checkLintRules() throws(LintError) {
        do {
            try lintRules.check(known: Set(LintRules.all.map(\.description.id)), hint: "see `l10n lint --list-rules`")
        } catch {
            throw LintError(error.description)
        }
    }

    /// `options` with this configuration applied under the command line's own choices.
    public func applied(to options: LintOptions) -> LintOptions {
        var result = options
        if result.baseLanguage == nil { result.baseLanguage = baseLanguage }
        result.disabledRules.formUnion(disabledRules)
        result.disabledRules.subtract(enabledRules)
        result.severities.merge(severities) { commandLine, _ in commandLine }
        result.untranslatedAllowList.formUnion(untranslatedAllowList)
        if let zeroOverride { result.zeroOverride = zeroOverride }
        result.excludedPaths += excludedPaths
        return result
    }

    /// The configuration at `path`, its lint rules checked.
    public static func loadForLint(path: String) throws(LintError) -> ProjectConfiguration {
        let configuration: ProjectConfiguration
        do { configuration = try load(path: path) } catch { throw LintError(error.description) }
        try configuration.checkLintRules()
        return configuration
    }
}
