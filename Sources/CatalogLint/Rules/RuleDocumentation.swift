import Diagnostics

/// Renders rule descriptions for people: `l10n lint --explain RULE`, `--list-rules` and the README's
/// rule table all come from here, so they never disagree with the rules.
public enum RuleDocumentation {
    /// The full explanation of one rule, with its examples.
    public static func explanation(of rule: RuleDescription) -> String {
        var out = "\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n\(rule.rationale)\n"
        for (title, examples) in [("Reported", rule.triggering), ("Not reported", rule.nonTriggering)] {
            for (index, example) in examples.enumerated() {
                out += "\n\(title), example \(index + 1):\n"
                for file in example.files {
                    out += "  \(file.path):\n"
                    let text = String(decoding: file.bytes, as: UTF8.self)
                    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
                        out += "    \(line)\n"
                    }
                }
            }
        }
        return out
    }

    /// One line per rule: id, default severity, summary.
    public static func list(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id + String(repeating: " ", count: width - rule.id.count) + "  "
                + rule.defaultSeverity.rawValue + String(repeating: " ", count: 7 - rule.defaultSeverity.rawValue.count) + "  " + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    /// The README's Markdown table of rules.
    public static func markdownTable(_ rules: [RuleDescription]) -> String {
        var out = "| rule | default | what it finds |\n|---|---|---|\n"
        for rule in rules {
            out += "| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary.replacingEvery("|", with: "\\|")) |\n"
        }
        return out
    }
}
