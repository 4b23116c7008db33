/// One finding of a check: lint rules, the source scanner and the screen harness all report these,
/// so every reporter (text, JSON, SARIF, JUnit, GitHub) serves all three.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// The stable id of the rule that found it (`format-mismatch`, `text-truncated`), for config files.
    public var rule: String
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and what to do about it, in one or two sentences.
    public var message: String
    /// Where it is: a file position for catalogs and sources (an empty `file` when there is none).
    public var location: SourceLocation
    /// The locale concerned, when there is one (`pl`, `ar`).
    public var locale: String?
    /// The catalog key concerned, when there is one.
    public var key: String?
    /// Where it is when a file position does not say it all, or when there is no file: the screen
    /// harness puts `home › title × ar × AX3` here. Reporters show it next to the position.
    public var context: String?

    /// A finding with every part given; `locale`, `key` and `context` are optional.
    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                locale: String? = nil, key: String? = nil, context: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.locale = locale
        self.key = key
        self.context = context
    }
}

extension Diagnostic: Comparable {
    /// Reports list findings by file, position, rule, then message, so output is stable across runs.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return (lhs.locale ?? "", lhs.key ?? "", lhs.context ?? "")
            < (rhs.locale ?? "", rhs.key ?? "", rhs.context ?? "")
    }
}
