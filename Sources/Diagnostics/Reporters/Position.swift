extension ReportContext {
    /// A finding's position the way compilers print it: `path:line:col`, `path:line` or `path`;
    /// the context (`home › title × ar`) when the finding has no file.
    func position(of diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        guard !location.file.isEmpty else { return diagnostic.context ?? "" }
        var text = displayPath(location.file)
        if location.line > 0 {
            text += ":\(location.line)"
            if location.column > 0 { text += ":\(location.column)" }
        }
        return text
    }

    /// The group a finding is listed under: its file, else the first part of its context.
    func group(of diagnostic: Diagnostic) -> String {
        if !diagnostic.location.file.isEmpty { return displayPath(diagnostic.location.file) }
        return diagnostic.context ?? ""
    }

    /// The context to show after the message: only when the position does not already show it.
    func trailingContext(of diagnostic: Diagnostic) -> String? {
        diagnostic.location.file.isEmpty ? nil : diagnostic.context
    }
}

extension ReportContext {
    /// The findings in report order: by the path as shown, then as `Diagnostic` orders them, so a
    /// mix of absolute and relative paths still lists each file once, alphabetically.
    public func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics
            .map { (path: displayPath($0.location.file), diagnostic: $0) }
            .sorted { lhs, rhs in
                lhs.path != rhs.path ? lhs.path < rhs.path : lhs.diagnostic < rhs.diagnostic
            }
            .map(\.diagnostic)
    }
}
