/// The `--fail-on` choice: from which severity up a finding fails the run (exit code 1).
public enum FailThreshold: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fail when an error was found (the default of CI gates).
    case error
    /// Fail when an error or a warning was found.
    case warning
    /// Fail on any finding, notes included.
    case note
    /// Never fail because of findings (still fails on usage and I/O errors).
    case never

    /// Whether `diagnostics` hold a finding at or above this threshold.
    public func isFailed(by diagnostics: [Diagnostic]) -> Bool {
        isReached(by: diagnostics.map(\.severity))
    }

    /// The least serious severity that fails the run; nil for `never`.
    public var severity: Severity? {
        switch self {
        case .never: nil
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    /// Whether any of `severities` is at or above the threshold.
    public func isReached(by severities: [Severity]) -> Bool {
        guard let severity else { return false }
        return severities.contains { $0 >= severity }
    }
}
