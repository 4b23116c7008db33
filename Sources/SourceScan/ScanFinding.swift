import Diagnostics

/// Something the scanner noticed in the code, with the source expression so a reviewer can decide.
public struct ScanFinding: Sendable, Hashable, Codable {
    /// The rule that found it.
    public var rule: ScanRule
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and what to do, in a sentence or two.
    public var message: String
    /// Where the expression starts.
    public var location: SourceLocation
    /// The expression concerned, as written (whitespace collapsed).
    public var expression: String

    /// A finding; `severity` defaults to the rule's.
    public init(rule: ScanRule, severity: Severity? = nil, message: String, location: SourceLocation,
                expression: String) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.location = location
        self.expression = expression
    }

    /// The same finding in the shared diagnostics model, for lint's reporters, config and baseline.
    public var diagnostic: Diagnostic {
        Diagnostic(rule: rule.rawValue, severity: severity, message: message, location: location)
    }
}

extension ScanFinding: Comparable {
    /// Ordered by position, rule, then message, as diagnostics are.
    public static func < (lhs: ScanFinding, rhs: ScanFinding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        if lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs.expression < rhs.expression
    }
}
