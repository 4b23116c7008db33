/// Renders rule descriptions for people: `--explain RULE`, `--list-rules` and the README's rule
/// tables of every tool come from here, so they never disagree with the rules or with each other.
public enum RuleDocumentation {
    /// The full explanation of one rule, with its examples.
    public static func explanation<Example>(of rule: RuleDescription<Example>) -> String {
        var out = "\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n\(rule.rationale)\n"
        for (title, examples) in [("Reported", rule.triggering), ("Not reported", rule.nonTriggering)] {
            for (index, example) in examples.enumerated() {
                out += "\n\(title), example \(index + 1):\n"
                for line in example.documentationLines { out += "  \(line)\n" }
            }
        }
        return out
    }

    /// One line per rule: id, default severity, summary.
    public static func list(_ rules: [RuleDescriptor]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id + String(repeating: " ", count: width - rule.id.count) + "  "
                + rule.defaultSeverity.rawValue + String(repeating: " ", count: 7 - rule.defaultSeverity.rawValue.count) + "  " + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    /// A README's Markdown table of rules.
    public static func markdownTable(_ rules: [RuleDescriptor]) -> String {
        var out = "| rule | default | what it finds |\n|---|---|---|\n"
        for rule in rules {
            out += "| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")) |\n"
        }
        return out
    }
}
