import ToolSupport

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
        group(of: diagnostic, shownPath: diagnostic.location.file.isEmpty ? "" : displayPath(diagnostic.location.file))
    }

    /// `group(of:)` when the finding's file as shown (`ShownPaths`) is known already.
    func group(of diagnostic: Diagnostic, shownPath: String) -> String {
        diagnostic.location.file.isEmpty ? diagnostic.context ?? "" : shownPath
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
        DiagnosticOrder.sorted(diagnostics, byPath: displayPath, jobs: jobs)
    }
}

/// Sorts findings fast: each distinct file is ranked once, so the many comparisons of a large
/// report compare integers instead of long paths that share their first hundred characters.
public enum DiagnosticOrder {
    /// `diagnostics` by `path(file)`, then line, column, rule, message, severity, locale, key,
    /// context; checked on `jobs` threads (nil: every core).
    public static func sorted(_ diagnostics: [Diagnostic], byPath path: (String) -> String = { $0 },
                              jobs: Int? = nil) -> [Diagnostic] {
        // Sort small keys, not the findings themselves, and compare findings only on ties.
        var keys: [OrderKey] = []
        keys.reserveCapacity(diagnostics.count)
        FileRanks([diagnostics], byPath: path).forEachKey(in: diagnostics) { index, fileRank, location in
            keys.append(OrderKey(rank: fileRank, line: location.line, column: location.column, index: index))
        }
        // Ties are broken on the findings themselves, read in place: copying a finding for each
        // comparison would cost more than the comparison.
        let order: [Int]? = diagnostics.withUnsafeBufferPointer { buffer in
            let findings = UncheckedSendable(buffer)
            let isBefore = { @Sendable (lhs: OrderKey, rhs: OrderKey) -> Bool in
                if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
                if lhs.line != rhs.line { return lhs.line < rhs.line }
                if lhs.column != rhs.column { return lhs.column < rhs.column }
                // At one position, findings of one rule differ in their message (`Diagnostic`'s
                // order), which decides without reading the rest.
                let (left, right) = (lhs.index, rhs.index)
                if findings.value[left].rule == findings.value[right].rule, findings.value[left].message != findings.value[right].message {
                    return findings.value[left].message < findings.value[right].message
                }
                return findings.value[left] < findings.value[right]
            }
            // Findings sorted once already (a checker's result on its way to a reporter) stay as
            // they are; a large report is checked on every core.
            let keys = keys
            let isSorted = keys.indices.allSatisfyInParallel(jobs: jobs) { $0 == 0 || !isBefore(keys[$0], keys[$0 - 1]) }
            if isSorted { return nil }
            return keys.sorted(by: isBefore).map(\.index)
        }
        guard let order else { return diagnostics }
        return order.map { diagnostics[$0] }
    }
}

/// A finding's place in a sort: its file's rank, its line and column, and where it is in the input.
private struct OrderKey: Sendable {
    var rank: Int
    var line: Int
    var column: Int
    var index: Int
}
