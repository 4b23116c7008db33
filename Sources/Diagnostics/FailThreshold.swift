/// The `--fail-on` choice: from which severity up a finding fails the run (exit code 1).
public enum FailThreshold: String, Sendable, Hashable, Codable, CaseIterable {
    /// Fail when an error was found (the default of CI gates).
    case error
    /// Fail when an error or a warning was found.
    case warning
    /// Never fail because of findings (still fails on usage and I/O errors).
    case never

    /// Whether `diagnostics` hold a finding at or above this threshold.
    public func isFailed(by diagnostics: [Diagnostic]) -> Bool {
        switch self {
        case .never: false
        case .error: diagnostics.contains { $0.severity >= .error }
        case .warning: diagnostics.contains { $0.severity >= .warning }
        }
    }
}
