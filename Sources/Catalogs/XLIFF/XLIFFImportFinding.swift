/// Something an XLIFF import could not take, or took with a change, with where it is.
public struct XLIFFImportFinding: Hashable, Sendable, CustomStringConvertible {
    /// The XLIFF file.
    public var file: String
    /// Where the unit (or `<file>`) starts.
    public var position: TextPosition
    /// The unit's id; empty for a problem with a whole `<file>`.
    public var id: String
    /// What happened and what to do.
    public var message: String
    /// Whether the unit was refused (an error: the import exits 1) rather than imported with a note.
    public var isError: Bool

    /// Creates a finding.
    public init(file: String, position: TextPosition, id: String, message: String, isError: Bool) {
        self.file = file
        self.position = position
        self.id = id
        self.message = message
        self.isError = isError
    }

    public var description: String {
        "\(file):\(position.line):\(position.column): \(isError ? "error" : "note"): \(message)"
    }
}

/// What importing one `<file>` did.
public struct XLIFFImportResult: Hashable, Sendable {
    /// How many texts changed (a new translation, a new value or a new state).
    public var changed: Int
    /// Units refused or imported with a change.
    public var findings: [XLIFFImportFinding]

    /// Creates a result.
    public init(changed: Int = 0, findings: [XLIFFImportFinding] = []) {
        self.changed = changed
        self.findings = findings
    }
}

/// How a translation's placeholders compare with its source text's: nil when they agree, else
/// what is wrong (a sentence). `isPluralCase` is true for a plural form, which may leave out the
/// number. The catalog formats cannot read format strings, so the caller supplies the check.
public typealias PlaceholderCheck = @Sendable (_ source: String, _ translation: String, _ isPluralCase: Bool) -> String?

/// Review states of XLIFF 1.2 and of String Catalogs, each to the other; a catalog state XLIFF has
/// no word for travels as `x-STATE`, so a round trip keeps it.
enum XLIFFStates {
    /// The XLIFF state for a catalog unit's state.
    static func xliff(_ state: String?) -> String? {
        guard let state else { return nil }
        switch state {
        case "translated", "new": return state
        case "needs_review": return "needs-review-translation"
        default: return "x-" + state.filter { !$0.isWhitespace }
        }
    }

    /// The catalog state for an XLIFF state; nil for one it does not know.
    static func catalog(_ state: String?) -> String? {
        guard let state else { return nil }
        switch state {
        case "translated", "final", "signed-off": return "translated"
        case "new", "needs-translation": return "new"
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-adaptation", "needs-l10n": return "needs_review"
        default: return state.hasPrefix("x-") && state.count > 2 ? String(state.dropFirst(2)) : nil
        }
    }
}

extension XLIFFImportFinding {
    /// The error for a `<file>` none of whose ids names a key of its table: nothing is imported
    /// from it.
    static func noKnownID(file xliffPath: String, at position: TextPosition, original: String) -> XLIFFImportFinding {
        XLIFFImportFinding(
            file: xliffPath, position: position, id: "",
            message: "no id of the <file> for \(original) names a key of the table, so nothing was imported from it (is it the right table?)",
            isError: true)
    }
}
