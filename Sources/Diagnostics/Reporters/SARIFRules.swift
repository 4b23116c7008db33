/// The `tool.driver.rules` of a SARIF log: every rule the run knows plus any a finding names, each
/// with the descriptions and help that code-scanning services show next to an alert.
enum SARIFRules {
    /// The context's rules plus a bare descriptor for any rule a finding names that they lack, by id.
    static func descriptors(for diagnostics: [Diagnostic], context: ReportContext) -> [RuleDescriptor] {
        var byID: [String: RuleDescriptor] = [:]
        for rule in context.rules { byID[rule.id] = byID[rule.id] ?? rule }
        for diagnostic in diagnostics where byID[diagnostic.rule] == nil {
            byID[diagnostic.rule] = context.descriptor(for: diagnostic.rule)
        }
        return byID.values.sorted()
    }

    /// One `reportingDescriptor`: `shortDescription` is the summary; `fullDescription` and `help`
    /// (both shown with every alert on GitHub) are the explanation, else the summary again.
    static func object(for rule: RuleDescriptor) -> ReportJSON {
        let explanation = text(rule.explanation ?? rule.summary)
        var members: [(String, ReportJSON)] = [
            ("id", .string(rule.id)),
            ("shortDescription", text(rule.summary)),
            ("fullDescription", explanation),
        ]
        if let help = rule.helpURI, SARIFLocation.isAbsoluteURI(help) {
            members.append(("helpUri", .string(help)))
        }
        members.append(("help", explanation))
        members.append(("defaultConfiguration", .object([("level", .string(SARIFReporter.level(rule.defaultSeverity)))])))
        return .object(members)
    }

    private static func text(_ value: String) -> ReportJSON {
        .object([("text", .string(value))])
    }
}
