/// Everything a rule says about itself, for catalog, source and screen rules alike: its id, what it
/// finds, how serious that is, why it matters and what to do, and examples that must and must not
/// trigger it. `--explain`, `--list-rules`, the README's rule tables and SARIF's rule list are
/// written from it, and each tool's tests run its examples, so the documentation never drifts
/// from what the rule does.
///
/// `Example` is what the tool's examples are made of (catalog files for lint, Swift sources for
/// the source scan, screens for the harness): one description type, and each tool runs its own.
public struct RuleDescription<Example: RuleExampleDocument>: Sendable {
    /// The stable id used in output and configuration (`format-mismatch`, `text-truncated`).
    public let id: String
    /// One line: what the rule finds.
    public let summary: String
    /// The severity of its findings unless configured otherwise.
    public let defaultSeverity: Severity
    /// Why it matters and how to fix it, in a few sentences.
    public let rationale: String
    /// Examples on which the rule must report something.
    public let triggering: [Example]
    /// Examples on which the rule must stay quiet.
    public let nonTriggering: [Example]

    /// A description with every part given.
    public init(id: String, summary: String, defaultSeverity: Severity, rationale: String,
                triggering: [Example], nonTriggering: [Example]) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The rule as reporters need it (the rationale is SARIF's full description and help).
    public var descriptor: RuleDescriptor {
        RuleDescriptor(id: id, summary: summary, defaultSeverity: defaultSeverity, explanation: rationale)
    }
}

/// An example of a rule as `--explain` shows it: catalog files, a Swift snippet or a screen,
/// whichever the tool's rules read.
public protocol RuleExampleDocument: Sendable {
    /// The example for people, as lines without indentation (`--explain` indents them).
    var documentationLines: [String] { get }
}
