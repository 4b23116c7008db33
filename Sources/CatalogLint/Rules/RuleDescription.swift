import Diagnostics
import L10n

/// Everything a rule says about itself: the one source for `l10n lint --explain`, the README's rule
/// table, SARIF's rule list and the example-driven tests.
public struct RuleDescription: Sendable {
    /// The stable id used in output and configuration (`format-mismatch`).
    public let id: String
    /// One line: what the rule finds.
    public let summary: String
    /// The severity of its findings unless configured otherwise.
    public let defaultSeverity: Severity
    /// Why it matters and how to fix it, in a few sentences.
    public let rationale: String
    /// Small catalogs on which the rule must report something.
    public let triggering: [RuleExample]
    /// Small catalogs on which the rule must stay quiet.
    public let nonTriggering: [RuleExample]

    /// A description with every part given.
    public init(id: String, summary: String, defaultSeverity: Severity, rationale: String,
                triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The rule as reporters need it (the rationale is SARIF's full description and help).
    public var descriptor: RuleDescriptor {
        RuleDescriptor(id: id, summary: summary, defaultSeverity: defaultSeverity, explanation: rationale)
    }

    /// A finding of this rule at `position` in `file` (the whole file when `position` is nil).
    func finding(_ message: String, file: String, at position: TextPosition?, locale: LintLocale? = nil,
                 key: String? = nil, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(
            rule: id, severity: severity ?? defaultSeverity, message: message,
            location: SourceLocation(file: file, line: position?.line ?? 0, column: position?.column ?? 0),
            locale: locale.map(\.description), key: key)
    }
}

/// A small catalog folder written out in full: file paths (relative, `en.lproj/Localizable.strings`)
/// and their bytes.
public struct RuleExample: Sendable {
    /// The files, in the order given.
    public let files: [(path: String, bytes: [UInt8])]

    /// An example made of text files (written as UTF-8).
    public init(_ files: [(path: String, contents: String)]) {
        self.files = files.map { ($0.path, Array($0.contents.utf8)) }
    }

    /// An example made of files given byte for byte (for encoding faults).
    public init(bytes files: [(path: String, bytes: [UInt8])]) {
        self.files = files
    }

    /// A base `en` and a `pl` `Localizable.strings` with the given bodies: the common case.
    public static func strings(en: String, pl: String) -> RuleExample {
        RuleExample([("en.lproj/Localizable.strings", en), ("pl.lproj/Localizable.strings", pl)])
    }
}
