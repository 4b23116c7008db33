/// The default report: one `path:line:col: severity: message [rule]` line per finding, as gcc,
/// Clang and Xcode print them (so editors and CI logs make them clickable), then a summary line.
/// On a terminal the findings are grouped under a bold header per file and severities are coloured.
public struct TextReporter: Reporter {
    /// A text reporter; colour and grouping follow `ReportContext.colour`.
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = context.ordered(diagnostics)
        var out = ""
        var currentGroup: String?
        for diagnostic in sorted {
            if context.colour {
                let group = context.group(of: diagnostic)
                if group != currentGroup {
                    if currentGroup != nil { out += "\n" }
                    out += ANSI.bold + group + ANSI.reset + "\n"
                    currentGroup = group
                }
            }
            out += line(for: diagnostic, context: context) + "\n"
        }
        let summary = DiagnosticSummary(sorted, filesChecked: context.filesChecked)
        if context.colour, !sorted.isEmpty { out += "\n" }
        out += (context.colour ? ANSI.bold + summary.sentence + ANSI.reset : summary.sentence) + "\n"
        return out
    }

    /// One finding as a compiler-style line.
    func line(for diagnostic: Diagnostic, context: ReportContext) -> String {
        let severity = diagnostic.severity.rawValue
        let label = context.colour ? ANSI.colour(for: diagnostic.severity) + severity + ANSI.reset : severity
        let message = Self.singleLine(diagnostic.message)
        var text = "\(context.position(of: diagnostic)): \(label): \(message) [\(diagnostic.rule)]"
        if let extra = context.trailingContext(of: diagnostic) { text += " (\(extra))" }
        return text
    }

    /// Keeps one finding on one line: line breaks inside a message are shown as `\n` and `\r`.
    static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Terminal escape sequences for the text report.
enum ANSI {
    static let bold = "\u{1B}[1m"
    static let reset = "\u{1B}[0m"

    static func colour(for severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
