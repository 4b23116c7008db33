/// What a reporter needs to know about a rule it did not run: its id, what it checks and how serious
/// its findings are by default. SARIF lists these under `tool.driver.rules`.
public struct RuleDescriptor: Sendable, Hashable, Codable, Comparable {
    /// The stable id findings carry in `Diagnostic.rule`.
    public var id: String
    /// One line saying what the rule checks.
    public var summary: String
    /// The severity findings get unless a configuration changes it.
    public var defaultSeverity: Severity
    /// A page that explains the rule, when there is one.
    public var helpURI: String?

    /// A descriptor with every part given; `helpURI` is optional.
    public init(id: String, summary: String, defaultSeverity: Severity, helpURI: String? = nil) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.helpURI = helpURI
    }

    /// Descriptors are listed by id.
    public static func < (lhs: RuleDescriptor, rhs: RuleDescriptor) -> Bool { lhs.id < rhs.id }
}
