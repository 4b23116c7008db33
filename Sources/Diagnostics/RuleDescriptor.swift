/// What a reporter needs to know about a rule it did not run: its id, what it checks and how serious
/// its findings are by default. SARIF lists these under `tool.driver.rules`.
public struct RuleDescriptor: Sendable, Hashable, Codable, Comparable {
    /// The stable id findings carry in `Diagnostic.rule`.
    public var id: String
    /// One line saying what the rule checks.
    public var summary: String
    /// The severity findings get unless a configuration changes it.
    public var defaultSeverity: Severity
    /// A page that explains the rule, when there is one (an absolute URI).
    public var helpURI: String?
    /// Why the rule matters and what to do about its findings, in a few sentences: SARIF's
    /// `fullDescription` and `help`, which code-scanning services show with every alert.
    public var explanation: String?

    /// A descriptor with every part given; `helpURI` and `explanation` are optional.
    public init(id: String, summary: String, defaultSeverity: Severity, helpURI: String? = nil,
                explanation: String? = nil) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.helpURI = helpURI
        self.explanation = explanation
    }

    /// Descriptors are listed by id.
    public static func < (lhs: RuleDescriptor, rhs: RuleDescriptor) -> Bool { lhs.id < rhs.id }
}
