import Diagnostics
import L10n

/// A catalog rule's description: the project's one description type, with small catalog folders
/// as examples. Rules write `RuleDescription(id: …, triggering: [.strings(en: …, pl: …)], …)`.
typealias RuleDescription = Diagnostics.RuleDescription<RuleExample>

extension Diagnostics.RuleDescription where Example == RuleExample {
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
public struct RuleExample: RuleExampleDocument {
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

    /// Each file's path, then its lines indented.
    public var documentationLines: [String] {
        files.flatMap { file -> [String] in
            let text = String(decoding: file.bytes, as: UTF8.self)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            return ["\(file.path):"] + lines.map { "  \($0)" }
        }
    }
}
