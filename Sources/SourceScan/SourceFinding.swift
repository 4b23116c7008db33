import Diagnostics

extension Diagnostic {
    /// A source finding of `rule` on the code `expression` at `location`; `severity` defaults to
    /// the rule's.
    init(rule: RuleDescription<SourceExample>, severity: Severity? = nil, message: String, location: SourceLocation,
         expression: String) {
        self.init(rule: rule.id, severity: severity ?? rule.defaultSeverity, message: message, location: location,
                  expression: expression)
    }
}
