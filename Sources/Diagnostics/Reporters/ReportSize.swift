/// Room to reserve for a report before writing it. A report of a hundred thousand findings runs to
/// tens of megabytes, and a string that grows by doubling holds the old and the new copy at once;
/// reserving generously up front costs only address space, since pages never written are never
/// mapped in.
enum ReportSize {
    /// The findings' text (message, path, key, locale, context) plus `bytesPerFinding` for the
    /// format's own fixed text, doubled for escapes.
    static func estimate(_ diagnostics: some Collection<Diagnostic>, bytesPerFinding: Int) -> Int {
        var total = 4096
        for diagnostic in diagnostics {
            total += bytesPerFinding + 2 * (diagnostic.message.utf8.count + diagnostic.location.file.utf8.count
                + (diagnostic.key?.utf8.count ?? 0) + (diagnostic.locale?.utf8.count ?? 0) + (diagnostic.context?.utf8.count ?? 0))
        }
        return total
    }
}
