/// How serious a finding is; `--fail-on` compares against it.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    /// Something a user will see or that crashes: a CI gate fails on it by default.
    case error
    /// Likely wrong, worth a look; fails CI only with `--fail-on warning`.
    case warning
    /// Information only; never fails a build.
    case note

    /// Errors rank highest, so `severity >= threshold` means "at least as serious".
    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .note: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
