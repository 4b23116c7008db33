/// How many findings of each severity a run produced: the last line of a text report and the
/// `summary` object of a JSON report.
public struct DiagnosticSummary: Sendable, Hashable, Codable {
    /// Findings with severity `error`.
    public var errors: Int
    /// Findings with severity `warning`.
    public var warnings: Int
    /// Findings with severity `note`.
    public var notes: Int
    /// How many files were checked, when the checker counts them.
    public var filesChecked: Int?

    /// Counts the findings in `diagnostics`.
    public init(_ diagnostics: [Diagnostic], filesChecked: Int? = nil) {
        var counts = [0, 0, 0]
        for index in diagnostics.indices {
            switch diagnostics[index].severity {
            case .error: counts[0] += 1
            case .warning: counts[1] += 1
            case .note: counts[2] += 1
            }
        }
        errors = counts[0]
        warnings = counts[1]
        notes = counts[2]
        self.filesChecked = filesChecked
    }

    /// All findings together.
    public var total: Int { errors + warnings + notes }

    /// One line for people: `2 errors, 1 warning and 3 notes in 40 files.`
    public var sentence: String {
        let files = filesChecked.map { " in \(Self.counted($0, "file"))" } ?? ""
        if total == 0 { return "No problems found\(files)." }
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")]
            .filter { $0.0 > 0 }
            .map { Self.counted($0.0, $0.1) }
        let listed = parts.count == 1
            ? parts[0]
            : parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "")
        return "\(listed)\(files)."
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
