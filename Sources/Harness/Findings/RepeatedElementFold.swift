import Diagnostics

/// Folds the findings of one line of code repeated on a screen into one: the rows of a `ForEach`
/// in a stack or grid, or a component used twice, that fail the same rule showing the same text.
/// The team changes that line once, so it reads as one finding (with how many elements it stands
/// for), not as one per row. Elements are alike when they are on the same screen, at the same
/// place but for their indexes (`hstack[3]/button` and `hstack[7]/button`), written by the same
/// line, and show the same text (or none). Folding is idempotent and order-independent, so the
/// shards of a run fold to what the whole run gives.
enum RepeatedElementFold {
    /// What alike findings share.
    private struct Key: Hashable {
        var screen: String
        var rule: String
        var file: String
        var line: Int
        var place: String
        var text: String?
    }

    /// `findings` with alike ones folded: the most severe stands for them (then the one with the
    /// smallest failing render, then the first element), over every render any of them occurs in.
    /// Findings that name no line of code, or no matrix place, are kept as they are.
    static func fold(_ findings: [Diagnostic], in matrix: MatrixSummary) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var groups: [Key: [Diagnostic]] = [:]
        for finding in findings {
            guard let context = finding.matrix, !finding.location.file.isEmpty else {
                kept.append(finding)
                continue
            }
            let key = Key(screen: context.screen, rule: finding.rule, file: finding.location.file, line: finding.location.line,
                          place: withoutIndexes(context.element), text: context.text)
            groups[key, default: []].append(finding)
        }
        for group in groups.values {
            guard group.count > 1 else {
                kept += group
                continue
            }
            kept.append(joined(group, in: matrix))
        }
        return kept
    }

    /// One finding standing for all of `group`.
    private static func joined(_ group: [Diagnostic], in matrix: MatrixSummary) -> Diagnostic {
        let ranked = group.map { finding in (finding, finding.matrix.map { matrix.rank(of: $0.smallest) } ?? [Int.max]) }
        let best = ranked.min { a, b in
            if a.0.severity != b.0.severity { return a.0.severity > b.0.severity }
            if a.1 != b.1 { return a.1.lexicographicallyPrecedes(b.1) }
            return ElementOrder.precedes(a.0.matrix?.element ?? "", b.0.matrix?.element ?? "")
        }
        guard var result = best?.0, var context = result.matrix else { return group[0] }
        let elements = Set(group.flatMap { finding in [finding.matrix?.element].compactMap { $0 } + (finding.matrix?.repeats ?? []) })
        context.repeats = elements.subtracting([context.element]).sorted(by: ElementOrder.precedes)
        let cells = Set(group.flatMap { $0.matrix?.cells ?? [] })
        let orders = Dictionary(uniqueKeysWithValues: cells.map { ($0, matrix.order(of: $0)) })
        context.cells = cells.sorted { (orders[$0] ?? []).lexicographicallyPrecedes(orders[$1] ?? []) }
        context.occurrence = Occurrence.describe(context.cells, screen: context.screen, in: matrix)
        result.severity = group.map(\.severity).max() ?? result.severity
        result.matrix = context
        return result
    }

    /// `vstack[1]/hstack[0]/button[3]` → `vstack[]/hstack[]/button[]`.
    static func withoutIndexes(_ path: String) -> String {
        var out = ""
        var inIndex = false
        for character in path {
            switch character {
            case "[":
                inIndex = true
                out.append(character)
            case "]":
                inIndex = false
                out.append(character)
            default:
                if !inIndex { out.append(character) }
            }
        }
        return out
    }
}

/// The order of element paths people expect: indexes compared as numbers (`row[2]` before `row[10]`).
enum ElementOrder {
    /// Whether `a` comes before `b`.
    static func precedes(_ a: String, _ b: String) -> Bool {
        let left = parts(a), right = parts(b)
        for (x, y) in zip(left, right) where x != y {
            switch (x, y) {
            case let (.number(m), .number(n)): return m < n
            case let (.text(s), .text(t)): return s < t
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        return left.count < right.count
    }

    private enum Part: Equatable {
        case text(String)
        case number(Int)
    }

    private static func parts(_ path: String) -> [Part] {
        var parts: [Part] = []
        var current = ""
        var digits = false
        for character in path {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != digits, !current.isEmpty {
                parts.append(digits ? .number(Int(current) ?? 0) : .text(current))
                current = ""
            }
            digits = isDigit
            current.append(character)
        }
        if !current.isEmpty { parts.append(digits ? .number(Int(current) ?? 0) : .text(current)) }
        return parts
    }
}
