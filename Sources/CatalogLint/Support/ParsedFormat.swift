import L10n

/// A format string parsed once, with what the comparisons read from it again and again: a base
/// value is compared with every locale, so its placeholders and argument slots are worked out once.
struct ParsedFormat: Sendable {
    /// The parsed format.
    let format: FormatString
    /// The placeholders in the order written.
    let placeholders: [FormatPlaceholder]
    /// The arguments the format reads, by ascending position.
    let arguments: [FormatArgumentSlot]
    /// Whether the text is meant as a format: it has a placeholder other than the ones with a space
    /// flag (`100% sure` parses as `% s`, but is a percent sign before a word).
    let readsArguments: Bool
    /// Whether positional (`%1$@`) and plain (`%@`) placeholders are mixed.
    let mixesPlainAndPositional: Bool

    /// Parses `text`; nil when it has no `%` at all (the common, cheap case).
    init?(_ text: String) {
        let hasPercent = text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) } ?? text.utf8.contains(UInt8(ascii: "%"))
        guard hasPercent else { return nil }
        self.init(parsed: FormatString(text))
    }

    /// Wraps an already parsed format.
    init(parsed format: FormatString) {
        self.format = format
        placeholders = format.placeholders
        arguments = FormatString.arguments(of: placeholders)
        readsArguments = placeholders.contains { !$0.flags.contains(" ") }
        mixesPlainAndPositional = format.issues.contains {
            if case .mixedPositionalAndSequential = $0.kind { true } else { false }
        }
    }

    /// Problems found while parsing or while matching positions.
    var issues: [FormatIssue] { format.issues }

    /// The argument at `position`, if the format reads one there. `arguments` has one per position,
    /// ascending: a binary search of them costs less than a dictionary built for every translation
    /// parsed (only a base's are looked up), and stays logarithmic for a hostile value with
    /// hundreds of thousands of placeholders. `steps` counts the slots looked at.
    func slot(at position: Int, steps: inout Int) -> FormatArgumentSlot? {
        var low = 0, high = arguments.count
        while low < high {
            steps += 1
            let middle = (low + high) / 2
            if arguments[middle].position < position { low = middle + 1 } else { high = middle }
        }
        return low < arguments.count && arguments[low].position == position ? arguments[low] : nil
    }
}

extension Optional where Wrapped == ParsedFormat {
    /// Whether there is a format that reads arguments.
    var readsArguments: Bool { self?.readsArguments ?? false }
}
